import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Catalogue } from '../products/catalogue.ts';
import { API_PREFIX } from '../contract/register.ts';
import { errorBody } from '../errors.ts';
import { builtAdminShell, serveAdminPage } from '../ssr/admin-page.ts';
import { buildId } from '../ssr/build-id.ts';
import { routerManifest } from '../ssr/page-manifest.ts';
import { renderInWorkers } from '../ssr/page-renderer.ts';
import { type PagesSource, servePages } from '../ssr/serve-pages.ts';
import { robotsTxt, sitemapXml } from '../ssr/sitemap.ts';

export interface WebAppOptions {
  /** The browser's build (dist/web): its files, and its manifest for the pages' styles and scripts. */
  webDir: string | undefined;
  /** The pages' renderer and manifest; unset: the ones built beside webDir (dist/ssr). Development and tests give Vite's. */
  pages?: PagesSource;
  catalogue: Catalogue;
  publicUrl: string;
  cachePages: boolean;
  /** Bytes the page cache may hold (PAGE_CACHE_MB). */
  pageCacheBytes: number;
  /** A render's deadline, unless the pages' source sets its own. */
  renderTimeoutMs: number;
}

const isApi = (path: string) => path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);

/**
 * The storefront beside the API: hashed assets cached for a year, sitemap and robots, and every other
 * address a page rendered on the server. Unknown /api paths get the error envelope.
 */
export async function serveWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  const { webDir, catalogue, publicUrl } = options;
  app.get('/robots.txt', async (_request, reply) => reply.type('text/plain; charset=utf-8').send(robotsTxt(publicUrl)));
  app.get('/sitemap.xml', async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(sitemapXml(await catalogue.snapshot(), publicUrl)),
  );
  if (webDir && existsSync(webDir)) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      // The build's brotli copies (scripts/support/precompress-plugin.ts), sent as they are.
      preCompressed: true,
      setHeaders(reply, path) {
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }
  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (isApi(path)) return reply.code(404).send(errorBody('NOT_FOUND', `No API call answers ${request.method} ${path}`, undefined, request.id));
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  };
  app.setNotFoundHandler(async (request, reply) => notFound(request, reply));
  const manifest = webDir ? routerManifest(webDir) : undefined;
  const built = webDir ? renderInWorkers(app, webDir, manifest) : undefined;
  const pages = options.pages ?? (built && webDir && { ...built, manifest, build: buildId(webDir) });
  const admin = options.pages ? options.pages.admin : webDir && builtAdminShell(webDir);
  if (admin) serveAdminPage(app, admin, publicUrl);
  if (!pages) return;
  // Readiness: the built renderer once a render thread has loaded it; Vite's (development, tests) is loaded when it renders.
  app.pagesRenderer.ready = options.pages ? async () => {} : built?.ready;
  // The pages: a route of their own (not the not-found handler), so compression and HEAD apply to them.
  servePages(app, { ...pages, timeoutMs: pages.timeoutMs ?? options.renderTimeoutMs, publicUrl, version: () => catalogue.shownVersion(), cache: options.cachePages, cacheBytes: options.pageCacheBytes }, isApi, notFound);
}
