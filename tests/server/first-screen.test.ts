import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, stopTestApp } from '../support/test-app.ts';

// The server's side of first screens: it loads the built renderer beside the web build (dist/ssr),
// lends it its API in process, and sends the page without a first screen when the renderer fails or
// is slow. The renderer here stands in for the built one (its own rendering is tested in the browser
// tests, against the real build): it reads the API it is given and writes what it read.
const RENDERER = `
export async function renderFirstScreen({ url, lang, width, fetch }) {
  if (url.startsWith('/shop?fail')) throw new Error('a component failed');
  if (url.startsWith('/shop?slow')) return new Promise(() => {});
  const answer = await fetch(new Request('http://first-screen.invalid/api/products?pageSize=1&lang=' + lang));
  const body = await answer.json();
  return '<main><h1>' + body.data.products[0].name + '</h1><p>' + lang + ' ' + url + ' ' + width + '</p></main>';
}
`;

let app: FastifyInstance;
const root = mkdtempSync(join(tmpdir(), 'oils-first-screen-'));

beforeAll(async () => {
  const webDir = join(root, 'web');
  mkdirSync(webDir);
  copyFileSync('index.html', join(webDir, 'index.html'));
  mkdirSync(join(root, 'ssr'));
  writeFileSync(join(root, 'ssr', 'render-page.js'), RENDERER);
  app = await startTestApp({ webDir, publicUrl: 'https://shop.example.ma' });
});
afterAll(async () => {
  await stopTestApp(app);
  rmSync(root, { recursive: true, force: true });
});

const page = async (url: string, headers: Record<string, string> = {}) => (await app.inject({ url, headers })).body;
const PIXEL = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

describe('first screens drawn on the server', () => {
  it('writes the browse pages’ first screen into #root, marked with its language, from the API answered in process', async () => {
    const html = await page('/shop?lang=ar');
    expect(html).toMatch(/<div id="root" data-first-screen="ar" data-width="1280"><main><h1>[^<]*[\u0600-\u06FF][^<]*<\/h1><p>ar \/shop\?lang=ar 1280<\/p><\/main><\/div>/);
    expect(await page('/')).toContain('<div id="root" data-first-screen="fr" data-width="1280"><main>');
  });

  it('draws for a phone’s width when the browser says it is one (its hint, or else its user agent)', async () => {
    expect(await page('/', { 'user-agent': PIXEL })).toMatch(/data-width="390"><main>.* 390<\/p>/);
    expect(await page('/', { 'sec-ch-ua-mobile': '?1' })).toContain('data-width="390"');
    expect(await page('/', { 'user-agent': PIXEL, 'sec-ch-ua-mobile': '?0' })).toContain('data-width="1280"');
  });

  it('sends pages compressed to a browser that takes it, still varying by screen, and unknown API paths their envelope', async () => {
    const answer = await app.inject({ url: '/shop', headers: { 'accept-encoding': 'br, gzip', 'user-agent': PIXEL } });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(String(answer.headers.vary).toLowerCase().split(/,\s*/).sort()).toEqual(['accept-encoding', 'sec-ch-ua-mobile', 'user-agent']);
    expect(brotliDecompressSync(answer.rawPayload).toString()).toContain('data-first-screen="fr" data-width="390"');
    expect((await app.inject({ url: '/login', headers: { 'accept-encoding': 'gzip' } })).headers['content-encoding']).toBe('gzip');
    const unknown = await app.inject({ url: '/api/nothing-here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect((await app.inject({ method: 'POST', url: '/shop' })).statusCode).toBe(404);
  });

  it('leaves the other pages to the browser', async () => {
    expect(await page('/login')).toContain('<div id="root"></div>');
    expect(await page('/produits/huile-qui-n-existe-pas')).toContain('<div id="root"></div>');
  });

  it('sends the page without its first screen when the renderer fails, or takes over 2 s, then rests a minute', async () => {
    expect(await page('/shop?fail=1')).toContain('<div id="root"></div>');
    expect(await page('/shop')).toContain('data-first-screen="fr"');
    let started = Date.now();
    expect(await page('/shop?slow=1')).toContain('<div id="root"></div>');
    expect(Date.now() - started).toBeLessThan(4_000);
    // A renderer that was slow once is not waited for again at once: the next page goes out as is.
    started = Date.now();
    expect(await page('/shop')).toContain('<div id="root"></div>');
    expect(Date.now() - started).toBeLessThan(500);
  });
});
