import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { components } from '../../openapi/schema.d.ts';
import * as t from '../../src/server/db/schema.ts';
import { startSmtpCapture } from '../support/smtp-capture.ts';
import { json, startTestApp, stopTestApp } from '../support/test-app.ts';

type S = components['schemas'];
type Order = S['Order'];
type ErrorBody = S['ErrorResponse'];

let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let products: S['Product'][];
let people = 0;
const SHOP = 'commandes@huileries.example.ma';

beforeAll(async () => {
  smtp = await startSmtpCapture();
  app = await startTestApp({ smtpUrl: smtp.url, shopEmail: SHOP, publicUrl: 'https://shop.example.ma' });
  const list = json<{ data: { products: S['ProductSummary'][] } }>(await app.inject('/api/products?pageSize=48')).data.products;
  products = await Promise.all(list.map(async (p) => json<{ data: { product: S['Product'] } }>(await app.inject(`/api/products/${p.id}`)).data.product));
});
afterAll(async () => {
  await stopTestApp(app);
  await smtp?.close();
});

const expectOnContract = (response: LightMyRequestResponse) => expect(response.headers['x-contract-violation'], response.body).toBeUndefined();
const picks = () => products.flatMap((p) => p.variants.filter((v) => v.stock >= 20).map((v) => ({ product: p, variant: v })));

async function customer({ verified = true } = {}) {
  const email = `client${++people}@example.ma`;
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: `10.8.0.${people}`, payload: { firstName: 'Amina', lastName: 'Bennani', email, password: 'Zitoun#2026' } });
  expect(response.statusCode, response.body).toBe(201);
  if (verified) await app.database.db.update(t.users).set({ isVerified: true }).where(eq(t.users.email, email));
  const token = json<S['AuthResponse']>(response).data.tokens.accessToken;
  return { email, headers: { authorization: `Bearer ${token}` } };
}

const orderBody = (email: string, extra: Record<string, unknown> = {}) => ({
  source: 'cart',
  customerInfo: { firstName: 'Amina', lastName: 'Bennani', email, phone: '+212661234567' },
  deliveryAddress: { street: '12 rue Allal Ben Abdellah', city: 'Fès', country: 'MA' },
  paymentMethod: 'cash-on-delivery',
  deliveryMethod: { id: 'pickup' },
  selectedShopId: 'meknes-factory',
  ...extra,
});

async function addToCart(headers: Record<string, string>, pick: ReturnType<typeof picks>[number], quantity: number) {
  const response = await app.inject({ method: 'POST', url: '/api/cart/items', headers, payload: { productId: pick.product.id, variantId: pick.variant.id, quantity } });
  expect(response.statusCode, response.body).toBe(200);
}

const order = (headers: Record<string, string>, payload: object, extra: Record<string, string> = {}, url = '/api/orders') => app.inject({ method: 'POST', url, headers: { ...headers, ...extra }, payload });

async function stockOf(variantId: string) {
  const [row] = await app.database.db.select({ stock: t.variants.stock }).from(t.variants).where(eq(t.variants.id, variantId));
  return row!.stock;
}

describe('placing an order', () => {
  it.each(['en', 'ar'] as const)('tells the shop (SHOP_EMAIL) of each new order in French, for a customer writing in %s: customer, lines, totals, payment, delivery, notes and a link to the order', async (locale) => {
    const email = `anglais${++people}@example.ma`;
    const registered = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: `10.8.1.${people}`,
      payload: { firstName: 'Sarah', lastName: 'Miller', email, password: 'Zitoun#2026', locale },
    });
    await app.database.db.update(t.users).set({ isVerified: true }).where(eq(t.users.email, email));
    const headers = { authorization: `Bearer ${json<S['AuthResponse']>(registered).data.tokens.accessToken}` };
    const pick = picks()[4]!;
    const since = smtp.mails.length;
    const response = await order(
      headers,
      orderBody(email, {
        source: 'direct',
        items: [{ product: pick.product.id, variant: pick.variant.id, quantity: 2 }],
        customerInfo: { firstName: 'Sarah', lastName: 'Miller', email, phone: '+212661234567' },
        paymentMethod: 'bank-transfer',
        selectedBankId: 'attijariwafa-bank',
        notes: 'Appeler avant de passer',
      }),
      {},
      `/api/orders?lang=${locale}`,
    );
    expect(response.statusCode, response.body).toBe(201);
    const placed = json<{ data: { order: S['Order'] } }>(response).data.order;
    const named = json<{ data: { product: S['Product'] } }>(await app.inject(`/api/products/${pick.product.id}?lang=${locale}`)).data.product;
    expect(named.name).not.toBe(pick.product.name);
    expect(placed.items[0]!.productTitle).toBe(named.name);
    const mail = await vi.waitFor(() => {
      const found = smtp.mails.slice(since).find((m) => m.to.includes(SHOP));
      if (!found) throw new Error('no mail to the shop yet');
      return found;
    }, 5000);
    const dh = (centimes: number) => `${(centimes / 100).toFixed(2)} DH`;
    expect(mail.subject).toBe(`Nouvelle commande ${placed.orderNumber} – ${dh(placed.total)}`);
    // In French whatever the customer's language: the product's French name, French words.
    expect(mail.text).toContain('Client : Sarah Miller');
    expect(mail.text).toContain(`E-mail : ${email}`);
    expect(mail.text).toContain('Téléphone : +212661234567');
    expect(mail.text).toContain(`2 × ${pick.product.name} (${pick.variant.size}) — ${dh(pick.variant.price)} = ${dh(pick.variant.price * 2)}`);
    expect(mail.text).toContain(`TVA (10%) : ${dh(placed.vat)}`);
    expect(mail.text).toContain(`Total : ${dh(placed.total)}`);
    expect(mail.text).toContain('Paiement : virement bancaire (à recevoir), ');
    expect(mail.text).toContain('(retrait en magasin)');
    expect(mail.text).toMatch(/À retirer à : .+, .+, .+/);
    expect(mail.text).toContain('Remarques du client : Appeler avant de passer');
    expect(mail.text).toContain(`Voir la commande dans le back-office : https://shop.example.ma/admin/orders/${placed._id}`);
    expect(smtp.mails.slice(since).filter((m) => m.to.includes(SHOP))).toHaveLength(1);
  });

  it('rebuilds the lines from the cart and the database, ignores a sent price or total, adds shipping and VAT, takes the stock, empties the cart and mails the customer', async () => {
    const { email, headers } = await customer();
    const [a, b] = picks();
    await addToCart(headers, a!, 2);
    await addToCart(headers, b!, 1);
    const before = [await stockOf(a!.variant.id), await stockOf(b!.variant.id)];
    const since = smtp.mails.length;
    const response = await order(headers, orderBody(email, { deliveryMethod: { id: 'home-casablanca-rabat' }, deliveryAddress: { street: '12 boulevard Zerktouni', city: 'Casablanca', country: 'MA' }, selectedShopId: undefined, total: 1 }));
    expectOnContract(response);
    expect(response.statusCode, response.body).toBe(201);
    const placed = json<{ data: { order: Order } }>(response).data.order;
    const subtotal = a!.variant.price * 2 + b!.variant.price;
    const vat = Math.round(subtotal / 10);
    expect(placed).toMatchObject({ source: 'cart', status: 'pending', subtotal, shipping: 2500, vat, total: subtotal + 2500 + vat, paymentMethod: 'cash-on-delivery', pickupShop: null, bank: null });
    expect(placed.orderNumber).toMatch(/^CMD-\d{4}-\d{6}$/);
    expect(placed.items.map((i) => [i.variantId, i.quantity, i.price])).toEqual([
      [a!.variant.id, 2, a!.variant.price],
      [b!.variant.id, 1, b!.variant.price],
    ]);
    expect([await stockOf(a!.variant.id), await stockOf(b!.variant.id)]).toEqual([before[0]! - 2, before[1]! - 1]);
    const cart = json<{ data: { cart: S['Cart'] } }>(await app.inject({ url: '/api/cart', headers })).data.cart;
    expect(cart.items).toEqual([]);
    // The verification mail of the signup may land too: look for the confirmation itself.
    const mail = await vi.waitFor(() => {
      const found = smtp.mails.slice(since).find((m) => m.to.includes(email) && m.subject.startsWith('Votre commande'));
      if (!found) throw new Error('no confirmation yet');
      return found;
    });
    expect(mail.subject).toBe(`Votre commande ${placed.orderNumber} est reçue`);
    expect(mail.text).toContain(`Total: ${((subtotal + 2500 + vat) / 100).toFixed(2)} DH`);
    expect(mail.text).toContain(a!.product.name);
    expect(mail.text).toContain('Paiement à la livraison, en espèces à la réception.');
    // Home delivery: the method and the address the order goes to.
    expect(mail.text).toContain(`Mode de livraison: ${placed.deliveryMethod.name} (livraison à domicile)`);
    expect(mail.text).toContain('Adresse de livraison: 12 boulevard Zerktouni, Casablanca, Maroc');
  });

  it('orders one product directly by bank transfer with free store pickup; a sent price is ignored', async () => {
    const { email, headers } = await customer();
    const pick = picks()[3]!;
    const response = await order(
      headers,
      orderBody(email, { source: 'direct', items: [{ product: pick.product.id, variant: pick.variant.id, quantity: 3, price: 1 }], paymentMethod: 'bank-transfer', selectedBankId: 'attijariwafa-bank' }),
    );
    expectOnContract(response);
    expect(response.statusCode, response.body).toBe(201);
    const placed = json<{ data: { order: Order } }>(response).data.order;
    expect(placed).toMatchObject({ source: 'direct', status: 'awaiting-payment', shipping: 0, subtotal: pick.variant.price * 3, payment: { status: 'awaiting-transfer' } });
    expect(placed.pickupShop?._id).toBe('meknes-factory');
    expect(placed.bank?.id).toBe('attijariwafa-bank');
    // The mail says where to send the transfer.
    const mail = await vi.waitFor(() => {
      const found = smtp.mails.find((m) => m.to.includes(email) && m.subject.includes(placed.orderNumber));
      if (!found) throw new Error('no confirmation yet');
      return found;
    });
    expect(mail.text).toContain(`RIB ${placed.bank!.rib}`);
    // A pickup: where to collect it, not a home address.
    expect(mail.text).toContain(`Mode de livraison: ${placed.deliveryMethod.name} (retrait en magasin)`);
    expect(mail.text).toContain(`À retirer à: ${placed.pickupShop!.title}, ${placed.pickupShop!.address}, ${placed.pickupShop!.city}`);
    expect(mail.text).not.toContain('Adresse de livraison');
  });

  it.each([
    [{ deliveryMethod: { id: 'pickup' }, selectedShopId: undefined }, 'selectedShopId'],
    [{ paymentMethod: 'bank-transfer' }, 'selectedBankId'],
    [{ deliveryMethod: { id: 'teleportation' } }, 'deliveryMethodId'],
  ])('names the field that is missing: %j', async (change, field) => {
    const { email, headers } = await customer();
    await addToCart(headers, picks()[0]!, 1);
    const response = await order(headers, orderBody(email, change));
    expectOnContract(response);
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response).details?.[0]?.field).toBe(field);
  });

  it('refuses card payment while it is not available, and an empty cart', async () => {
    const { email, headers } = await customer();
    const empty = await order(headers, orderBody(email));
    expect(empty.statusCode).toBe(409);
    await addToCart(headers, picks()[0]!, 1);
    const card = await order(headers, orderBody(email, { paymentMethod: 'stripe' }));
    expectOnContract(card);
    expect(card.statusCode).toBe(409);
    expect(json<ErrorBody>(card).code).toBe('PAYMENT_UNAVAILABLE');
  });

  it('gives the last unit to exactly one of two orders placed at once', async () => {
    const pick = picks()[5]!;
    await app.database.db.update(t.variants).set({ stock: 1 }).where(eq(t.variants.id, pick.variant.id));
    const first = await customer();
    const second = await customer();
    await addToCart(first.headers, pick, 1);
    await addToCart(second.headers, pick, 1);
    const answers = await Promise.all([order(first.headers, orderBody(first.email)), order(second.headers, orderBody(second.email))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expectOnContract(refused);
    expect(json<ErrorBody>(refused)).toMatchObject({ code: 'OUT_OF_STOCK' });
    expect(json<ErrorBody>(refused).message).toContain('no longer in stock');
    expect(await stockOf(pick.variant.id)).toBe(0);
  });

  it('returns the first order when the same Idempotency-Key comes again', async () => {
    const { email, headers } = await customer();
    await addToCart(headers, picks()[1]!, 1);
    const key = { 'idempotency-key': 'checkout-7f3a9c21-retry' };
    const first = await order(headers, orderBody(email), key);
    const again = await order(headers, orderBody(email), key);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(json<{ data: { order: Order } }>(again).data.order._id).toBe(json<{ data: { order: Order } }>(first).data.order._id);
    const [user] = await app.database.db.select().from(t.users).where(eq(t.users.email, email));
    expect(await app.database.db.select().from(t.orders).where(eq(t.orders.userId, user!.id))).toHaveLength(1);
  });

  it('refuses the same Idempotency-Key with another body (422), keys in another order being the same body', async () => {
    const { email, headers } = await customer();
    await addToCart(headers, picks()[3]!, 1);
    const key = { 'idempotency-key': 'checkout-edited-after-timeout' };
    const first = await order(headers, orderBody(email), key);
    expect(first.statusCode, first.body).toBe(201);
    // The shopper changed the address after a lost answer: the first order must not pass for this one.
    const edited = await order(headers, orderBody(email, { deliveryAddress: { street: '3 avenue Hassan II', city: 'Rabat', country: 'MA' } }), key);
    expectOnContract(edited);
    expect(edited.statusCode, edited.body).toBe(422);
    expect(json<ErrorBody>(edited)).toMatchObject({ success: false, code: 'IDEMPOTENCY_KEY_REUSED' });
    const reordered = Object.fromEntries(Object.entries(orderBody(email)).reverse());
    const again = await order(headers, reordered, key);
    expect(again.statusCode, again.body).toBe(201);
    expect(json<{ data: { order: Order } }>(again).data.order._id).toBe(json<{ data: { order: Order } }>(first).data.order._id);
    const [user] = await app.database.db.select().from(t.users).where(eq(t.users.email, email));
    expect(await app.database.db.select().from(t.orders).where(eq(t.orders.userId, user!.id))).toHaveLength(1);
  });

  it('answers a key whose order was stored before bodies were fingerprinted with that order', async () => {
    const { email, headers } = await customer();
    await addToCart(headers, picks()[3]!, 1);
    const key = { 'idempotency-key': 'checkout-from-before-fingerprints' };
    const first = await order(headers, orderBody(email), key);
    expect(first.statusCode, first.body).toBe(201);
    const firstId = json<{ data: { order: Order } }>(first).data.order._id;
    // Rows written before the fingerprint column have none: the key alone still names their order.
    await app.database.db.update(t.orders).set({ idempotencyFingerprint: null }).where(eq(t.orders.id, firstId));
    const edited = await order(headers, orderBody(email, { deliveryAddress: { street: '3 avenue Hassan II', city: 'Rabat', country: 'MA' } }), key);
    expect(edited.statusCode, edited.body).toBe(201);
    expect(json<{ data: { order: Order } }>(edited).data.order._id).toBe(firstId);
  });

  it('answers ten submits of one key sent at once with the one order, mailed once', async () => {
    const { email, headers } = await customer();
    await addToCart(headers, picks()[2]!, 1);
    const since = smtp.mails.length;
    const key = { 'idempotency-key': 'checkout-double-click-0001' };
    const answers = await Promise.all(Array.from({ length: 10 }, () => order(headers, orderBody(email), key)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => json<{ data: { order: Order } }>(a).data.order._id)).size).toBe(1);
    const confirmations = () => smtp.mails.slice(since).filter((m) => m.to.includes(email) && m.subject.startsWith('Votre commande'));
    // The first mail, however busy the machine; then time for a second one to show, if there were one.
    await vi.waitFor(() => expect(confirmations().length).toBeGreaterThan(0), 5000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(confirmations()).toHaveLength(1);
  });
});

describe('unpaid orders hold stock, so one account may hold only so many', () => {
  const direct = (email: string, pick: ReturnType<typeof picks>[number], quantity: number) =>
    orderBody(email, { source: 'direct', items: [{ product: pick.product.id, variant: pick.variant.id, quantity }] });

  it('a sixth unpaid order is refused (409) and takes nothing; once one is delivered, it goes through', async () => {
    const { email, headers } = await customer();
    const pick = picks()[4]!;
    for (let i = 0; i < 5; i++) expect((await order(headers, direct(email, pick, 1))).statusCode).toBe(201);
    const stock = await stockOf(pick.variant.id);
    const sixth = await order(headers, direct(email, pick, 1));
    expectOnContract(sixth);
    expect(sixth.statusCode, sixth.body).toBe(409);
    expect(json<ErrorBody>(sixth)).toMatchObject({ code: 'TOO_MANY_OPEN_ORDERS' });
    expect(await stockOf(pick.variant.id)).toBe(stock);
    const [user] = await app.database.db.select().from(t.users).where(eq(t.users.email, email));
    const [first] = await app.database.db.select().from(t.orders).where(eq(t.orders.userId, user!.id)).limit(1);
    await app.database.db.update(t.orders).set({ status: 'delivered' }).where(eq(t.orders.id, first!.id));
    expect((await order(headers, direct(email, pick, 1))).statusCode).toBe(201);
  });

  const transfer = (email: string, pick: ReturnType<typeof picks>[number], quantity: number) => ({ ...direct(email, pick, quantity), paymentMethod: 'bank-transfer', selectedBankId: 'attijariwafa-bank' });

  it('unpaid orders may hold 100 units in all', async () => {
    const { email, headers } = await customer();
    const pick = products.flatMap((p) => p.variants.filter((v) => v.stock >= 120).map((v) => ({ product: p, variant: v })))[0]!;
    expect((await order(headers, transfer(email, pick, 60))).statusCode).toBe(201);
    const over = await order(headers, transfer(email, pick, 41));
    expect(over.statusCode, over.body).toBe(409);
    expect(json<ErrorBody>(over)).toMatchObject({ code: 'TOO_MANY_OPEN_ORDERS' });
    expect((await order(headers, transfer(email, pick, 40))).statusCode).toBe(201);
  });

  // Issue 45, item 6: three unpaid cash orders once held 60 of a variant's 74 units.
  it('cash orders awaiting their call hold 10 units of one variant at most: the 11th is refused (409), and freed by the call', async () => {
    const { email, headers } = await customer();
    const [pick, other] = products.flatMap((p) => p.variants.filter((v) => v.stock >= 120).map((v) => ({ product: p, variant: v }))).slice(2, 4);
    const first = await order(headers, direct(email, pick!, 6));
    expect(first.statusCode, first.body).toBe(201);
    expect((await order(headers, direct(email, pick!, 4))).statusCode).toBe(201);
    const stock = await stockOf(pick!.variant.id);
    const eleventh = await order(headers, direct(email, pick!, 1));
    expectOnContract(eleventh);
    expect(eleventh.statusCode, eleventh.body).toBe(409);
    expect(json<ErrorBody>(eleventh)).toMatchObject({ code: 'TOO_MANY_UNCONFIRMED_UNITS' });
    expect(json<ErrorBody>(eleventh).message).toContain('10 units');
    expect(await stockOf(pick!.variant.id)).toBe(stock);
    // Another variant, or the same one paid by transfer, is not held by the cap.
    expect((await order(headers, direct(email, other!, 10))).statusCode).toBe(201);
    expect((await order(headers, transfer(email, pick!, 1))).statusCode).toBe(201);
    // Once staff confirm the orders on the phone, they no longer count.
    const [user] = await app.database.db.select().from(t.users).where(eq(t.users.email, email));
    await app.database.db.update(t.orders).set({ fulfilment: 'confirmed' }).where(eq(t.orders.userId, user!.id));
    const afterCall = await order(headers, direct(email, pick!, 10));
    expect(afterCall.statusCode, afterCall.body).toBe(201);
  });

  it('ten orders sent at once from one account: five are placed', async () => {
    const { email, headers } = await customer();
    const pick = products.flatMap((p) => p.variants.filter((v) => v.stock >= 120).map((v) => ({ product: p, variant: v })))[1]!;
    const answers = await Promise.all(Array.from({ length: 10 }, () => order(headers, direct(email, pick, 1))));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(5);
  });
});

describe('who may order and read orders', () => {
  it('an unverified customer gets a clear refusal', async () => {
    const { email, headers } = await customer({ verified: false });
    await addToCart(headers, picks()[0]!, 1);
    const response = await order(headers, orderBody(email));
    expectOnContract(response);
    expect(response.statusCode).toBe(403);
    expect(json<ErrorBody>(response)).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', message: 'Please verify your email address before ordering' });
  });

  it('only the owner reads an order: another customer gets 404, nobody signed in 401', async () => {
    const owner = await customer();
    await addToCart(owner.headers, picks()[2]!, 1);
    const placed = json<{ data: { order: Order } }>(await order(owner.headers, orderBody(owner.email))).data.order;
    const mine = await app.inject({ url: `/api/orders/${placed._id}`, headers: owner.headers });
    expectOnContract(mine);
    expect(json<{ data: { order: Order } }>(mine).data.order.orderNumber).toBe(placed.orderNumber);
    const other = await customer();
    const theirs = await app.inject({ url: `/api/orders/${placed._id}`, headers: other.headers });
    expectOnContract(theirs);
    expect(theirs.statusCode).toBe(404);
    expect((await app.inject({ url: `/api/orders/${placed._id}` })).statusCode).toBe(401);
  });

  it('shows the delivery method in the language asked, as checkout named it', async () => {
    const owner = await customer();
    await addToCart(owner.headers, picks()[4]!, 1);
    const placed = json<{ data: { order: Order } }>(await order(owner.headers, orderBody(owner.email))).data.order;
    for (const lang of ['fr', 'en', 'ar'] as const) {
      const methods = json<S['DeliveryMethodListResponse']>(await app.inject(`/api/checkout/delivery-methods?lang=${lang}`)).data;
      const pickup = methods.find((method) => method._id === 'pickup')!;
      const read = await app.inject({ url: `/api/orders/${placed._id}?lang=${lang}`, headers: owner.headers });
      expectOnContract(read);
      expect(json<{ data: { order: Order } }>(read).data.order.deliveryMethod, lang).toMatchObject({ id: 'pickup', name: pickup.name, type: 'pickup' });
    }
  });

  it('shows a bank-transfer order as paid once paid, and as cancelled once cancelled', async () => {
    const owner = await customer();
    await addToCart(owner.headers, picks()[7]!, 1);
    const placed = json<{ data: { order: Order } }>(await order(owner.headers, orderBody(owner.email, { paymentMethod: 'bank-transfer', selectedBankId: 'attijariwafa-bank' }))).data.order;
    expect(placed.payment).toEqual({ status: 'awaiting-transfer', checkoutUrl: null });
    for (const status of ['paid', 'cancelled'] as const) {
      await app.database.db.update(t.orders).set({ status }).where(eq(t.orders.id, placed._id));
      const read = await app.inject({ url: `/api/orders/${placed._id}`, headers: owner.headers });
      expectOnContract(read);
      expect(json<{ data: { order: Order } }>(read).data.order.payment).toEqual({ status, checkoutUrl: null });
    }
  });

  it('a customer lists their own orders, newest first, a page at a time; nobody signed in gets 401', async () => {
    const owner = await customer();
    const placed: Order[] = [];
    for (const [i, quantity] of [
      [0, 1],
      [1, 2],
      [2, 3],
    ] as const) {
      await addToCart(owner.headers, picks()[i]!, quantity);
      placed.push(json<{ data: { order: Order } }>(await order(owner.headers, orderBody(owner.email))).data.order);
    }
    // Someone else's order is not in the list.
    const other = await customer();
    await addToCart(other.headers, picks()[3]!, 1);
    await order(other.headers, orderBody(other.email));

    const first = await app.inject({ url: '/api/orders?pageSize=2', headers: owner.headers });
    expectOnContract(first);
    expect(first.statusCode).toBe(200);
    const list = json<{ data: S['OrderListResponse']['data'] }>(first).data;
    expect(list).toMatchObject({ page: 1, pageSize: 2, total: 3 });
    expect(list.orders.map((o) => o.orderNumber)).toEqual([placed[2]!.orderNumber, placed[1]!.orderNumber]);
    expect(list.orders[0]).toEqual({
      _id: placed[2]!._id,
      orderNumber: placed[2]!.orderNumber,
      status: 'pending',
      fulfilment: 'placed',
      createdAt: placed[2]!.createdAt,
      itemCount: 3,
      total: placed[2]!.total,
      currency: 'MAD',
      paymentMethod: 'cash-on-delivery',
    });
    const second = json<{ data: S['OrderListResponse']['data'] }>(await app.inject({ url: '/api/orders?pageSize=2&page=2', headers: owner.headers })).data;
    expect(second.orders.map((o) => o.orderNumber)).toEqual([placed[0]!.orderNumber]);
    const none = json<{ data: S['OrderListResponse']['data'] }>(await app.inject({ url: '/api/orders', headers: (await customer()).headers })).data;
    expect(none).toEqual({ orders: [], page: 1, pageSize: 10, total: 0 });
    expect((await app.inject({ url: '/api/orders' })).statusCode).toBe(401);
  });
});
