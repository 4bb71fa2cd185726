import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../domain/locale.ts';

/** A page's first screen as HTML for inside #root, and the screen width it was drawn for. */
export interface DrawnScreen {
  html: string;
  width: number;
}

/** Renders a page's first screen, or gives undefined (the browser renders it). */
export type FirstScreen = (url: string, lang: Locale, headers: Record<string, string | string[] | undefined>) => Promise<DrawnScreen | undefined>;

type Renderer = (request: { url: string; lang: Locale; width: number; fetch: typeof fetch }) => Promise<string>;

/** A phone's width or a desktop's, from the browser's own hint or its user agent. */
export function guessedWidth(headers: Record<string, string | string[] | undefined>): number {
  const hint = headers['sec-ch-ua-mobile'];
  if (hint === '?1') return 390;
  if (hint === '?0') return 1280;
  return /Mobi|Android|iPhone|iPod/i.test(String(headers['user-agent'] ?? '')) ? 390 : 1280;
}

/** Past this the page goes out without its first screen rather than keep a shopper waiting. */
const RENDER_TIMEOUT_MS = 2_000;
/** After a render that took too long, pages go out without first screens for this long. */
const REST_MS = 60_000;

/**
 * The app's own components rendered on the server (dist/ssr, built beside dist/web by `npm run
 * build`), reading their data from this server's API in process. Without that build, or when a render
 * fails or is slow, pages go out as before: the browser renders them.
 */
export async function firstScreenRenderer(app: FastifyInstance, webDir: string | undefined): Promise<FirstScreen> {
  const file = webDir ? join(webDir, '..', 'ssr', 'render-page.js') : undefined;
  if (!file || !existsSync(file)) return async () => undefined;
  const { renderFirstScreen } = (await import(pathToFileURL(file).href)) as { renderFirstScreen: Renderer };

  const inProcess: typeof fetch = async (input, init) => {
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

  let restingUntil = 0;
  return async (url, lang, headers) => {
    if (Date.now() < restingUntil) return undefined;
    const width = guessedWidth(headers);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), RENDER_TIMEOUT_MS)));
    try {
      const html = await Promise.race([renderFirstScreen({ url, lang, width, fetch: inProcess }), late]);
      if (html === undefined) {
        restingUntil = Date.now() + REST_MS;
        app.log.warn({ url }, `first screen not rendered in ${RENDER_TIMEOUT_MS} ms: none for the next ${REST_MS / 1000} s`);
        return undefined;
      }
      return { html, width };
    } catch (error) {
      app.log.warn({ err: error, url }, 'first screen could not be rendered');
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  };
}
