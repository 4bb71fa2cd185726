// @vitest-environment happy-dom
// Issue 47, the order's own page against the API as msw answers it: its timeline (reached steps with
// their moment, the others to come); "order again" says, line by line and out loud (a live region),
// what became of each line (a new price, a size out of stock not added) and the header's cart is read
// again; cancelling asks first, then the timeline shows the order cancelled.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema.d.ts';
import type { Locale } from '../../src/domain/locale.ts';
import { AMINA } from './support/fixtures.ts';
import { apiServer, emptyCart, http, renderShop, until } from './support/render-shop.tsx';

const server = apiServer();

type S = components['schemas'];

const ORDER_ID = '3f0e4c1a-9b2d-4e8f-a1c3-5d7e9f1b3c50';
const OLIVE = { productId: '8b1f4a63-2c3d-4e4f-9a5b-6c7d8e9f0a12', variantId: '9c2a5b74-3d4e-4f5a-8b6c-7d8e9f0a1b23' };
const SUNFLOWER = { productId: '7a0e3952-1b2c-4d3e-8f4a-5b6c7d8e9f01', variantId: 'ad3b6c85-4e5f-4a6b-9c7d-8e9f0a1b2c34' };

const ORDER: S['Order'] = {
  _id: ORDER_ID,
  orderNumber: 'CMD-2026-000042',
  status: 'pending',
  fulfilment: 'placed',
  createdAt: '2026-11-26T10:00:00.000Z',
  source: 'cart',
  items: [
    { ...OLIVE, productTitle: 'Huile d’olive vierge extra', imageId: null, size: '1L', properties: {}, quantity: 2, price: 8900, totalPrice: 17800 },
    { ...SUNFLOWER, productTitle: 'Huile de tournesol', imageId: null, size: '5L', properties: {}, quantity: 1, price: 12050, totalPrice: 12050 },
  ],
  subtotal: 29850,
  shipping: 3000,
  vat: 2985,
  total: 35835,
  currency: 'MAD',
  customerInfo: { firstName: 'Amina', lastName: 'Bennani', email: AMINA.email, phone: '+212661234567' },
  deliveryAddress: { street: '12 rue Allal Ben Abdellah', city: 'Fès', country: 'MA', postalCode: '30000' },
  deliveryMethod: { id: 'domicile-fes-meknes', name: 'Livraison Fès–Meknès', type: 'home-delivery', unitPrice: 3000 },
  pickupShop: null,
  paymentMethod: 'cash-on-delivery',
  bank: null,
  payment: { status: 'due-on-delivery', checkoutUrl: null },
  shipment: null,
};
const PLACED: S['OrderTimelineStep'][] = [
  { state: 'placed', reached: true, at: ORDER.createdAt },
  { state: 'confirmed', reached: false, at: null },
  { state: 'shipped', reached: false, at: null },
  { state: 'delivered', reached: false, at: null },
];

const TEXTS = {
  fr: { again: 'Commander à nouveau', outOfStock: 'Huile de tournesol (5L) : en rupture de stock, non ajouté.', repriced: 'Nouveau prix', toCome: 'À venir' },
  ar: { again: 'اطلب مرة أخرى', outOfStock: 'Huile de tournesol (5L): نفد من المخزون، لم يُضف.', repriced: 'السعر الجديد', toCome: 'لاحقًا' },
} as const;

/** Amina, signed in, on her order's page. */
async function orderPage(lang: Locale) {
  localStorage.setItem('authToken', 'a.b.c');
  localStorage.setItem('refreshToken', 'r');
  localStorage.setItem('tokenExpiry', String(Date.now() + 3_600_000));
  localStorage.setItem('user', JSON.stringify(AMINA));
  let cartReads = 0;
  server.use(
    http.get('/auth/me', ({ response }) => response(200).json({ success: true, data: { user: AMINA } })),
    http.get('/cart', ({ response }) => {
      cartReads += 1;
      return response(200).json({ success: true, data: { cart: emptyCart } });
    }),
    http.get('/orders/{orderId}', ({ response }) => response(200).json({ success: true, data: { order: ORDER, timeline: PLACED } })),
  );
  const shop = await renderShop('/login', lang);
  await until(() => shop.actors.session.getSnapshot().matches({ authenticated: 'idle' }), 'the signed-in session');
  await shop.router.navigate({ to: '/account/orders/$orderId', params: { orderId: ORDER_ID } });
  await screen.findByRole('heading', { name: /CMD-2026-000042/ });
  return { ...shop, cartReads: () => cartReads };
}

describe.each(['fr', 'ar'] as const)('the order page in %s', (lang) => {
  it('order again: says which line has a new price and which size is out of stock, and the cart is read again', async () => {
    const shop = await orderPage(lang);
    expect(screen.getAllByText(TEXTS[lang].toCome)).toHaveLength(3);
    server.use(
      http.post('/orders/{orderId}/reorder', ({ response }) =>
        response(200).json({
          success: true,
          data: {
            lines: [
              { ...OLIVE, productTitle: 'Huile d’olive vierge extra', size: '1L', ordered: 2, added: 2, outcome: 'added', oldPrice: 8900, newPrice: 9400 },
              { ...SUNFLOWER, productTitle: 'Huile de tournesol', size: '5L', ordered: 1, added: 0, outcome: 'out-of-stock', oldPrice: 12050, newPrice: 12050 },
            ],
          },
        }),
      ),
    );
    const readsBefore = shop.cartReads();
    await shop.user.click(screen.getByRole('button', { name: TEXTS[lang].again }));
    const status = await screen.findByText(TEXTS[lang].outOfStock);
    const region = status.closest('[role="status"]') as HTMLElement;
    expect(region).toBeTruthy();
    expect(within(region).getByText(new RegExp(TEXTS[lang].repriced)).textContent).toMatch(/94\.00 DH.*89\.00 DH/);
    await until(() => shop.cartReads() > readsBefore, 'the cart read again');
  });
});

describe('cancelling from the order page', () => {
  it('asks first, then shows the order cancelled', async () => {
    const shop = await orderPage('fr');
    let cancelled = 0;
    server.use(
      http.post('/orders/{orderId}/cancel', ({ response }) => {
        cancelled += 1;
        return response(200).json({
          success: true,
          data: { order: { ...ORDER, fulfilment: 'cancelled', status: 'cancelled', payment: { status: 'cancelled', checkoutUrl: null } }, timeline: [PLACED[0]!, { state: 'cancelled', reached: true, at: '2026-11-26T11:00:00.000Z' }] },
        });
      }),
    );
    await shop.user.click(screen.getByRole('button', { name: 'Annuler la commande' }));
    const dialog = await screen.findByRole('dialog', { name: /Annuler la commande/ });
    expect(cancelled).toBe(0);
    await shop.user.click(within(dialog).getByRole('button', { name: 'Oui, annuler la commande' }));
    expect(await screen.findByText('Votre commande est annulée. Un e-mail de confirmation vous a été envoyé.')).toBeTruthy();
    expect(cancelled).toBe(1);
    const timeline = screen.getByRole('region', { name: 'Suivi de la commande' });
    expect(within(timeline).getByText('Annulée')).toBeTruthy();
    expect(within(timeline).queryByText('À venir')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Annuler la commande' })).toBeNull();
  });

  it('a refusal (409) is said in the dialog, in the server’s words', async () => {
    const shop = await orderPage('fr');
    const message = 'Cette commande ne peut plus être annulée en ligne : elle est déjà confirmée, ou son paiement par carte est en cours. Contactez-nous.';
    server.use(http.post('/orders/{orderId}/cancel', ({ response }) => response(409).json({ success: false, error: message, message, code: 'ORDER_NOT_CANCELLABLE' })));
    await shop.user.click(screen.getByRole('button', { name: 'Annuler la commande' }));
    const dialog = await screen.findByRole('dialog');
    await shop.user.click(within(dialog).getByRole('button', { name: 'Oui, annuler la commande' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
  });
});
