import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '../../../openapi/schema.d.ts';
import type { Locale } from '../../../src/domain/locale.ts';
import { AppRoot } from '../../../src/web/AppRoot.tsx';
import { createI18n, loadTexts } from '../../../src/web/i18n/index.ts';
import { createTexts } from '../../../src/web/i18n/text-parts.ts';
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
  return setupServer(http.get('/cart', ({ response }) => response(200).json({ success: true, data: { cart: emptyCart } })));
}

/**
 * The whole shop app at `url`, in `lang`, as the browser runs it once hydrated: its own i18next
 * instance, session, actors and router (a memory history), the API reached through fetch.
 */
export async function renderShop(url: string, lang: Locale = 'fr', { advance }: { advance?: (ms: number) => void } = {}) {
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
  // Under fake timers, user-event's own pauses advance them.
  const user = userEvent.setup(advance ? { advanceTimers: advance } : {});
  // The root route renders the whole document (<html> and all), as the server does: React's root is the document.
  const view = render(
    <AppRoot actors={actors}>
      <RouterProvider router={router} />
    </AppRoot>,
    { container: document as unknown as HTMLElement, baseElement: document.body },
  );
  return { ...view, user, router, actors };
}

export { cleanup };
