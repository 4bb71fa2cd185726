// @vitest-environment happy-dom
// The checkout steps against the API as msw answers it (handlers typed from openapi.yaml). Spec section
// 2 (reading A): contact (all fields required), delivery (a method, and a shop for a pickup with shops),
// payment (cash on delivery, bank transfer with its banks, card), recap, confirmation; the sidebar's
// Sous-total, Livraison ('À calculer' on step 0, 'Gratuit' at 0), 'TVA (10%)', Total (starred, 'Hors
// frais de livraison' on step 0). Section 4: Next only when the step is valid; placing the order on
// step 3 calls order creation, on failure an error toast and the shopper stays. Section 8: the recap's
// error toast 'Une erreur est survenue lors de la finalisation' (French only in the spec: en and ar
// from the translation files, as are the field errors and labels the spec does not give).
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema.d.ts';
import type { Locale } from '../../src/domain/locale.ts';
import type { CheckoutData } from '../../src/domain/validation/checkout.ts';
import { AMINA, OLIVE_LINE } from './support/fixtures.ts';
import { apiServer, freezeTime, http, neverAnswering, renderShop, settle, thirtySecondsOf, until } from './support/render-shop.tsx';

const server = apiServer();
// An unfinished checkout is kept in session storage (restored after a reload): not from one test to the next.
afterEach(() => sessionStorage.clear());

type S = components['schemas'];

const USER = AMINA;

const LINE: S['CartItem'] = OLIVE_LINE;
const OTHER_LINE: S['CartItem'] = { ...LINE, id: '6e2c8d3b-1f5a-4b9c-8d4e-2f3a4b5c6d72', productId: '9c2a5b74-3d4e-4f5a-8b6c-7d8e9f0a1b23', variantId: 'ad3b6c85-4e5f-4a6b-9c7d-8e9f0a1b2c34', slug: 'soleil-huile-tournesol', quantity: 1, unitPrice: 12050, totalPrice: 12050, productName: 'Huile de tournesol', size: '5L', brandDisplayName: 'Soleil' };
// 2 × 89.00 + 120.50 = 298.50 DH; the cart's own totals are the server's (the sidebar computes its own).
const CART: S['Cart'] = { items: [LINE, OTHER_LINE], itemCount: 3, subtotal: 29850, vat: 2985, totalAmount: 32835, currency: 'MAD' };
const EMPTY: S['Cart'] = { items: [], itemCount: 0, subtotal: 0, vat: 0, totalAmount: 0, currency: 'MAD' };

const HOME: S['DeliveryMethod'] = { _id: 'domicile-fes-meknes', name: 'Livraison Fès–Meknès', data: { name: 'Livraison Fès–Meknès', unitPrice: 3000, type: 'home-delivery', shops: [], cities: ['fes', 'meknes'] } };
const PICKUP: S['DeliveryMethod'] = {
  _id: 'retrait-magasin',
  name: 'Retrait au magasin',
  data: {
    name: 'Retrait au magasin',
    unitPrice: 0,
    type: 'pickup',
    cities: null,
    shops: [
      { _id: 'saiss-fes', title: 'Magasin Saïss', address: '12 route d’Imouzzer', city: 'Fès' },
      { _id: 'meknes-centre', title: 'Magasin Meknès', address: '5 avenue des FAR', city: 'Meknès' },
    ],
  },
};
const BANKS: S['Bank'][] = [
  { id: 'attijariwafa', name: 'Attijariwafa bank', accountHolder: 'Huileries du Saïss SARL', rib: '007780000123400000123456', swift: 'BCMAMAMC', hasLogo: false, hasQRCode: true, qrCodeUrl: null },
  { id: 'cih', name: 'CIH Bank', accountHolder: 'Huileries du Saïss SARL', rib: '230780000123400000654321', swift: 'CIHMMAMC', hasLogo: false, hasQRCode: false, qrCodeUrl: null },
];

const ORDER_ID = 'c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f';

function orderOf(body: S['OrderCreateRequest']): S['Order'] {
  return {
    _id: ORDER_ID,
    orderNumber: 'CMD-2026-000042',
    status: 'awaiting-payment',
    fulfilment: 'placed',
    createdAt: '2026-11-26T10:00:00.000Z',
    source: 'cart',
    items: [LINE, OTHER_LINE].map((line) => ({ productId: line.productId, variantId: line.variantId, productTitle: line.productName, imageId: null, size: line.size, properties: {}, quantity: line.quantity, price: line.unitPrice, totalPrice: line.unitPrice * line.quantity })),
    subtotal: 29850,
    shipping: 0,
    vat: 2985,
    total: 32835,
    currency: 'MAD',
    customerInfo: body.customerInfo,
    deliveryAddress: body.deliveryAddress ?? null,
    deliveryMethod: { id: PICKUP._id, name: PICKUP.name, type: 'pickup', unitPrice: 0 },
    pickupShop: PICKUP.data.shops[0]!,
    paymentMethod: body.paymentMethod,
    bank: BANKS[0]!,
    payment: { status: 'awaiting-transfer', checkoutUrl: null },
    shipment: null,
  };
}

/** A signed-in customer (tokens in local storage, as a returning visitor has them) with this cart, on /checkout. */
async function checkout(lang: Locale = 'fr', { cart = CART, addresses = [] }: { cart?: S['Cart']; addresses?: S['SavedAddress'][] } = {}) {
  localStorage.setItem('authToken', 'a.b.c');
  localStorage.setItem('refreshToken', 'r');
  localStorage.setItem('tokenExpiry', String(Date.now() + 3_600_000));
  localStorage.setItem('user', JSON.stringify(USER));
  server.use(
    http.get('/auth/me', ({ response }) => response(200).json({ success: true, data: { user: USER } })),
    http.get('/cart', ({ response }) => response(200).json({ success: true, data: { cart } })),
    http.get('/checkout/status', ({ response }) => response(200).json({ success: true, data: { enabled: true } })),
    http.get('/checkout/payment-methods', ({ response }) =>
      response(200).json({ success: true, data: [{ id: 'cash-on-delivery', available: true }, { id: 'bank-transfer', available: true }, { id: 'stripe', available: true }] }),
    ),
    http.get('/checkout/delivery-methods', ({ response }) => response(200).json({ success: true, data: [HOME, PICKUP] })),
    http.get('/checkout/banks', ({ response }) => response(200).json({ success: true, data: BANKS })),
    // The account's saved addresses (issue 47): none unless told.
    http.get('/account/addresses', ({ response }) => response(200).json({ success: true, data: { addresses } })),
    http.get('/checkout/seller', ({ response }) => response(200).json({ success: true, data: { name: 'Huileries du Saïss SARL', address: 'Lot 42, Meknès, Maroc', phone: '+212 5 35 52 41 80', email: 'contact@huileries-du-saiss.ma', ice: '002718495000067', rc: 'Meknès 48213', fiscalId: '45871236' } })),
  );
  // /checkout's loader calls the API, which waits for the session, which starts once a page shows:
  // the shopper comes from another page, signed in (its profile call ended, before its handler goes).
  const shop = await renderShop('/login', lang);
  await until(() => shop.actors.session.getSnapshot().matches({ authenticated: 'idle' }), 'the signed-in session');
  await shop.router.navigate({ to: '/checkout' });
  return shop;
}

type User = Awaited<ReturnType<typeof checkout>>['user'];

/** Where the five-step indicator says the shopper is (its last word: the step's name). */
const currentStep = () => {
  const indicator = screen.getAllByRole('list', { name: 'Étapes de la commande' }).at(-1)!;
  return indicator.querySelector('[aria-current="step"]')?.textContent?.replace(/^\d/, '');
};
const sidebar = () => {
  const aside = screen.getByRole('complementary', { name: 'Récapitulatif' });
  const terms = within(aside).getAllByRole('term').map((term) => term.textContent);
  const values = within(aside).getAllByRole('definition').map((value) => value.textContent);
  return Object.fromEntries(terms.map((term, i) => [term, values[i]]));
};
const alertsSay = () => screen.queryAllByRole('alert').map((alert) => alert.textContent).join(' | ');

async function fillContact(user: User) {
  const fields = { Prénom: 'Amina', Nom: 'Bennani', 'Adresse e-mail': 'amina@example.ma', Téléphone: '+212612345678' };
  for (const [label, value] of Object.entries(fields)) {
    await user.clear(await screen.findByLabelText(label, {}, { timeout: 5000 }));
    await user.type(screen.getByLabelText(label), value);
  }
  // The city is picked from the list (issue 43): typed to search, then chosen.
  await user.clear(screen.getByRole('combobox', { name: 'Ville' }));
  await user.type(screen.getByRole('combobox', { name: 'Ville' }), 'Fès');
  await user.click(await screen.findByRole('option', { name: 'Fès' }));
}

const next = (user: User) => user.click(screen.getByRole('button', { name: 'Continuer' }));
const back = (user: User) => user.click(screen.getByRole('button', { name: 'Retour' }));
const choose = (user: User, name: RegExp) => user.click(screen.getByRole('radio', { name }));

/** Contact filled, then the pickup at the Saïss shop: on the payment step. */
async function toPayment(user: User) {
  await fillContact(user);
  await next(user);
  await choose(user, /^Retrait au magasin/);
  await choose(user, /^Magasin Saïss/);
  await next(user);
  await until(() => currentStep() === 'Paiement', 'the payment step');
}

describe('checkout, step by step', () => {
  it('step 0: every field is required; Next stays until they are filled; the sidebar’s totals with VAT at 10 %', async () => {
    const { user } = await checkout();
    await user.clear(await screen.findByLabelText('Prénom', {}, { timeout: 5000 }));
    expect(currentStep()).toBe('Contact');
    // Shipping to be computed, the total starred: 298.50 + 29.85 (10 %).
    expect(sidebar()).toEqual({ 'Sous-total': '298.50 DH', Livraison: 'À calculer', 'TVA (10%)': '29.85 DH', 'Total TTC*': '328.35 DH' });
    expect(screen.getByRole('complementary', { name: 'Récapitulatif' }).textContent).toContain('Hors frais de livraison');
    await next(user);
    await settle();
    expect(currentStep()).toBe('Contact');
    for (const label of ['Prénom', 'Téléphone']) {
      expect((screen.getByLabelText(label) as HTMLInputElement).getAttribute('aria-invalid'), label).toBe('true');
    }
    expect(screen.getByRole('combobox', { name: 'Ville' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Ce champ est obligatoire').length).toBeGreaterThanOrEqual(3);
    await fillContact(user);
    await next(user);
    await until(() => currentStep() === 'Livraison', 'the delivery step');
  });

  it('step 1: Next needs a delivery method, and a pickup with shops needs its shop', async () => {
    const { user } = await checkout();
    await fillContact(user);
    await next(user);
    await until(() => currentStep() === 'Livraison', 'the delivery step');
    await next(user);
    await settle();
    expect(currentStep()).toBe('Livraison');
    expect(screen.getByText('Choisissez un mode de livraison')).toBeTruthy();
    await choose(user, /^Retrait au magasin/);
    expect(within(screen.getByRole('radio', { name: /^Retrait au magasin/ }).closest('label')!).getByText('Gratuit')).toBeTruthy();
    await next(user);
    await settle();
    expect(currentStep()).toBe('Livraison');
    expect(screen.getByText('Choisissez un magasin de retrait')).toBeTruthy();
    await choose(user, /^Magasin Saïss/);
    await next(user);
    await until(() => currentStep() === 'Paiement', 'the payment step');
  });

  it('step 1: each method with its price and type; the sidebar’s shipping follows the choice', async () => {
    const { user } = await checkout();
    await fillContact(user);
    await next(user);
    await until(() => currentStep() === 'Livraison', 'the delivery step');
    const home = screen.getByRole('radio', { name: /^Livraison Fès–Meknès/ }).closest('label')!;
    expect(home.textContent).toContain('Livraison à domicile');
    expect(home.textContent).toContain('30.00 DH');
    expect(screen.getByRole('radio', { name: /^Retrait au magasin/ }).closest('label')!.textContent).toContain('Retrait en magasin');
    await choose(user, /^Livraison Fès–Meknès/);
    expect(sidebar()).toMatchObject({ 'Sous-total': '298.50 DH', Livraison: '30.00 DH', 'TVA (10%)': '29.85 DH' });
    await choose(user, /^Retrait au magasin/);
    expect(sidebar()).toEqual({ 'Sous-total': '298.50 DH', Livraison: 'Gratuit', 'TVA (10%)': '29.85 DH', 'Total TTC': '328.35 DH' });
    // The shops of the pickup, with their address and city.
    expect(screen.getByRole('radio', { name: /^Magasin Meknès/ }).closest('label')!.textContent).toContain('5 avenue des FAR, Meknès');
  });

  it('back and forth: Retour goes back a step and keeps what was chosen', async () => {
    const { user } = await checkout();
    await toPayment(user);
    await back(user);
    await until(() => currentStep() === 'Livraison', 'the delivery step');
    expect((screen.getByRole('radio', { name: /^Retrait au magasin/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: /^Magasin Saïss/ }) as HTMLInputElement).checked).toBe(true);
    await back(user);
    await until(() => currentStep() === 'Contact', 'the contact step');
    expect((screen.getByRole('combobox', { name: 'Ville' }) as HTMLInputElement).value).toBe('Fès');
    expect(screen.queryByRole('button', { name: 'Retour' })).toBeNull();
    await next(user);
    await until(() => currentStep() === 'Livraison', 'the delivery step');
    await next(user);
    await until(() => currentStep() === 'Paiement', 'the payment step');
  });

  it('step 2: a choice is needed; a transfer lists the banks and needs one; a card says the provider takes it next', async () => {
    const { user } = await checkout();
    await toPayment(user);
    await next(user);
    await settle();
    expect(currentStep()).toBe('Paiement');
    expect(screen.getByText('Choisissez un mode de paiement')).toBeTruthy();
    await choose(user, /^Carte bancaire/);
    expect(screen.getByText('Le paiement sera traité de manière sécurisée par notre prestataire à l’étape suivante.')).toBeTruthy();
    await choose(user, /^Virement bancaire/);
    expect(screen.getByRole('radio', { name: /^Attijariwafa bank/ }).closest('label')!.textContent).toContain('Huileries du Saïss SARL · QR Code disponible');
    expect(screen.getByRole('radio', { name: /^CIH Bank/ }).closest('label')!.textContent).toContain('Huileries du Saïss SARL · Virement traditionnel');
    await next(user);
    await settle();
    expect(currentStep()).toBe('Paiement');
    expect(screen.getByText('Choisissez une banque')).toBeTruthy();
    await choose(user, /^Paiement à la livraison/);
    await next(user);
    await until(() => currentStep() === 'Récapitulatif', 'the recap');
    expect(screen.getByRole('heading', { name: 'Récapitulatif de commande' })).toBeTruthy();
    expect(screen.getByText('Paiement à la livraison')).toBeTruthy();
  });

  it('placing the order: the request as the spec’s payload, the placing toast, then ‘Commande Confirmée’ and an empty cart', async () => {
    const bodies: S['OrderCreateRequest'][] = [];
    let placed = false;
    const { user, actors } = await checkout();
    server.use(
      http.post('/orders', async ({ request, response }) => {
        const body = await request.json();
        bodies.push(body);
        placed = true;
        return response(201).json({ success: true, data: { order: orderOf(body) } });
      }),
      http.get('/orders/{orderId}', ({ response }) => response(200).json({ success: true, data: { order: orderOf(bodies[0]!), timeline: [] } })),
      http.get('/cart', ({ response }) => response(200).json({ success: true, data: { cart: placed ? EMPTY : CART } })),
    );
    await toPayment(user);
    await choose(user, /^Virement bancaire/);
    await choose(user, /^Attijariwafa bank/);
    await next(user);
    await until(() => currentStep() === 'Récapitulatif', 'the recap');
    const recap = screen.getByRole('heading', { name: 'Récapitulatif de commande' }).parentElement!;
    expect(recap.textContent).toContain('Virement bancaire');
    expect(recap.textContent).toContain('Amina Bennani · amina@example.ma · +212612345678');
    expect(recap.textContent).toContain('Total TTC : 328.35 DH');
    await user.click(screen.getByRole('button', { name: 'Confirmer la commande' }));
    expect(await screen.findByText('Finalisation de votre commande...', {}, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Commande Confirmée' }, { timeout: 5000 })).toBeTruthy();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      customerInfo: { firstName: 'Amina', lastName: 'Bennani', email: 'amina@example.ma', phone: '+212612345678' },
      paymentMethod: 'bank-transfer',
      deliveryMethod: { id: 'retrait-magasin' },
      notes: '',
      selectedShopId: 'saiss-fes',
      selectedBankId: 'attijariwafa',
    });
    // A pickup is collected at its shop: no home address asked, none sent (issue 43, item 4).
    expect(bodies[0]!.deliveryAddress).toBeUndefined();
    expect(screen.getByText('CMD-2026-000042')).toBeTruthy();
    await until(() => actors.cart.getSnapshot().matches({ sync: 'idle' }) && actors.cart.getSnapshot().context.cart?.itemCount === 0, 'the emptied cart');
  });

  it('placing a home delivery sends the billing address too, the same as the delivery address (spec section 3)', async () => {
    const bodies: S['OrderCreateRequest'][] = [];
    const { user } = await checkout();
    server.use(
      http.post('/orders', async ({ request, response }) => {
        bodies.push(await request.json());
        return response('default').json({ success: false, error: 'boom', message: 'boom', code: 'INTERNAL_ERROR' }, { status: 500 });
      }),
    );
    await fillContact(user);
    await next(user);
    await choose(user, /^Livraison Fès–Meknès/);
    // A home delivery needs its street address, asked here with the method.
    await next(user);
    await settle();
    expect(currentStep()).toBe('Livraison');
    await user.type(screen.getByLabelText('Adresse de livraison à Fès'), '12 rue Talaa Kebira');
    await next(user);
    await until(() => currentStep() === 'Paiement', 'the payment step');
    await choose(user, /^Paiement à la livraison/);
    await next(user);
    await until(() => currentStep() === 'Récapitulatif', 'the recap');
    await user.click(screen.getByRole('button', { name: 'Confirmer la commande' }));
    await until(() => bodies.length > 0 && alertsSay() !== '', 'the order call');
    expect(bodies[0]!.billingAddress).toEqual({ street: '12 rue Talaa Kebira', city: 'Fès', country: 'MA', postalCode: '' });
    expect(bodies[0]!.deliveryAddress).toEqual({ street: '12 rue Talaa Kebira', city: 'Fès', country: 'MA', postalCode: '' });
  });
});

/** A checkout left on its recap (restored after a reload, spec section 4): the order is ready to place. */
const READY: CheckoutData = {
  firstName: 'Amina',
  lastName: 'Bennani',
  email: 'amina@example.ma',
  phone: '+212612345678',
  country: 'MA',
  city: 'fes',
  address: '',
  deliveryMethodId: PICKUP._id,
  deliveryNeedsAddress: false,
  deliveryNeedsShop: true,
  selectedShopId: 'saiss-fes',
  paymentMethod: 'cash-on-delivery',
  selectedBankId: '',
};

const RECAP = {
  fr: { title: 'Récapitulatif de commande', confirm: 'Confirmer la commande', failed: 'Une erreur est survenue lors de la finalisation', placing: 'Finalisation de votre commande...' },
  en: { title: 'Order summary', confirm: 'Confirm the order', failed: 'An error occurred while finalising the order', placing: 'Finalising your order...' },
  ar: { title: 'ملخص الطلب', confirm: 'تأكيد الطلب', failed: 'حدث خطأ أثناء إتمام الطلب', placing: 'جارٍ إتمام طلبك...' },
} satisfies Record<Locale, Record<string, string>>;

/** On the recap in `lang`, the order sent (`frozen`: the clock stands still from the click on). */
async function placeFromRecap(lang: Locale, { frozen = false } = {}) {
  sessionStorage.setItem('checkout', JSON.stringify({ step: 3, data: READY }));
  const shop = await checkout(lang);
  expect(await screen.findByRole('heading', { name: RECAP[lang].title }, { timeout: 5000 })).toBeTruthy();
  if (frozen) freezeTime();
  await shop.user.click(screen.getByRole('button', { name: RECAP[lang].confirm }));
  return shop;
}

/** Still on the recap, the order not placed, the button back. */
async function stillOnRecap(lang: Locale) {
  await until(() => !(screen.getByRole('button', { name: RECAP[lang].confirm }) as HTMLButtonElement).disabled, 'the confirm button');
  expect(screen.getByRole('heading', { name: RECAP[lang].title })).toBeTruthy();
}

describe.each(['fr', 'en', 'ar'] as const)('placing an order that fails, in %s (spec section 8)', (lang) => {
  const texts = RECAP[lang];

  it('a server failure (500): the error toast, on the recap still', async () => {
    server.use(http.post('/orders', ({ response }) => response('default').json({ success: false, error: 'boom', message: 'boom', code: 'INTERNAL_ERROR' }, { status: 500 })));
    await placeFromRecap(lang);
    expect(await screen.findByText(texts.placing)).toBeTruthy();
    await until(() => alertsSay() !== '', 'the error toast');
    expect(alertsSay()).toContain(texts.failed);
    await stillOnRecap(lang);
  });

  it('no answer at all (NETWORK_ERROR): the error toast, on the recap still', async () => {
    server.use(http.post('/orders', () => HttpResponse.error()));
    await placeFromRecap(lang);
    await until(() => alertsSay() !== '', 'the error toast');
    expect(alertsSay()).toContain(texts.failed);
    await stillOnRecap(lang);
  });

  it('too many requests (429, Retry-After 60): the error toast, on the recap still', async () => {
    server.use(
      http.post('/orders', ({ response }) =>
        response('default').json({ success: false, error: 'Too many requests', message: 'Too many requests', code: 'RATE_LIMITED' }, { status: 429, headers: { 'retry-after': '60' } }),
      ),
    );
    await placeFromRecap(lang);
    await until(() => alertsSay() !== '', 'the error toast');
    expect(alertsSay()).toContain(texts.failed);
    await stillOnRecap(lang);
  });
});

describe.each(['fr', 'en', 'ar'] as const)('placing an order when the server never answers (TIMEOUT), in %s', (lang) => {
  it('gives up after 30 s with the error toast, and not a moment before; the shopper stays on the recap', async () => {
    const hanging = neverAnswering();
    server.use(http.post('/orders', hanging.resolver));
    await placeFromRecap(lang, { frozen: true });
    await thirtySecondsOf(hanging, () => alertsSay() !== '');
    expect(alertsSay()).toContain(RECAP[lang].failed);
    await stillOnRecap(lang);
  });
});

// Issue 47: a signed-in shopper's saved addresses are offered first, the default chosen; another
// address shows the usual form, and a typed home address may be saved with the order.
const SAVED: S['SavedAddress'][] = [
  { id: '1f0e2d3c-4b5a-4697-8877-665544332211', label: 'Maison', firstName: 'Amina', lastName: 'Bennani', phone: '+212661234567', street: '12 rue Talaa Kebira', city: 'Fès', postalCode: '', country: 'MA', isDefault: true, createdAt: '2026-10-01T10:00:00.000Z', updatedAt: '2026-10-01T10:00:00.000Z' },
  { id: '2a1b3c4d-5e6f-4071-8293-a4b5c6d7e8f9', label: 'Parents', firstName: 'Fatima', lastName: 'Alaoui', phone: '+212522123456', street: '5 avenue des FAR', city: 'Meknès', postalCode: '50000', country: 'MA', isDefault: false, createdAt: '2026-10-02T10:00:00.000Z', updatedAt: '2026-10-02T10:00:00.000Z' },
];

describe('checkout with saved addresses (issue 47)', () => {
  /** From step 1 on a home delivery: cash on delivery, the order placed; the body sent. */
  async function placeHomeDelivery(user: User, typeStreet?: string, { saveIt = false } = {}) {
    const bodies: S['OrderCreateRequest'][] = [];
    server.use(
      http.post('/orders', async ({ request, response }) => {
        bodies.push(await request.json());
        return response('default').json({ success: false, error: 'boom', message: 'boom', code: 'INTERNAL_ERROR' }, { status: 500 });
      }),
    );
    await choose(user, /^Livraison Fès–Meknès/);
    if (typeStreet !== undefined) await user.type(screen.getByLabelText(/^Adresse de livraison à/), typeStreet);
    if (saveIt) await user.click(screen.getByRole('checkbox', { name: 'Enregistrer cette adresse dans mon compte' }));
    await next(user);
    await until(() => currentStep() === 'Paiement', 'the payment step');
    await choose(user, /^Paiement à la livraison/);
    await next(user);
    await until(() => currentStep() === 'Récapitulatif', 'the recap');
    await user.click(screen.getByRole('button', { name: 'Confirmer la commande' }));
    await until(() => bodies.length > 0, 'the order call');
    return bodies[0]!;
  }

  it('offers them first, the default chosen: the order goes to it with its names and phone, and nothing is saved again', async () => {
    const { user } = await checkout('fr', { addresses: SAVED });
    const maison = await screen.findByRole('radio', { name: /^Maison/ }, { timeout: 5000 });
    expect((maison as HTMLInputElement).checked).toBe(true);
    const names = screen.getAllByRole('radio').map((radio) => radio.closest('label')!.textContent);
    expect(names).toEqual([expect.stringMatching(/^MaisonAmina Bennani12 rue Talaa Kebira, Fès06 61 23 45 67/), expect.stringMatching(/^ParentsFatima Alaoui5 avenue des FAR, Meknès05 22 12 34 56/), expect.stringMatching(/^Une autre adresse/)]);
    // The chosen address stands for the names, phone and city: only the email is asked.
    expect(screen.queryByLabelText('Prénom')).toBeNull();
    expect((screen.getByLabelText('Adresse e-mail') as HTMLInputElement).value).toBe('amina@example.ma');
    await next(user);
    await until(() => currentStep() === 'Livraison', 'the delivery step');
    await choose(user, /^Livraison Fès–Meknès/);
    expect(screen.queryByLabelText(/^Adresse de livraison à/)).toBeNull();
    expect(screen.getByText('12 rue Talaa Kebira, Fès')).toBeTruthy();
    const body = await placeHomeDelivery(user);
    expect(body.customerInfo).toEqual({ firstName: 'Amina', lastName: 'Bennani', email: 'amina@example.ma', phone: '+212661234567' });
    expect(body.deliveryAddress).toEqual({ street: '12 rue Talaa Kebira', city: 'Fès', country: 'MA', postalCode: '' });
    expect(body.saveAddress).toBe(false);
  });

  it('the second one chosen fills the order instead (its city asks for the method again)', async () => {
    const { user } = await checkout('fr', { addresses: SAVED });
    await user.click(await screen.findByRole('radio', { name: /^Parents/ }, { timeout: 5000 }));
    await next(user);
    await until(() => currentStep() === 'Livraison', 'the delivery step');
    expect(screen.getByText('Modes de livraison pour Meknès')).toBeTruthy();
    const body = await placeHomeDelivery(user);
    expect(body.customerInfo).toMatchObject({ firstName: 'Fatima', lastName: 'Alaoui', phone: '+212522123456' });
    expect(body.deliveryAddress).toEqual({ street: '5 avenue des FAR', city: 'Meknès', country: 'MA', postalCode: '' });
  });

  it('another address shows the usual form; the typed street is saved with the order only when the box (unticked at first) is ticked', async () => {
    const { user } = await checkout('fr', { addresses: SAVED });
    await user.click(await screen.findByRole('radio', { name: /^Une autre adresse/ }, { timeout: 5000 }));
    await fillContact(user);
    await next(user);
    await until(() => currentStep() === 'Livraison', 'the delivery step');
    await choose(user, /^Livraison Fès–Meknès/);
    expect((screen.getByRole('checkbox', { name: 'Enregistrer cette adresse dans mon compte' }) as HTMLInputElement).checked).toBe(false);
    const body = await placeHomeDelivery(user, '3 derb Sidi Ahmed', { saveIt: true });
    expect(body.deliveryAddress).toEqual({ street: '3 derb Sidi Ahmed', city: 'Fès', country: 'MA', postalCode: '' });
    expect(body.saveAddress).toBe(true);
  });

  it('without saved addresses the contact step is as before; the box is offered under the street, and not ticked the address is not saved', async () => {
    const { user } = await checkout();
    await fillContact(user);
    expect(screen.queryByRole('radiogroup', { name: 'Livrer à' })).toBeNull();
    await next(user);
    await until(() => currentStep() === 'Livraison', 'the delivery step');
    const body = await placeHomeDelivery(user, '12 rue Talaa Kebira');
    expect(body.saveAddress).toBe(false);
  });

  it('a pickup asks for no address and saves none', async () => {
    const { user } = await checkout('fr', { addresses: SAVED });
    await user.click(await screen.findByRole('radio', { name: /^Une autre adresse/ }, { timeout: 5000 }));
    await fillContact(user);
    await next(user);
    await until(() => currentStep() === 'Livraison', 'the delivery step');
    await choose(user, /^Retrait au magasin/);
    expect(screen.queryByRole('checkbox', { name: 'Enregistrer cette adresse dans mon compte' })).toBeNull();
    expect(screen.queryByText('Livraison à')).toBeNull();
  });
});
