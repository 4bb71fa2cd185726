import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { routePreloads } from '../../src/server/http/route-preloads.ts';
import { renderPage } from '../../src/server/pages/render-html.ts';

const dir = mkdtempSync(join(tmpdir(), 'oils-preloads-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("a page's route code, preloaded with its HTML", () => {
  const template = '<html><head><script type="module" src="/assets/index-A.js"></script><link rel="modulepreload" href="/assets/react-B.js"><!--page-head--></head></html>';
  mkdirSync(join(dir, '.vite'));
  writeFileSync(
    join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-A.js', imports: ['_react-B.js'] },
      'src/web/main.tsx': { file: 'assets/main-M.js', imports: ['_react-B.js'] },
      '_react-B.js': { file: 'assets/react-B.js' },
      'src/web/routes/index.tsx?tsr-split=component': { file: 'assets/home-C.js', imports: ['_react-B.js', '_carousel-D.js'] },
      '_carousel-D.js': { file: 'assets/carousel-D.js', imports: ['_embla-E.js'] },
      '_embla-E.js': { file: 'assets/embla-E.js', imports: ['_carousel-D.js'] },
    }),
  );
  const preloads = routePreloads(dir, template);

  it('lists the app and the route chunk and what they import, transitively, without what index.html already loads', () => {
    expect(preloads('src/web/routes/index.tsx')).toEqual(['/assets/main-M.js', '/assets/home-C.js', '/assets/carousel-D.js', '/assets/embla-E.js']);
    expect(preloads('src/web/routes/unknown.tsx')).toEqual(['/assets/main-M.js']);
    expect(preloads()).toEqual(['/assets/main-M.js']);
  });

  it('writes them into the page as modulepreload links', () => {
    const html = renderPage(template, { status: 200, title: 'Accueil', description: 'd', canonicalPath: '/', ogType: 'website', image: '/x.jpg', noindex: false, preloadHero: false }, 'fr', 'https://shop.example.ma', preloads('src/web/routes/index.tsx'));
    expect(html.match(/<link rel="modulepreload" crossorigin href="[^"]+">/g)).toHaveLength(4);
    expect(html).toContain('href="/assets/embla-E.js"');
  });

  it('adds nothing without a build manifest', () => {
    expect(routePreloads(join(dir, 'nowhere'), template)('src/web/routes/index.tsx')).toEqual([]);
  });
});
