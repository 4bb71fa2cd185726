// A page as HTML, rendered on the server by React DOM through TanStack Router's SSR: a router made
// for this request alone, its loaders' data dehydrated into the page for the browser to hydrate from
// (main.tsx). Built with `vite build --ssr` into dist/ssr; the server loads the built file (it never
// imports src/web), or Vite's module loader in development and tests.
import type { AnyRouter, Manifest } from '@tanstack/react-router';
import {
  createRequestHandler,
  getSsrStatus,
  RouterServer,
  transformHtmlStringWithRouter,
  transformReadableStreamWithRouter,
} from '@tanstack/react-router/ssr/server';
import type { ReactNode } from 'react';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import type { Locale } from '../../domain/locale.ts';
import { createApi } from '../api/client.ts';
import { AppRoot } from '../AppRoot.tsx';
import arForms from '../../i18n/ar/forms.ts';
import ar from '../../i18n/ar/shop.ts';
import enForms from '../../i18n/en/forms.ts';
import en from '../../i18n/en/shop.ts';
import frForms from '../../i18n/fr/forms.ts';
import fr from '../../i18n/fr/shop.ts';
import { createI18n } from '../i18n/index.ts';
import { createTexts } from '../i18n/app-texts.ts';
import { createAppRouter } from '../router.ts';
import { createRenderActors } from '../state/app-actors.tsx';

/** The server has every text of every language at hand; a browser loads only its own, forms' when shown. */
const TEXTS = { fr: { ...fr, ...frForms }, en: { ...en, ...enForms }, ar: { ...ar, ...arForms } } as const;

export interface PageRequest {
  /** Path and query of the page. */
  url: string;
  lang: Locale;
  /** The shop's public address (PUBLIC_URL). */
  publicUrl: string;
  /** How the page's data is read: the server's own API, answered in process. */
  fetch: typeof fetch;
  /** TanStack Router's manifest: the styles, the entry script and each route's code (from the build). */
  manifest?: Manifest;
  /** Ends the render (a client gone, or one taking too long). */
  signal: AbortSignal;
}

export type RenderedPage = { status: number; html: string } | { status: number; location: string };

/**
 * The page a guest sees at this address, in this language; never a signed-in shopper's. It is rendered
 * at once (React's renderToString: a page's data is loaded before it renders, so nothing waits),
 * which takes less CPU than a stream; a page where a part still suspended (code not loaded yet) or
 * failed is rendered again, streamed, waiting for every part or failing whole.
 */
export async function renderPage(request: PageRequest): Promise<RenderedPage> {
  return (await renderWith(request, 'at-once')) ?? (await renderWith(request, 'streamed'))!;
}

/** A client-rendered Suspense boundary in renderToString's output: a part suspended or threw. */
const PART_NOT_RENDERED = '<!--$!-->';

async function renderWith(request: PageRequest, how: 'at-once' | 'streamed'): Promise<RenderedPage | null> {
  const texts = createTexts(createI18n(request.lang, TEXTS[request.lang]), ['core', 'forms']);
  // A guest's calls, without the session's (a session that never starts would hold them).
  const api = createApi({ baseUrl: 'http://in-process/api', fetch: request.fetch });
  const actors = createRenderActors({ api, texts });
  const handler = createRequestHandler({
    request: new Request(new URL(request.url, request.publicUrl), { signal: request.signal }),
    createRouter: () => createAppRouter({ api, i18n: texts.i18n, texts, publicUrl: request.publicUrl }),
    getRouterManifest: request.manifest && (() => request.manifest!),
  });
  // The HTML is kept here as it was read, rather than put in the Response and read out of it again.
  let html = '';
  let partNotRendered = false;
  const response = await handler(async ({ router, responseHeaders }) => {
    const app = (
      <AppRoot actors={actors}>
        <RouterServer router={router} />
      </AppRoot>
    );
    if (how === 'streamed') html = await renderWhole(router, request.signal, app);
    else {
      await settleLoaderData(router);
      const rendered = renderedAtOnce(app);
      if (rendered === null) partNotRendered = true;
      else html = await transformHtmlStringWithRouter(router, rendered, { signal: request.signal });
    }
    return new Response(null, { status: getSsrStatus(router), headers: responseHeaders });
  });
  if (partNotRendered) return null;
  const location = response.headers.get('location');
  if (location) {
    const target = new URL(location, request.publicUrl);
    return { status: response.status, location: `${target.pathname}${target.search}` };
  }
  return { status: response.status, html };
}

/**
 * Waits for the data a route's loader left for its parts to wait for (the home page's sections), and
 * marks each promise settled the way React's use() reads it, so renderToString renders those parts.
 * The one write into a promise left (issue 44): the loader's data must stay real promises, which
 * TanStack Router dehydrates into the page, and neither React (use() suspends once on a promise it has
 * not seen) nor TanStack Router (useAwaited is React's use()) reads a settled promise at once.
 */
async function settleLoaderData(router: AnyRouter): Promise<void> {
  const pending = router.state.matches.flatMap((match) => Object.values((match.loaderData ?? {}) as Record<string, unknown>).filter((value) => value instanceof Promise));
  await Promise.all(
    pending.map((promise) =>
      promise.then(
        (value: unknown) => void Object.assign(promise, { status: 'fulfilled', value }),
        (reason: unknown) => void Object.assign(promise, { status: 'rejected', reason }),
      ),
    ),
  );
}

/** The page from renderToString, or null when a part of it suspended or failed. */
function renderedAtOnce(app: ReactNode): string | null {
  try {
    const html = renderToString(app);
    return html.includes(PART_NOT_RENDERED) ? null : html;
  } catch {
    // Suspended outside any boundary, or failed: the streamed render waits for it, or fails as a whole.
    return null;
  }
}

/**
 * Renders with React's streaming renderer, waiting for every part that suspends (the page is cached
 * and sent whole; its data is in process), with the router's hydration scripts written in. A part
 * that fails fails the page: the server then answers with its error page rather than half a page.
 */
async function renderWhole(router: AnyRouter, signal: AbortSignal, app: ReactNode): Promise<string> {
  const failures: unknown[] = [];
  // Every part in place, in order: no part sent later with a script to move it (progressiveChunkSize),
  // so the page reads whole without JavaScript.
  const stream = await renderToReadableStream(app, { signal, progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void failures.push(error) });
  await stream.allReady;
  if (failures.length) throw new AggregateError(failures, `${failures.length} part(s) of the page failed to render`);
  const reader = transformReadableStreamWithRouter(router, stream, { signal, rendererSafePoint: 'script-close' }).getReader();
  const decoder = new TextDecoder();
  let html = '';
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) html += decoder.decode(chunk.value, { stream: true });
  return html + decoder.decode();
}
