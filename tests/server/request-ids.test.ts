// Issue 46, item 2: every request has an id, echoed in X-Request-Id, written on each log line about the
// request and in each error envelope; a well-formed id from the proxy is kept, any other replaced.
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PagesSource } from '../../src/server/ssr/serve-pages.ts';
import { renderInWorkers } from '../../src/server/ssr/page-renderer.ts';
import { json, startTestApp, stopTestApp } from '../support/test-app.ts';

const lines: Record<string, unknown>[] = [];
const linesOf = (id: string) => lines.filter((line) => line.reqId === id);

/** A renderer standing in for the app's: it calls the API as a page does, and fails on /broken. */
const pages: PagesSource = {
  render: async ({ url, fetch }) => {
    await fetch('http://localhost/api/products/categories');
    if (url.startsWith('/broken')) throw new Error('the render broke');
    return { status: 200, html: '<!doctype html><html><body><p>page</p></body></html>' };
  },
};

/** A built renderer of our own making, for the real worker pool (render-worker.mjs): it writes lines and calls the API. */
const BUILT_RENDERER = `export async function renderPage({ url, fetch, requestId }) {
  console.warn('rendering', url, 'for', requestId);
  const answer = await fetch('http://localhost/api/health');
  console.error('health answered', answer.status);
  return { status: 200, html: '<p>' + answer.status + '</p>' };
}
`;

let app: FastifyInstance;
let dir: string;
let inThreads: NonNullable<ReturnType<typeof renderInWorkers>>;
beforeAll(async () => {
  app = await startTestApp({ logLevel: 'info' }, { pages, cachePages: false, logStream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } });
  // A handler that fails unexpectedly: the 500 and its "request failed" line.
  app.get('/api/test-only/boom', async () => {
    throw new Error('boom');
  });
  dir = await mkdtemp(join(tmpdir(), 'oils-render-ids-'));
  await mkdir(join(dir, 'web'));
  await mkdir(join(dir, 'ssr'));
  await writeFile(join(dir, 'ssr', 'render-page.js'), BUILT_RENDERER);
  inThreads = renderInWorkers(app, join(dir, 'web'), undefined)!;
});
afterAll(async () => {
  await stopTestApp(app);
  await rm(dir, { recursive: true, force: true });
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('answers each request with a new id in X-Request-Id, a different one each time', async () => {
    const first = await app.inject('/api/health');
    const second = await app.inject('/api/health');
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
    expect(linesOf(String(first.headers['x-request-id'])).some((line) => line.msg === 'request' && line.url === '/api/health')).toBe(true);
  });

  it('puts the id of X-Request-Id in the error envelope and on the error’s log lines', async () => {
    for (const [url, status] of [
      ['/api/products/no-such-oil', 404],
      ['/api/products?pageSize=abc', 400],
      ['/api/nothing/here', 404],
      ['/api/test-only/boom', 500],
    ] as const) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(status);
      const id = String(response.headers['x-request-id']);
      expect(id, url).toMatch(UUID);
      expect(json(response), url).toMatchObject({ success: false, requestId: id });
      expect(response.headers['x-contract-violation'], url).toBeUndefined();
      const own = linesOf(id);
      expect(own.some((line) => line.url === url && line.status === status), `${url}: its access line`).toBe(true);
    }
    const boom = await app.inject('/api/test-only/boom');
    const id = String(boom.headers['x-request-id']);
    expect(json(boom)).toMatchObject({ code: 'INTERNAL_ERROR', requestId: id });
    expect(linesOf(id).some((line) => line.msg === 'request failed' && (line.err as { message?: string } | undefined)?.message === 'boom')).toBe(true);
  });

  it('keeps a well-formed id sent by the proxy', async () => {
    for (const sent of ['3f2a1c9e-8b7d-4e6f-a5b4-c3d2e1f0a9b8', 'caddy.7Hq2:req_01-x', 'a'.repeat(128)]) {
      const response = await app.inject({ url: '/api/products/no-such-oil', headers: { 'x-request-id': sent } });
      expect(response.headers['x-request-id']).toBe(sent);
      expect(json(response)).toMatchObject({ requestId: sent });
      expect(linesOf(sent).length, sent).toBeGreaterThan(0);
    }
  });

  it('replaces a malformed one: too long, empty, spaces, quotes, markup or a forged log line', async () => {
    for (const sent of ['a'.repeat(129), '', 'two words', 'x"}, "level": 60', '<script>', 'id\\nforged', 'é-accent', 'a,b']) {
      const response = await app.inject({ url: '/api/products/no-such-oil', headers: { 'x-request-id': sent } });
      const id = String(response.headers['x-request-id']);
      expect(id, JSON.stringify(sent)).toMatch(UUID);
      expect(json(response)).toMatchObject({ requestId: id });
      expect(JSON.stringify(lines)).not.toContain(sent || '""');
    }
  });

  it('answers a framework error (an address the router cannot read) with the id too', async () => {
    const response = await app.inject('/api/products/%E0%A4%A');
    expect(response.statusCode).toBe(400);
    const id = String(response.headers['x-request-id']);
    expect(id).toMatch(UUID);
    expect(json(response)).toMatchObject({ success: false, requestId: id });
  });

  it('carries a page’s id to the API calls its render makes, and to the render’s failure', async () => {
    const page = await app.inject({ url: '/broken-page', headers: { 'x-request-id': 'page-request-1' } });
    expect(page.statusCode).toBe(500);
    expect(page.headers['x-request-id']).toBe('page-request-1');
    const own = linesOf('page-request-1');
    // The render's call to the API (app.inject in process) logged under the page's id...
    expect(own.some((line) => line.url === '/api/products/categories')).toBe(true);
    // ...and the render's failure too.
    expect(own.some((line) => line.msg === 'page could not be rendered')).toBe(true);
  });

  it('carries it into a render thread: the lines the render writes come back under the id', async () => {
    await inThreads.ready();
    const log = app.log.child({ reqId: 'thread-request-7' });
    const page = await inThreads.render({ url: '/shop', lang: 'fr', publicUrl: 'http://localhost', fetch, signal: AbortSignal.timeout(10_000), requestId: 'thread-request-7', log });
    expect(page).toMatchObject({ status: 200, html: '<p>200</p>' });
    // Logged by the time the render has answered, the last line too.
    const own = linesOf('thread-request-7');
    expect(own.some((line) => line.msg === 'rendering /shop for thread-request-7' && line.level === 40)).toBe(true);
    expect(own.some((line) => line.msg === 'health answered 200' && line.level === 50)).toBe(true);
    // The render's call to the API, answered in the server's thread, under the same id.
    expect(own.some((line) => line.url === '/api/health' && line.msg === 'request')).toBe(true);
  });
});
