import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '../../../openapi/schema.d.ts';
import type { Locale } from '../../../src/domain/locale.ts';
import { AppRoot } from '../../../src/web/AppRoot.tsx';
import { createI18n, loadTexts } from '../../../src/web/i18n/index.ts';
import { createTexts } from '../../../src/web/i18n/app-texts.ts';
import { createAppRouter } from '../../../src/web/router.ts';
import { createAppActors } from '../../../src/web/state/app-actors.tsx';
import { createSession } from '../../../src/web/state/session.ts';

/** happy-dom's own origin: the page's, and the API's under /api. */
export const ORIGIN = 'http://localhost:3000';

/** Handlers typed from openapi.yaml: a path, a method, a status or a body off the contract does not compile. */
export const http = createOpenApiHttp<paths>({ baseUrl: `${ORIGIN}/api` });

/** A guest's cart before anything is added. */
export const emptyCart = { items: [], itemCount: 0, subtotal: 0, vat: 0, totalAmount: 0, currency: 'MAD' as const };

/**
 * The API as the tests answer it (msw in Node, at the fetch boundary), with what every page asks of
 * it: the guest's empty cart. Requests no handler answers fail the test.
 */
export function apiServer() {
  const server = setupServer(http.get('/cart', ({ response }) => response(200).json({ success: true, data: { cart: emptyCart } })));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    cleanup();
    server.resetHandlers();
    localStorage.clear();
    vi.useRealTimers();
  });
  afterAll(() => server.close());
  return server;
}

/** A resolver that never answers, and how many requests it holds. */
export function neverAnswering() {
  let held = 0;
  return {
    held: () => held,
    resolver: async () => {
      held += 1;
      await delay('infinite');
      return HttpResponse.error();
    },
  };
}

/**
 * Spec section 7: a call gives up after 30 s. Once the request is held, moves the frozen clock to
 * 29,999 ms (nothing shown yet), then to 30,000 ms.
 */
export async function thirtySecondsOf(hanging: { held: () => number }, shown: () => boolean): Promise<void> {
  await until(() => hanging.held() === 1, 'the request');
  await elapse(29_999);
  expect(shown()).toBe(false);
  await elapse(1);
}

/**
 * The whole shop app at `url`, in `lang`, as the browser runs it once hydrated: its own i18next
 * instance, session, actors and router (a memory history), the API reached through fetch.
 */
export async function renderShop(url: string, lang: Locale = 'fr') {
  window.history.replaceState(null, '', url);
  document.documentElement.lang = lang;
  document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';
  const texts = createTexts(createI18n(lang, await loadTexts(lang, 'core')), ['core']);
  const { session, api } = createSession(
    {
      closeAuthMenu: () => actors.headerMenus.send({ type: 'CLOSE', menu: 'account' }),
      goToVerification: (email) => void router.navigate({ to: '/verify-email', search: { email } }),
    },
    `${ORIGIN}/api`,
  );
  const router = createAppRouter({ api, i18n: texts.i18n, texts, publicUrl: ORIGIN });
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: [url] }) });
  const actors = createAppActors({
    session,
    api,
    texts,
    goToCheckout: (line) => void router.navigate({ to: '/checkout', search: { product: line.productId, variant: line.variantId, quantity: line.quantity } }),
  });
  await router.load();
  const user = userEvent.setup({ advanceTimers: advanceWhenFrozen });
  // The root route renders the whole document (<html> and all), as the server does: React's root is the document.
  const view = render(
    <AppRoot actors={actors}>
      <RouterProvider router={router} />
    </AppRoot>,
    { container: document as unknown as HTMLElement, baseElement: document.body },
  );
  return { ...view, user, router, actors };
}

/**
 * The spec's timers checked to the millisecond: the clock stands still (setTimeout and Date faked)
 * until the test moves it, so a busy machine cannot shift what the test sees. Call once the page is
 * filled in, before the action whose timers are under test.
 */
export function freezeTime(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
}

// Testing Library waits a setTimeout(0) after each user action, moving the clock itself only when it
// sees Jest's fake timers (a `jest` global beside a faked setTimeout): shown Vitest's, by that name.
Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } });

/** user-event's own pauses, moved on the clock when it stands still. */
const advanceWhenFrozen = (ms: number) => {
  if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
};

/** Lets promises, fetches and React's renders (setImmediate, not faked) run, without moving the clock. */
export async function settle(rounds = 50): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise((resolve) => setImmediate(resolve));
}

/** Waits, clock standing still, until `ready` holds (at most a few thousand rounds of work). */
export async function until(ready: () => boolean, what = 'the condition'): Promise<void> {
  for (let i = 0; i < 5000; i++) {
    if (ready()) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`${what} never held`);
}

/** Moves the frozen clock on by `ms`, then lets what it set off run. */
export async function elapse(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
  await settle();
}

