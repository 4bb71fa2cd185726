// @vitest-environment happy-dom
// The cart menu against the API as msw answers it (handlers typed from openapi.yaml). Spec section 2:
// lines (name, size, brand, price, quantity, remove), an 'updating' overlay with the controls disabled
// while the cart changes, a login prompt for guests, 'Passer la commande' otherwise; section 5: a typed
// quantity counts only from 1 to 99, plus has no upper bound in the cart menu; section 9: 'TVA (10%)';
// section 8: fetching the cart fails silently into an empty cart, a failed change says 'Failed to
// update item' / 'Failed to remove item' (English in the spec; fr and ar from the translation files).
import { cleanup, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema.d.ts';
import type { Locale } from '../../src/domain/locale.ts';
import { AMINA, OLIVE_LINE } from './support/fixtures.ts';
import { apiServer, freezeTime, http, neverAnswering, renderShop, settle, thirtySecondsOf, until } from './support/render-shop.tsx';

const server = apiServer();

// The menu's panel is a lazy component, and the first page of a file to open it never shows it (React
// does not retry that first suspended render here): opened once before the tests, it is loaded for them.
beforeAll(async () => {
  const { user } = await renderShop('/login', 'fr');
  await user.click(await screen.findByRole('button', { name: TEXTS.fr.menu }));
  await import('../../src/web/ui/HeaderPopoverPanel.tsx');
  await settle();
  cleanup();
  localStorage.clear();
});
// A returning guest: the browser keeps the session id its cart is under (a browser without one has no cart to ask for).
beforeEach(() => localStorage.setItem('sessionId', 'guest_returningVisitor2026'));

type CartItem = components['schemas']['CartItem'];

const OLIVE: CartItem = OLIVE_LINE;

const SUNFLOWER: CartItem = {
  ...OLIVE,
  id: '6e2c8d3b-1f5a-4b9c-8d4e-2f3a4b5c6d72',
  productId: '9c2a5b74-3d4e-4f5a-8b6c-7d8e9f0a1b23',
  variantId: 'ad3b6c85-4e5f-4a6b-9c7d-8e9f0a1b2c34',
  slug: 'soleil-huile-tournesol',
  quantity: 1,
  unitPrice: 12050,
  totalPrice: 12050,
  productName: 'Huile de tournesol',
  size: '5L',
  brand: 'soleil',
  brandDisplayName: 'Soleil',
};

/** A cart of these lines with the spec's totals: VAT is 10 % of the subtotal (section 9). */
function cartOf(...items: CartItem[]): components['schemas']['Cart'] {
  const lines = items.map((item) => ({ ...item, totalPrice: item.unitPrice * item.quantity }));
  const subtotal = lines.reduce((sum, line) => sum + line.totalPrice, 0);
  const vat = Math.round(subtotal / 10);
  return { items: lines, itemCount: lines.reduce((sum, line) => sum + line.quantity, 0), subtotal, vat, totalAmount: subtotal + vat, currency: 'MAD' };
}

const answering = (cart: components['schemas']['Cart']) => http.get('/cart', ({ response }) => response(200).json({ success: true, data: { cart } }));

const TEXTS = {
  fr: { menu: /^Panier/, items: 'Articles du panier', quantity: 'Quantité de Huile d’olive vierge extra', increase: 'Augmenter la quantité de Huile d’olive vierge extra', remove: 'Retirer Huile d’olive vierge extra du panier', updateFailed: 'Impossible de modifier l’article', removeFailed: 'Impossible de retirer l’article', error: 'Erreur' },
  en: { menu: /^Cart/, items: 'Cart items', quantity: 'Quantity of Huile d’olive vierge extra', increase: 'Increase the quantity of Huile d’olive vierge extra', remove: 'Remove Huile d’olive vierge extra from the cart', updateFailed: 'Failed to update item', removeFailed: 'Failed to remove item', error: 'Error' },
  ar: { menu: /^السلة/, items: 'منتجات السلة', quantity: 'كمية Huile d’olive vierge extra', increase: 'زيادة كمية Huile d’olive vierge extra', remove: 'إزالة Huile d’olive vierge extra من السلة', updateFailed: 'تعذّر تعديل المنتج', removeFailed: 'تعذّرت إزالة المنتج', error: 'خطأ' },
} satisfies Record<Locale, Record<string, string | RegExp>>;

/** The shop on a page that asks nothing else of the API, with the cart menu opened. */
async function openCart(lang: Locale = 'fr') {
  const shop = await renderShop('/login', lang);
  await shop.user.click(await screen.findByRole('button', { name: TEXTS[lang].menu }));
  return shop;
}

const lines = async (lang: Locale = 'fr') => within(await screen.findByRole('list', { name: TEXTS[lang].items }, { timeout: 5000 })).getAllByRole('listitem');
const totals = () => {
  const terms = screen.getAllByRole('term').map((term) => term.textContent);
  const values = screen.getAllByRole('definition').map((value) => value.textContent);
  return Object.fromEntries(terms.map((term, i) => [term, values[i]]));
};
const quantityField = (name: string) => screen.getByRole('textbox', { name: `Quantité de ${name}` }) as HTMLInputElement;
const alertsSay = () => screen.queryAllByRole('alert').map((alert) => alert.textContent).join(' | ');

describe('the cart menu', () => {
  it('an empty cart: says so, and leads to the shop', async () => {
    await openCart();
    expect(await screen.findByText('Votre panier est vide', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('list', { name: TEXTS.fr.items })).toBeNull();
    expect(within(screen.getByRole('dialog')).getByRole('link', { name: 'Découvrir nos produits' }).getAttribute('href')).toBe('/shop');
  });

  it('a first visit (no session id kept, never signed in): the empty cart, without asking the server', async () => {
    localStorage.removeItem('sessionId');
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => void asked.push(new URL(request.url).pathname));
    server.use(answering(cartOf(OLIVE)));
    await openCart();
    expect(await screen.findByText('Votre panier est vide', {}, { timeout: 5000 })).toBeTruthy();
    expect(asked.filter((path) => path.endsWith('/cart'))).toEqual([]);
    server.events.removeAllListeners('request:start');
  });

  it('its lines: name, size and brand, unit price, quantity; subtotal, TVA (10%) and total', async () => {
    server.use(answering(cartOf(OLIVE, SUNFLOWER)));
    await openCart();
    const [olive, sunflower] = await lines();
    expect(olive!.textContent).toContain('Huile d’olive vierge extra');
    expect(olive!.textContent).toContain('1L · Dika Extra');
    expect(olive!.textContent).toContain('89.00 DH');
    expect(quantityField('Huile d’olive vierge extra').value).toBe('2');
    expect(sunflower!.textContent).toContain('5L · Soleil');
    expect(sunflower!.textContent).toContain('120.50 DH');
    expect(quantityField('Huile de tournesol').value).toBe('1');
    // 2 × 89.00 + 120.50 = 298.50; VAT 10 % = 29.85; 328.35 in all.
    expect(totals()).toMatchObject({ 'Sous-total': '298.50 DH', 'TVA (10%)': '29.85 DH', 'Total TTC': '328.35 DH' });
    expect(screen.getByRole('button', { name: 'Panier, 3 articles' })).toBeTruthy();
  });

  it('a guest is told to log in or register to go on to checkout', async () => {
    server.use(answering(cartOf(OLIVE)));
    await openCart();
    await lines();
    expect(screen.getByText('Connectez-vous ou créez un compte pour continuer vers la commande.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Passer la commande' })).toBeNull();
  });

  it('a signed-in customer gets ‘Passer la commande’, to /checkout', async () => {
    const user = AMINA;
    localStorage.setItem('authToken', 'a.b.c');
    localStorage.setItem('refreshToken', 'r');
    localStorage.setItem('tokenExpiry', String(Date.now() + 3_600_000));
    localStorage.setItem('user', JSON.stringify(user));
    server.use(answering(cartOf(OLIVE)), http.get('/auth/me', ({ response }) => response(200).json({ success: true, data: { user } })));
    const { actors } = await openCart();
    await until(() => actors.session.getSnapshot().matches({ authenticated: 'idle' }), 'the profile');
    await lines();
    expect((await screen.findByRole('link', { name: 'Passer la commande' })).getAttribute('href')).toBe('/checkout');
  });

  it('the badge reads 9+ above nine items', async () => {
    server.use(answering(cartOf({ ...OLIVE, quantity: 12 })));
    await renderShop('/login', 'fr');
    await screen.findByRole('button', { name: 'Panier, 12 articles' });
    expect(screen.getByTestId('cart-badge').textContent).toBe('9+');
  });

  it('plus and minus change a line by one; minus is disabled at 1, plus is not at 99', async () => {
    const sent: number[] = [];
    server.use(
      answering(cartOf(OLIVE, SUNFLOWER)),
      http.put('/cart/items/{itemId}', async ({ params, request, response }) => {
        const { quantity } = await request.json();
        sent.push(quantity);
        const changed = params.itemId === OLIVE.id ? [{ ...OLIVE, quantity }, SUNFLOWER] : [OLIVE, { ...SUNFLOWER, quantity }];
        return response(200).json({ success: true, data: { cart: cartOf(...changed) } });
      }),
    );
    const { user } = await openCart();
    await lines();
    await user.click(screen.getByRole('button', { name: TEXTS.fr.increase }));
    await until(() => quantityField('Huile d’olive vierge extra').value === '3', 'the new quantity');
    expect(sent).toEqual([3]);
    // 3 × 89.00 + 120.50 = 387.50; VAT 38.75.
    expect(totals()).toMatchObject({ 'Sous-total': '387.50 DH', 'TVA (10%)': '38.75 DH', 'Total TTC': '426.25 DH' });
    await user.click(screen.getByRole('button', { name: 'Diminuer la quantité de Huile d’olive vierge extra' }));
    await until(() => quantityField('Huile d’olive vierge extra').value === '2', 'the new quantity');
    expect(sent).toEqual([3, 2]);
    expect((screen.getByRole('button', { name: 'Diminuer la quantité de Huile de tournesol' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Augmenter la quantité de Huile de tournesol' }) as HTMLButtonElement).disabled).toBe(false);
  });

  // Issue 43, item 12: plus stops at the stock, as the product page's does (the spec's old cart menu had
  // no upper bound, and each click past the stock stacked a refusal toast).
  it('plus stops at the stock left, and at 99', async () => {
    server.use(answering(cartOf({ ...OLIVE, quantity: 7, stock: 7 })));
    await openCart();
    await lines();
    expect((screen.getByRole('button', { name: TEXTS.fr.increase }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('plus stays off at 99 with more in stock', async () => {
    server.use(answering(cartOf({ ...OLIVE, quantity: 99, stock: 500 })));
    await openCart();
    await lines();
    expect((screen.getByRole('button', { name: TEXTS.fr.increase }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a typed quantity counts only from 1 to 99: 0, 100 and letters are ignored', async () => {
    const sent: number[] = [];
    server.use(
      answering(cartOf(OLIVE)),
      http.put('/cart/items/{itemId}', async ({ request, response }) => {
        const { quantity } = await request.json();
        sent.push(quantity);
        return response(200).json({ success: true, data: { cart: cartOf({ ...OLIVE, quantity }) } });
      }),
    );
    const { user } = await openCart();
    await lines();
    for (const typed of ['0', '100', 'douze']) {
      await user.clear(quantityField('Huile d’olive vierge extra'));
      await user.type(quantityField('Huile d’olive vierge extra'), `${typed}{Enter}`);
      await settle();
      expect(quantityField('Huile d’olive vierge extra').value).toBe('2');
    }
    expect(sent).toEqual([]);
    await user.clear(quantityField('Huile d’olive vierge extra'));
    await user.type(quantityField('Huile d’olive vierge extra'), '99{Enter}');
    await until(() => sent.length > 0, 'the new quantity');
    expect(sent).toEqual([99]);
  });

  it('remove takes the line away, and the totals with it', async () => {
    const removed: string[] = [];
    server.use(
      answering(cartOf(OLIVE, SUNFLOWER)),
      http.delete('/cart/items/{itemId}', ({ params, response }) => {
        removed.push(params.itemId);
        return response(200).json({ success: true, data: { cart: cartOf(SUNFLOWER) } });
      }),
    );
    const { user } = await openCart();
    await lines();
    await user.click(screen.getByRole('button', { name: TEXTS.fr.remove }));
    await until(() => screen.queryByText('Huile d’olive vierge extra') === null, 'the line gone');
    expect(removed).toEqual([OLIVE.id]);
    expect(await lines()).toHaveLength(1);
    expect(totals()).toMatchObject({ 'Sous-total': '120.50 DH', 'TVA (10%)': '12.05 DH', 'Total TTC': '132.55 DH' });
  });

  it('removing the last line: the empty cart', async () => {
    server.use(
      answering(cartOf(OLIVE)),
      http.delete('/cart/items/{itemId}', ({ response }) => response(200).json({ success: true, data: { cart: cartOf() } })),
    );
    const { user } = await openCart();
    await lines();
    await user.click(screen.getByRole('button', { name: TEXTS.fr.remove }));
    expect(await screen.findByText('Votre panier est vide')).toBeTruthy();
  });
});

describe('the cart menu while a change is on its way', () => {
  it('covers the lines with ‘updating’ and disables their controls; a change that never ends fails after 30 s, not before', async () => {
    const hanging = neverAnswering();
    server.use(answering(cartOf(OLIVE, SUNFLOWER)), http.put('/cart/items/{itemId}', hanging.resolver));
    const { user } = await openCart();
    await lines();
    freezeTime();
    await user.click(screen.getByRole('button', { name: TEXTS.fr.increase }));
    await until(() => hanging.held() === 1, 'the request');
    expect(screen.getByRole('status').textContent).toBe('Mise à jour du panier…');
    for (const name of [TEXTS.fr.increase, TEXTS.fr.remove, 'Retirer Huile de tournesol du panier']) {
      expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
    }
    await thirtySecondsOf({ held: () => 1 }, () => alertsSay() !== '');
    expect(alertsSay()).toContain(TEXTS.fr.updateFailed);
    // The line as it was, its controls back.
    expect(quantityField('Huile d’olive vierge extra').value).toBe('2');
    expect((screen.getByRole('button', { name: TEXTS.fr.increase }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('the cart menu when the cart cannot be read (silently an empty cart)', () => {
  const failures = {
    'a server failure (500)': () => http.get('/cart', ({ response }) => response('default').json({ success: false, error: 'boom', message: 'boom', code: 'INTERNAL_ERROR' }, { status: 500 })),
    'no answer at all (NETWORK_ERROR)': () => http.get('/cart', () => HttpResponse.error()),
    'too many requests (429, Retry-After 30)': () =>
      http.get('/cart', ({ response }) =>
        response('default').json({ success: false, error: 'Too many requests', message: 'Too many requests', code: 'RATE_LIMITED' }, { status: 429, headers: { 'retry-after': '30' } }),
      ),
  };
  for (const [what, handler] of Object.entries(failures)) {
    it(`${what}: the empty cart, and no error shown`, async () => {
      server.use(handler());
      await openCart();
      expect(await screen.findByText('Votre panier est vide', {}, { timeout: 5000 })).toBeTruthy();
      await settle();
      expect(alertsSay()).toBe('');
    });
  }

  it('a cart call that never answers: loading until 30 s, then the empty cart', async () => {
    const hanging = neverAnswering();
    server.use(http.get('/cart', hanging.resolver));
    freezeTime();
    const { user } = await renderShop('/login', 'fr');
    await until(() => hanging.held() === 1, 'the request');
    await user.click(await screen.findByRole('button', { name: TEXTS.fr.menu }));
    expect(await screen.findByText('Chargement du panier…')).toBeTruthy();
    await thirtySecondsOf(hanging, () => screen.queryByText('Votre panier est vide') !== null);
    expect(screen.getByText('Votre panier est vide')).toBeTruthy();
    expect(screen.queryByText('Chargement du panier…')).toBeNull();
    expect(alertsSay()).toBe('');
  });
});

describe.each(['fr', 'en', 'ar'] as const)('a failed change of the cart in %s (spec section 8)', (lang) => {
  const texts = TEXTS[lang];
  const failures = {
    '500': () => ({ body: { success: false as const, error: 'boom', message: 'boom', code: 'INTERNAL_ERROR' as const }, init: { status: 500 as const } }),
    '429 with Retry-After': () => ({ body: { success: false as const, error: 'Too many requests', message: 'Too many requests', code: 'RATE_LIMITED' as const }, init: { status: 429 as const, headers: { 'retry-after': '30' } } }),
  };

  for (const [what, failure] of Object.entries(failures)) {
    it(`an update answered ${what}: the update failure toast, the line unchanged`, async () => {
      const { body, init } = failure();
      server.use(answering(cartOf(OLIVE)), http.put('/cart/items/{itemId}', ({ response }) => response('default').json(body, init)));
      const { user } = await openCart(lang);
      await lines(lang);
      await user.click(screen.getByRole('button', { name: texts.increase }));
      await until(() => alertsSay() !== '', 'the toast');
      expect(alertsSay()).toBe(`${texts.error}${texts.updateFailed}`);
      expect((screen.getByRole('textbox', { name: texts.quantity }) as HTMLInputElement).value).toBe('2');
    });
  }

  it('a removal with no answer at all (NETWORK_ERROR): the removal failure toast, the line kept', async () => {
    server.use(answering(cartOf(OLIVE)), http.delete('/cart/items/{itemId}', () => HttpResponse.error()));
    const { user } = await openCart(lang);
    await lines(lang);
    await user.click(screen.getByRole('button', { name: texts.remove }));
    await until(() => alertsSay() !== '', 'the toast');
    expect(alertsSay()).toBe(`${texts.error}${texts.removeFailed}`);
    expect(await lines(lang)).toHaveLength(1);
  });
});
