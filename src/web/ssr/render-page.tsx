// The first screen of a page as HTML, rendered on the server by the app's own components, so a
// shopper sees the page before its scripts have run; the browser then hydrates it (main.tsx).
// Built with `vite build --ssr` into dist/ssr; the server loads the built file (it never imports
// src/web). The app keeps its language in i18next's one instance, so renders take turns.
import { createMemoryHistory } from '@tanstack/react-router';
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { waitFor } from 'xstate';
import type { Locale } from '../../domain/locale.ts';
import { AppRoot } from '../AppRoot.tsx';
import { changeLanguage, setupI18n } from '../i18n/index.ts';
import { createAppRouter } from '../router.ts';
import { startAppActors } from '../state/app-actors.tsx';
import { assumeViewportWidth } from '../ui/assumed-viewport.ts';
import { startSession } from '../state/session.ts';

export interface FirstScreenRequest {
  /** Path and query of the page. */
  url: string;
  lang: Locale;
  /** The screen width to draw for: a phone's or a desktop's, guessed by the server from the request. */
  width: number;
  /** How the page's data is read: the server's own API, answered in process. */
  fetch: typeof fetch;
}

let i18nReady: ReturnType<typeof setupI18n> | undefined;
let turn: Promise<unknown> = Promise.resolve();

/** How long a render may hold the turn: one stuck (an answer that never comes) does not stop the rest. */
const TURN_MS = 2_000;

/** The page's markup for inside #root, as a guest sees it on arrival. */
export function renderFirstScreen(request: FirstScreenRequest): Promise<string> {
  const mine = turn.then(() => render(request));
  turn = Promise.race([mine, new Promise((resolve) => setTimeout(resolve, TURN_MS))]).catch(() => undefined);
  return mine;
}

async function render({ url, lang, width, fetch }: FirstScreenRequest): Promise<string> {
  assumeViewportWidth(width);
  i18nReady ??= setupI18n(lang);
  const i18n = await i18nReady;
  await changeLanguage(lang, { persist: false });
  // A guest: nothing is stored on the server, so the session settles as a guest at once.
  const { session, api } = startSession('http://first-screen.invalid/api', fetch);
  const actors = startAppActors(session, api);
  try {
    await waitFor(session, (state) => !state.matches('loading'));
    const failures: unknown[] = [];
    const router = createAppRouter({ api }, { history: createMemoryHistory({ initialEntries: [url] }), onError: (error) => void failures.push(error) });
    await router.load();
    // Waits for every part that suspends (the home page's featured products, brands, texts), so the
    // HTML is whole and needs no script to finish it. A part that fails fails the whole page (whole or
    // nothing): the server then sends the page without a first screen (first-screen.ts).
    const app = <AppRoot i18n={i18n} actors={actors} router={router} />;
    const html = await renderToStringAsync(app as unknown as VNode);
    if (failures.length) throw new AggregateError(failures, `${failures.length} part(s) of ${url} failed to render`);
    return html;
  } finally {
    for (const actor of [actors.headerMenus, actors.notifications, actors.cart, actors.directPurchase, session]) actor.stop();
  }
}
