import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../domain/locale.ts';
import { SHARED_CACHE_CONTROL, unchanged, weakTag } from '../http/shared-cache.ts';
import { addVary } from '../http/vary.ts';
import { pageContentSecurityPolicy } from '../plugins/external/helmet.ts';
import { clientKey } from '../plugins/external/rate-limit.ts';
import type { AdminShell } from './admin-page.ts';
import { errorPage } from './error-page.ts';
import { FairRenderQueue } from './fair-render-queue.ts';
import { inlineScriptHashes } from './inline-scripts.ts';
import { pageAddress } from './page-address.ts';
import { encoded, type Page, PageCache } from './page-cache.ts';
import { pageLanguage } from './page-language.ts';
import type { RouterManifest } from './page-manifest.ts';
import { inProcessFetch, type RenderPage, RendererBusyError } from './page-renderer.ts';

export interface PagesSource {
  render: RenderPage;
  manifest?: RouterManifest;
  /** How long a render may take before the shopper gets the error page rather than wait (unset: RENDER_TIMEOUT_MS); Vite's first render of the source takes seconds. */
  timeoutMs?: number;
  /** The back office's page (admin-page.ts); unset: the one built beside the shop's (dist/web/admin). */
  admin?: AdminShell;
  /** How many renders run at once (the render threads); unset: one. */
  threads?: number;
  /** What identifies the code that renders the pages (build-id.ts); unset: this process (Vite's source). */
  build?: string;
}

/** Renders one client may have waiting; its next is refused (503) rather than left to reach its deadline. */
const WAITING_PER_CLIENT = 8;
/** Renders waiting in all (about a second of renders), past which a new one is refused (503). */
const WAITING_IN_ALL = 40;

export interface PagesOptions extends PagesSource {
  timeoutMs: number;
  publicUrl: string;
  /** The catalogue's version: the pages depend on it. */
  version: () => Promise<string>;
  /** Off in development, where the code changes under the pages. */
  cache: boolean;
  /** Bytes the page cache may hold, HTML and compressed forms together. */
  cacheBytes: number;
}

/**
 * Every page address: the page rendered on the server by React (the app's own renderer), as a guest
 * sees it, from the cache when it was rendered before for this catalogue. Its CSP allows its own
 * inline scripts by their hashes.
 */
export function servePages(app: FastifyInstance, options: PagesOptions, isApi: (path: string) => boolean, notFound: (request: FastifyRequest, reply: FastifyReply) => FastifyReply): void {
  const https = options.publicUrl.startsWith('https://');

  // Renders are taken in turn by client: one client asking for thousands of addresses waits behind its own.
  const queue = new FairRenderQueue(options.threads ?? 1, WAITING_PER_CLIENT, WAITING_IN_ALL);
  app.metrics.renderQueue = () => queue.counts.waiting;

  // `request`: the one that asked first; the render's API calls and log lines carry its id, and it waits in its client's turn.
  const render = async (lang: Locale, url: string, request: FastifyRequest): Promise<Page> => {
    const signal = AbortSignal.timeout(options.timeoutMs);
    const fetch = inProcessFetch(app, request.id);
    const log = request.log;
    const timer = app.metrics.renderDuration.startTimer();
    try {
      const page = await queue.run(clientKey(request), signal, () =>
        options.render({ url, lang, publicUrl: options.publicUrl, fetch, manifest: options.manifest, signal, requestId: request.id, log }),
      );
      timer({ outcome: 'ok' });
      if ('location' in page) return { status: page.status, location: page.location, csp: pageContentSecurityPolicy(https), cacheable: true };
      const html = Buffer.from(page.html);
      return { status: page.status, html, csp: pageContentSecurityPolicy(https, inlineScriptHashes(page.html)), cacheable: page.status < 500, renderMs: page.cpuMs };
    } catch (error) {
      // Renders waiting too long, or given up at their deadline, mean the server is overloaded: come back in a moment.
      const busy = error instanceof RendererBusyError || signal.aborted;
      timer({ outcome: busy ? 'busy' : 'error' });
      if (busy) log.warn({ url, err: error }, 'page not rendered: the renderer is overloaded');
      else log.error({ err: error, url }, 'page could not be rendered');
      return { status: busy ? 503 : 500, html: Buffer.from(errorPage(lang, url)), csp: pageContentSecurityPolicy(https), cacheable: false, ...(busy ? { retryAfter: 5 } : {}) };
    }
  };
  const cache = new PageCache(options.version, render, options.cache, options.cacheBytes);

  const build = options.build ?? randomUUID();

  app.get('/*', async (request, reply) => {
    const [path = '/', query = ''] = request.url.split('?');
    // A built file that is not there (an old tab asking for the code of the build before) is no page:
    // a plain 404, without a render.
    if (isApi(path) || path.startsWith('/assets/')) return notFound(request, reply);
    const lang = pageLanguage(query, request.headers.cookie);
    const started = performance.now();
    // Campaign parameters (utm_*, click ids) change nothing on the page: the same page, rendered once.
    const address = pageAddress(request.url);
    // The language may come from the cookie; no shared cache may keep pages of another.
    addVary(reply, 'Accept-Encoding', 'Cookie');
    // A guest's page depends on its address, its language, the catalogue and the build alone: its
    // validator is known before any render, and a browser or proxy holding it gets a 304 at once.
    const version = await options.version();
    const tag = options.cache ? weakTag(build, version, lang, address) : undefined;
    if (tag && unchanged(request.headers['if-none-match'], tag)) {
      // Without a policy: a browser replaces the stored page's headers with a 304's, and the default
      // one would block the page's own inline scripts (the stored page keeps its own, by their hashes).
      reply.removeHeader('content-security-policy');
      return reply.code(304).header('etag', tag).header('cache-control', SHARED_CACHE_CONTROL).send();
    }
    const { page, cached } = await cache.page(lang, address, request);
    (cached ? app.metrics.pageCacheHits : app.metrics.pageCacheMisses).inc();
    // Error pages (a failed render, a busy server) are never kept; a page rendered while the catalogue
    // changed under it has no validator of its own, and is asked for again next time.
    const shared = tag !== undefined && page.cacheable && (await options.version()) === version;
    if (shared) reply.header('etag', tag);
    reply
      .code(page.status)
      .header('content-security-policy', page.csp)
      .header('cache-control', shared ? SHARED_CACHE_CONTROL : page.cacheable ? 'no-cache' : 'no-store')
      .header('server-timing', [
        `page;desc="${cached ? 'cached' : 'rendered'}";dur=${(performance.now() - started).toFixed(1)}`,
        ...(!cached && page.renderMs !== undefined ? [`render;desc="render thread busy";dur=${page.renderMs.toFixed(1)}`] : []),
      ].join(', '));
    if (page.retryAfter) reply.header('retry-after', String(page.retryAfter));
    if (page.location) return reply.redirect(page.location, page.status);
    const body = encoded(page, String(request.headers['accept-encoding'] ?? ''));
    if (body?.encoding) reply.header('content-encoding', body.encoding);
    return reply.type('text/html; charset=utf-8').send(await body!.body);
  });
}
