import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, isLocale } from '../../domain/locale.ts';
import type { Catalogue } from '../catalogue/catalogue.ts';
import { API_PREFIX } from '../contract/register.ts';
import { errorBody } from '../errors.ts';
import { BOOT_SCRIPT_TAG, type InlineScript } from '../pages/boot-script.ts';
import { pageHead } from '../pages/page-head.ts';
import { renderPage } from '../pages/render-html.ts';
import { firstScreenRenderer } from './first-screen.ts';
import { routePreloads } from './route-preloads.ts';
import { robotsTxt, sitemapXml } from '../pages/sitemap.ts';

/**
 * Serves the built SPA: hashed assets cached for a year; every page path gets index.html with that
 * page's title, description, canonical, alternates, social cards and JSON-LD written in, so link
 * previews and crawlers see them without running scripts. Unknown /api paths get the error envelope.
 */
export async function serveWebApp(app: FastifyInstance, webDir: string | undefined, catalogue: Catalogue, publicUrl: string, bootScript?: InlineScript): Promise<void> {
  app.get('/robots.txt', async (_request, reply) => reply.type('text/plain; charset=utf-8').send(robotsTxt(publicUrl)));
  app.get('/sitemap.xml', async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(sitemapXml(await catalogue.snapshot(), publicUrl)),
  );

  const built = webDir && existsSync(join(webDir, 'index.html')) ? readFileSync(join(webDir, 'index.html'), 'utf8') : undefined;
  const template = bootScript ? built?.replace(BOOT_SCRIPT_TAG, () => bootScript.element) : built;
  const preloadsOf = webDir && template ? routePreloads(webDir, template) : () => [];
  const firstScreen = template ? await firstScreenRenderer(app, webDir) : undefined;
  if (webDir && template) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      setHeaders(reply, path) {
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }
  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path === API_PREFIX || path.startsWith(`${API_PREFIX}/`)) {
      return reply.code(404).send(errorBody('NOT_FOUND', `No API call answers ${request.method} ${path}`));
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  };
  app.setNotFoundHandler(async (request, reply) => notFound(request, reply));
  if (!template) return;
  // The pages: a route of their own (not the not-found handler), so compression applies to them.
  app.get('/*', async (request, reply) => {
    const [path = '/', query = ''] = request.url.split('?');
    if (path === API_PREFIX || path.startsWith(`${API_PREFIX}/`)) return notFound(request, reply);
    const requested = new URLSearchParams(query).get('lang');
    const lang = isLocale(requested) ? requested : DEFAULT_LOCALE;
    const answer = pageHead(path, lang, await catalogue.snapshot(), publicUrl);
    if ('redirect' in answer) return reply.redirect(`${answer.redirect}${query ? `?${query}` : ''}`, 301);
    // The browse pages (home, shop, products) arrive drawn, their code fetched after the first paint;
    // the others render in the browser, their code preloaded with the page.
    const drawn = answer.head.routeSource && answer.head.status === 200 && request.method === 'GET' ? await firstScreen?.(request.url, lang, request.headers) : undefined;
    return reply
      .code(answer.head.status)
      // Drawn for a phone or a desktop: caches keep the two apart.
      .header('vary', 'User-Agent, Sec-CH-UA-Mobile')
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(renderPage(template, answer.head, lang, publicUrl, drawn ? [] : preloadsOf(answer.head.routeSource), drawn));
  });
}
