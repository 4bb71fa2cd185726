// The pages rendered from the app's source through Vite (npm run dev, and the server tests): the same
// renderer as the built one (src/web/ssr/render-page.tsx), loaded by Vite's module runner, so an
// edited component shows on the next page without a build.
import type { Server } from 'node:http';
import { createServer, type ViteDevServer } from 'vite';
import type { RouterManifest } from '../../src/server/ssr/page-manifest.ts';
import type { RenderPage } from '../../src/server/ssr/page-renderer.ts';
import type { PagesSource } from '../../src/server/ssr/serve-pages.ts';

const RENDERER = '/src/web/ssr/render-page.tsx';

/** What Vite's HTML step puts in a page's head (its client, React's refresh preamble), as the router's manifest scripts. */
async function devScripts(vite: ViteDevServer): Promise<RouterManifest> {
  const html = await vite.transformIndexHtml('/', '<html><head></head><body></body></html>');
  const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attributes, children]) => ({
    attrs: Object.fromEntries([...attributes!.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!])),
    ...(children ? { children } : {}),
  }));
  return { routes: { __root__: { scripts: [...scripts, { attrs: { type: 'module', src: '/src/web/entry.ts' } }] } } };
}

/** Vite in middleware mode; with the HTTP server given, hot reload goes over its port. */
export async function vitePages(hmrServer?: Server): Promise<{ vite: ViteDevServer; pages: PagesSource }> {
  const vite = await createServer({
    server: { middlewareMode: true, hmr: hmrServer ? { server: hmrServer } : false },
    appType: 'custom',
    logLevel: hmrServer ? 'info' : 'error',
  });
  const render: RenderPage = async (request) => {
    const { renderPage } = (await vite.ssrLoadModule(RENDERER)) as { renderPage: RenderPage };
    return renderPage(request);
  };
  const manifest = await devScripts(vite);
  // The back office: Vite's client and React's refresh, then its own entry (src/web/admin/main.tsx).
  const admin = { css: [], scripts: [...manifest.routes.__root__!.scripts!.slice(0, -1), { attrs: { type: 'module', src: '/src/web/admin/main.tsx' } }] };
  return { vite, pages: { render, manifest, timeoutMs: 60_000, admin } };
}
