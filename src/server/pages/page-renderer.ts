import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../domain/locale.ts';
import type { RouterManifest } from './page-manifest.ts';

/** What the app's server renderer (src/web/ssr/render-page.tsx) is asked: the server never imports it, it loads it. */
export interface PageRequest {
  url: string;
  lang: Locale;
  publicUrl: string;
  fetch: typeof fetch;
  manifest?: RouterManifest;
  signal: AbortSignal;
}

export type RenderedPage = { status: number; html: string } | { status: number; location: string };

export type RenderPage = (request: PageRequest) => Promise<RenderedPage>;

/** The renderer `npm run build` made beside the browser's build (dist/ssr/render-page.js), if there is one. */
export async function builtRenderer(webDir: string): Promise<RenderPage | undefined> {
  const file = join(webDir, '..', 'ssr', 'render-page.js');
  if (!existsSync(file)) return undefined;
  return ((await import(pathToFileURL(file).href)) as { renderPage: RenderPage }).renderPage;
}

/** A fetch answered by this server in process (app.inject): a page's data never crosses the network. */
export function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const { pathname, search } = new URL(request.url);
    const answer = await app.inject({
      method: request.method as 'GET',
      url: `${pathname}${search}`,
      headers: Object.fromEntries(request.headers),
      payload: request.body ? Buffer.from(await request.arrayBuffer()) : undefined,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined) headers.set(name, String(value));
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
  };
}
