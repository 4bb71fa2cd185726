// @vitest-environment happy-dom
// The session's token refresh against the API as msw answers it (handlers typed from openapi.yaml).
// Spec section 4: the access token is refreshed when within 5 minutes of expiry; on a 401 the request
// is retried once after a successful refresh, otherwise local data is cleared (a new guest session
// starts, the cart empties). Section 8: TOKEN_EXPIRED (401, 'Session expired'), NO_REFRESH_TOKEN (401);
// a failed cart change says 'Failed to update item' (English in the spec; fr and ar from the
// translation files). Each test waits for the session and the cart to settle before it ends, so no
// call of theirs outlives the test's handlers.
import { cleanup, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema.d.ts';
import type { Locale } from '../../src/domain/locale.ts';
import { AMINA, OLIVE_LINE } from './support/fixtures.ts';
import { apiServer, http, renderShop, settle, until } from './support/render-shop.tsx';

const server = apiServer();

// The cart menu's panel is a lazy component, and the first page of a file to open it never shows it
// (React does not retry that first suspended render here): opened once before the tests, it is loaded.
beforeAll(async () => {
  const { user } = await renderShop('/login', 'fr');
  await user.click(await screen.findByRole('button', { name: /^Panier/ }));
  await import('../../src/web/ui/HeaderPopoverPanel.tsx');
  await settle();
  cleanup();
  localStorage.clear();
});

type S = components['schemas'];

const USER = AMINA;
const GUEST_ID = 'guest_k3Jf8sLq0Zx2Vb7Nw4Rt1YhP';

const LINE: S['CartItem'] = OLIVE_LINE;
const CART: S['Cart'] = { items: [LINE], itemCount: 2, subtotal: 17800, vat: 1780, totalAmount: 19580, currency: 'MAD' };
const EMPTY: S['Cart'] = { items: [], itemCount: 0, subtotal: 0, vat: 0, totalAmount: 0, currency: 'MAD' };

const expired = { success: false as const, error: 'Access token expired', message: 'Access token expired', code: 'TOKEN_EXPIRED' as const };
const NEW_TOKENS = { accessToken: 'd.e.f', refreshToken: 'r2', expiresIn: 3600 };

/** A returning customer: tokens in local storage, the access token good for `expiresInMs` more. */
function signedIn(expiresInMs = 3_600_000) {
  localStorage.setItem('authToken', 'a.b.c');
  localStorage.setItem('refreshToken', 'r');
  localStorage.setItem('tokenExpiry', String(Date.now() + expiresInMs));
  localStorage.setItem('user', JSON.stringify(USER));
  localStorage.setItem('sessionId', GUEST_ID);
}

/** What the API was asked, in order: method, path, and the bearer token or the refresh token sent. */
function callLog() {
  const calls: string[] = [];
  const bearer = (request: Request) => request.headers.get('authorization')?.replace('Bearer ', '') ?? '-';
  return {
    calls,
    me: (answer: (token: string) => 'ok' | 'expired') =>
      http.get('/auth/me', ({ request, response }) => {
        calls.push(`GET /auth/me ${bearer(request)}`);
        return answer(bearer(request)) === 'ok' ? response(200).json({ success: true, data: { user: USER } }) : response(401).json(expired);
      }),
    cart: (answer: (token: string) => 'ok' | 'expired') =>
      http.get('/cart', ({ request, response }) => {
        calls.push(`GET /cart ${bearer(request)}`);
        return answer(bearer(request)) === 'ok' ? response(200).json({ success: true, data: { cart: CART } }) : response('default').json(expired, { status: 401 });
      }),
    refresh: (answer: 'ok' | 'refused') =>
      http.post('/auth/refresh', async ({ request, response }) => {
        calls.push(`POST /auth/refresh ${(await request.json()).refreshToken}`);
        return answer === 'ok'
          ? response(200).json({ success: true, data: { tokens: NEW_TOKENS } })
          : response(401).json({ success: false, error: 'No refresh token available', message: 'No refresh token available', code: 'NO_REFRESH_TOKEN' });
      }),
  };
}

type Shop = Awaited<ReturnType<typeof renderShop>>;

/** The session done starting or refreshing, and the cart done loading (it reloads 200 ms after a sign-out): nothing of theirs still on its way. */
async function settled({ actors }: Shop) {
  const quiet = () => {
    const session = actors.session.getSnapshot();
    const cart = actors.cart.getSnapshot();
    return (session.matches({ authenticated: 'idle' }) || session.matches('guest')) && cart.matches({ sync: 'idle' }) && cart.context.queue.length === 0;
  };
  for (let i = 0; i < 100 && !quiet(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(quiet(), 'the session and the cart settled').toBe(true);
  await settle();
}

const storedSession = () => ['authToken', 'refreshToken', 'tokenExpiry', 'user'].map((key) => localStorage.getItem(key));

const QUANTITY = 'Quantité de Huile d’olive vierge extra';

/** A cart change answered by `answer` for each token it carries, logged with the others. */
function cartChange(log: ReturnType<typeof callLog>, answer: (token: string) => 'ok' | 'expired') {
  return http.put('/cart/items/{itemId}', async ({ request, response }) => {
    const token = request.headers.get('authorization')?.replace('Bearer ', '') ?? '-';
    const { quantity } = await request.json();
    log.calls.push(`PUT /cart/items ${token}`);
    return answer(token) === 'ok' ? response(200).json({ success: true, data: { cart: { ...CART, items: [{ ...LINE, quantity }], itemCount: quantity } } }) : response('default').json(expired, { status: 401 });
  });
}

/** Signed in, settled, the cart menu open: plus pressed on its line. */
async function pressPlus(lang: Locale = 'fr') {
  const shop = await renderShop('/login', lang);
  await settled(shop);
  await shop.user.click(await screen.findByRole('button', { name: CHANGE[lang].menu }));
  await shop.user.click(await screen.findByRole('button', { name: CHANGE[lang].increase }, { timeout: 5000 }));
  return shop;
}

const afterStart = (calls: string[]) => calls.slice(calls.findIndex((call) => call.startsWith('PUT')));

describe('a call answered 401 (TOKEN_EXPIRED) while signed in', () => {
  it('refreshes the tokens, then sends the same call once more with the new token; it takes effect', async () => {
    signedIn();
    const log = callLog();
    server.use(log.me(() => 'ok'), log.cart(() => 'ok'), log.refresh('ok'), cartChange(log, (token) => (token === 'd.e.f' ? 'ok' : 'expired')));
    const shop = await pressPlus();
    await until(() => (screen.getByRole('textbox', { name: QUANTITY }) as HTMLInputElement).value === '3', 'the new quantity');
    await settled(shop);
    expect(afterStart(log.calls)).toEqual(['PUT /cart/items a.b.c', 'POST /auth/refresh r', 'PUT /cart/items d.e.f']);
    expect(shop.actors.session.getSnapshot().matches('authenticated')).toBe(true);
    expect(storedSession().slice(0, 2)).toEqual(['d.e.f', 'r2']);
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
  });

  it('retries once only: a second 401 after the refresh is not refreshed again, and the change fails', async () => {
    signedIn();
    const log = callLog();
    server.use(log.me(() => 'ok'), log.cart(() => 'ok'), log.refresh('ok'), cartChange(log, () => 'expired'));
    const shop = await pressPlus();
    await until(() => screen.queryAllByRole('alert').length > 0, 'the failure toast');
    await settled(shop);
    expect(afterStart(log.calls)).toEqual(['PUT /cart/items a.b.c', 'POST /auth/refresh r', 'PUT /cart/items d.e.f']);
    expect(screen.getByRole('alert').textContent).toContain(CHANGE.fr.failed);
  });

  // The call's 401 comes while the profile still loads: it waits for the session to settle, then refreshes.
  it('a cart read answered 401 while the profile still loads is also refreshed before its retry', async () => {
    signedIn();
    const log = callLog();
    // The profile answers only once the cart's call has had its 401 and its retry (or the refresh came).
    const cartDone = () => log.calls.includes('POST /auth/refresh r') || log.calls.filter((call) => call.startsWith('GET /cart')).length >= 2;
    server.use(
      http.get('/auth/me', async ({ response }) => {
        for (let i = 0; i < 100 && !cartDone(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
        return response(200).json({ success: true, data: { user: USER } });
      }),
      log.cart((token) => (token === 'd.e.f' ? 'ok' : 'expired')),
      log.refresh('ok'),
    );
    const shop = await renderShop('/login', 'fr');
    await settled(shop);
    expect(log.calls.slice(0, 3)).toEqual(['GET /cart a.b.c', 'POST /auth/refresh r', 'GET /cart d.e.f']);
  });
});

describe('the session at start-up', () => {
  it('a token within 5 minutes of expiry is refreshed first, and the profile read with the new one', async () => {
    signedIn(4 * 60_000);
    const log = callLog();
    server.use(log.me((token) => (token === 'd.e.f' ? 'ok' : 'expired')), log.cart(() => 'ok'), log.refresh('ok'));
    const shop = await renderShop('/login', 'fr');
    await settled(shop);
    expect(log.calls.slice(0, 2)).toEqual(['POST /auth/refresh r', 'GET /auth/me d.e.f']);
    expect(log.calls).not.toContain('GET /auth/me a.b.c');
    expect(log.calls).not.toContain('GET /cart a.b.c');
    expect(shop.actors.session.getSnapshot().matches('authenticated')).toBe(true);
  });

  it('the profile answered 401: refreshed, then read once more with the new token; still signed in', async () => {
    signedIn();
    const log = callLog();
    server.use(log.me((token) => (token === 'd.e.f' ? 'ok' : 'expired')), log.cart(() => 'ok'), log.refresh('ok'));
    const shop = await renderShop('/login', 'fr');
    await settled(shop);
    expect(log.calls.filter((call) => !call.startsWith('GET /cart'))).toEqual(['GET /auth/me a.b.c', 'POST /auth/refresh r', 'GET /auth/me d.e.f']);
    expect(shop.actors.session.getSnapshot().matches('authenticated')).toBe(true);
    expect(storedSession().slice(0, 2)).toEqual(['d.e.f', 'r2']);
  });

  it('the profile answered 401 and the refresh refused: signed out, local data cleared', async () => {
    signedIn();
    const log = callLog();
    server.use(log.me(() => 'expired'), log.cart(() => 'ok'), log.refresh('refused'));
    const shop = await renderShop('/login', 'fr');
    await until(() => shop.actors.session.getSnapshot().matches('guest'), 'the signed-out session');
    await settled(shop);
    expect(log.calls.filter((call) => !call.startsWith('GET /cart'))).toEqual(['GET /auth/me a.b.c', 'POST /auth/refresh r']);
    expect(storedSession()).toEqual([null, null, null, null]);
  });
});

const CHANGE = {
  fr: { menu: 'Panier, 2 articles', increase: 'Augmenter la quantité de Huile d’olive vierge extra', failed: 'Impossible de modifier l’article', empty: 'Panier, 0 article' },
  en: { menu: 'Cart, 2 items', increase: 'Increase the quantity of Huile d’olive vierge extra', failed: 'Failed to update item', empty: 'Cart, 0 items' },
  ar: { menu: 'السلة, منتجان', increase: 'زيادة كمية Huile d’olive vierge extra', failed: 'تعذّر تعديل المنتج', empty: 'السلة, لا توجد منتجات' },
} satisfies Record<Locale, Record<string, string>>;

describe.each(['fr', 'en', 'ar'] as const)('a cart change whose token expired and cannot be refreshed, in %s', (lang) => {
  const texts = CHANGE[lang];

  it('TOKEN_EXPIRED, then NO_REFRESH_TOKEN: the update failure toast, and the shopper signed out with an empty cart', async () => {
    signedIn();
    const log = callLog();
    const puts: string[] = [];
    server.use(
      log.me(() => 'ok'),
      // The new guest's cart is empty.
      http.get('/cart', ({ request, response }) => response(200).json({ success: true, data: { cart: request.headers.has('authorization') ? CART : EMPTY } })),
      log.refresh('refused'),
      http.put('/cart/items/{itemId}', ({ request, response }) => {
        puts.push(request.headers.get('authorization') ?? '-');
        return response('default').json(expired, { status: 401 });
      }),
    );
    const shop = await pressPlus(lang);
    await until(() => screen.queryAllByRole('alert').length > 0, 'the failure toast');
    expect(screen.getByRole('alert').textContent).toContain(texts.failed);
    await until(() => shop.actors.session.getSnapshot().matches('guest'), 'the signed-out session');
    await settled(shop);
    expect(puts).toEqual(['Bearer a.b.c']);
    expect(storedSession()).toEqual([null, null, null, null]);
    expect(await screen.findByRole('button', { name: texts.empty })).toBeTruthy();
  });
});
