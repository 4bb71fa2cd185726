import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../src/server/ssr/inline-scripts.ts';
import { pageLanguage } from '../../src/server/ssr/page-language.ts';
import { routeIdOf, routerManifest } from '../../src/server/ssr/page-manifest.ts';

describe('what a page gets from the build', () => {
  it('names routes as TanStack Router does', () => {
    expect(['index', 'shop', 'produits/$productId', 'produits/index', 'dev.machines', 'categories/$id'].map(routeIdOf)).toEqual([
      '/',
      '/shop',
      '/produits/$productId',
      '/produits/',
      '/dev/machines',
      '/categories/$id',
    ]);
  });

  it('gives every page the styles and the entry, and other pages their own code, never the pictures-first ones', () => {
    const web = mkdtempSync(join(tmpdir(), 'oils-manifest-'));
    mkdirSync(join(web, '.vite'));
    // A Vite manifest in the shape the build writes (entry, a dynamic main, split route components).
    const vite = {
      'src/web/entry.ts': { file: 'assets/entry-1.js', css: ['assets/entry-1.css'], imports: ['_shared.js'], isEntry: true },
      '_shared.js': { file: 'assets/shared-1.js', css: ['assets/shared-1.css'] },
      'src/web/main.tsx': { file: 'assets/main-1.js', imports: ['_shared.js', '_react.js'], isDynamicEntry: true },
      '_react.js': { file: 'assets/react-1.js' },
      'src/web/routes/login.tsx?tsr-split=component': { file: 'assets/login-1.js', imports: ['_form.js', '_react.js'] },
      '_form.js': { file: 'assets/form-1.js' },
      'src/web/routes/shop.tsx?tsr-split=component': { file: 'assets/shop-1.js', imports: ['_react.js'] },
    };
    writeFileSync(join(web, '.vite', 'manifest.json'), JSON.stringify(vite));
    try {
      const manifest = routerManifest(web)!;
      expect(manifest.routes.__root__).toEqual({ css: ['/assets/entry-1.css', '/assets/shared-1.css'], scripts: [{ attrs: { type: 'module', src: '/assets/entry-1.js' } }] });
      // The login page preloads its own code and the app's, not what the entry brings already.
      expect(manifest.routes['/login']!.preloads!.sort()).toEqual(['/assets/form-1.js', '/assets/login-1.js', '/assets/main-1.js', '/assets/react-1.js']);
      // The shop's code comes after its pictures: nothing preloaded.
      expect(manifest.routes['/shop']).toBeUndefined();
    } finally {
      rmSync(web, { recursive: true, force: true });
    }
    expect(routerManifest(join(tmpdir(), 'no-such-build'))).toBeUndefined();
  });

  it('allows each inline script by its hash, not the data blocks nor the scripts with a source', () => {
    const run = 'self.$_TSR={};';
    const html = `<script>${run}</script><script type="application/ld+json">{"a":1}</script><script type="module" src="/a.js"></script><script data-x="">${run}</script>`;
    expect(inlineScriptHashes(html)).toEqual([`'sha256-${createHash('sha256').update(run).digest('base64')}'`]);
  });

  it('takes the language from ?lang=, else the cookie, else French', () => {
    expect(pageLanguage('lang=ar', 'lang=en')).toBe('ar');
    expect(pageLanguage('q=huile', 'theme=x; lang=en')).toBe('en');
    expect(pageLanguage('lang=de', 'lang=xx')).toBe('fr');
    expect(pageLanguage('', undefined)).toBe('fr');
  });
});
