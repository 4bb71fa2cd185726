// Issue 43, item 5: the customer's mails of an order, as the SMTP capture receives them. Placing an order
// mails "received" (not "confirmed": that is staff's confirmation); every order mail gives the order's
// number, a link to the order's page and the shop's phone; a bank transfer's mail gives its deadline
// (7 days); and an order's mails are in the language it was ordered in, not the account's.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema.d.ts';
import * as t from '../../src/server/db/schema.ts';
import { type FakeStripe, startFakeStripe } from '../support/fake-stripe.ts';
import { type CapturedMail, startSmtpCapture } from '../support/smtp-capture.ts';
import { actionBody, courierNamed, staffByCommand, type Who } from '../support/staff-session.ts';
import { json, startTestApp, stopTestApp } from '../support/test-app.ts';

type S = components['schemas'];
type Lang = 'fr' | 'en' | 'ar';

const PUBLIC_URL = 'https://huileries.example';
/** The shop's mobile as the contact page writes it. */
const SHOP_PHONE = '+212 6 61 23 45 67';

let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let stripe: FakeStripe;
let staff: Who;
let amana: string;
let pick: { product: string; variant: string };
let people = 0;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  stripe = await startFakeStripe();
  app = await startTestApp({ smtpUrl: smtp.url, publicUrl: PUBLIC_URL, shopEmail: 'commandes@huileries.example', stripeSecretKey: 'sk_test_local', stripeApiUrl: stripe.url });
  staff = await staffByCommand(app, 'karim@huileries.ma', 'staff');
  amana = await courierNamed(app, staff);
  const products = json<{ data: { products: S['ProductSummary'][] } }>(await app.inject('/api/products?pageSize=48')).data.products;
  const product = products.find((p) => p.variants.some((v) => v.stock >= 40))!;
  pick = { product: product.id, variant: product.variants.find((v) => v.stock >= 40)!.id };
});
afterAll(async () => {
  await stopTestApp(app);
  await smtp?.close();
  await stripe?.close();
});

/** A verified customer whose account speaks `locale` (the language they signed up in). */
async function customer(locale: Lang): Promise<{ email: string; who: Who }> {
  const email = `mails${++people}@example.ma`;
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: `10.43.5.${people}`, payload: { firstName: 'Amina', lastName: 'Bennani', email, password: 'Zitoun#2026', locale } });
  expect(response.statusCode, response.body).toBe(201);
  await app.database.db.update(t.users).set({ isVerified: true }).where(eq(t.users.email, email));
  return { email, who: { authorization: `Bearer ${json<S['AuthResponse']>(response).data.tokens.accessToken}` } };
}

const HOME = { deliveryMethod: { id: 'home-casablanca-rabat' }, deliveryAddress: { street: '12 boulevard Zerktouni', city: 'Casablanca', country: 'MA' } };
const PICKUP = { deliveryMethod: { id: 'pickup' }, selectedShopId: 'meknes-factory', deliveryAddress: { street: '7 rue Rouamzine', city: 'Meknès', country: 'MA' } };
const CASH = { paymentMethod: 'cash-on-delivery' };
const TRANSFER = { paymentMethod: 'bank-transfer', selectedBankId: 'attijariwafa-bank' };
const CARD = { paymentMethod: 'stripe' };

/** Places a direct purchase from the page in `lang` (?lang=, as the shop's client sends it). */
async function place(who: Who, lang: Lang, extra: object): Promise<S['Order']> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/orders?lang=${lang}`,
    headers: who,
    payload: {
      source: 'direct',
      items: [{ ...pick, quantity: 1 }],
      customerInfo: { firstName: 'Amina', lastName: 'Bennani', email: 'contact@example.ma', phone: '+212661234567' },
      ...extra,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<S['OrderResponse']>(response).data.order;
}

async function act(orderId: string, action: string): Promise<void> {
  const response = await app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/actions`, headers: staff, payload: actionBody(action, amana) });
  expect(response.statusCode, response.body).toBe(200);
}

/** The order mails to `email` (their subjects name an order; the sign-up's code does not), once there are `count` of them. */
async function mailsTo(email: string, count: number): Promise<CapturedMail[]> {
  await app.mails.flush();
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = smtp.mails.filter((m) => m.to.includes(email) && /CMD-\d{4}-\d{6}/.test(m.subject));
    if (mails.length >= count || Date.now() > deadline) {
      expect(mails.map((m) => m.subject)).toHaveLength(count);
      return mails;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The page where a shopper sees their order, in the language they ordered in. */
const orderPage = (order: S['Order'], lang: Lang) => `${PUBLIC_URL}/checkout?order=${order._id}${lang === 'fr' ? '' : `&lang=${lang}`}`;

function expectOrderDetails(mail: CapturedMail, order: S['Order'], lang: Lang) {
  const link = orderPage(order, lang);
  for (const body of [mail.text, mail.html]) {
    expect(body, mail.subject).toContain(order.orderNumber);
    expect(body, mail.subject).toContain(SHOP_PHONE);
  }
  expect(mail.text, mail.subject).toContain(link);
  expect(mail.html, mail.subject).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
}

const RECEIVED: Record<Lang, RegExp> = { fr: /reçue/, en: /received/i, ar: /وصلنا طلبك/ };
const CONFIRMED: Record<Lang, (n: string) => string> = {
  fr: (n) => `Votre commande ${n} est confirmée`,
  en: (n) => `Your order ${n} is confirmed`,
  ar: (n) => `تم تأكيد طلبك ${n}`,
};

describe('placing an order, then staff confirming it', () => {
  it.each(['fr', 'en', 'ar'] as const)('mails "received" first, then "confirmed", under two subjects (%s)', async (lang) => {
    const { email, who } = await customer(lang);
    const order = await place(who, lang, { ...HOME, ...CASH });
    const [received] = await mailsTo(email, 1);
    expect(received!.subject).toContain(order.orderNumber);
    expect(received!.subject).toMatch(RECEIVED[lang]);
    expect(received!.text).toMatch(RECEIVED[lang]);

    await act(order._id, 'confirm');
    const [, confirmed] = await mailsTo(email, 2);
    expect(confirmed!.subject).toBe(CONFIRMED[lang](order.orderNumber));
    expect(received!.subject).not.toBe(confirmed!.subject);
  });
});

describe('every mail of an order', () => {
  it('of a home delivery (placed, confirmed, shipped, delivered) gives its number, its page and the shop’s phone (ar)', async () => {
    const { email, who } = await customer('ar');
    const order = await place(who, 'ar', { ...HOME, ...CASH });
    for (const action of ['confirm', 'ship', 'deliver']) await act(order._id, action);
    const mails = await mailsTo(email, 4);
    for (const mail of mails) expectOrderDetails(mail, order, 'ar');
  });

  it('of a pickup (placed, confirmed, ready, collected) gives the same (en)', async () => {
    const { email, who } = await customer('en');
    const order = await place(who, 'en', { ...PICKUP, ...CASH });
    for (const action of ['confirm', 'ready-for-pickup', 'collect']) await act(order._id, action);
    for (const mail of await mailsTo(email, 4)) expectOrderDetails(mail, order, 'en');
  });

  it('of a cancelled order, and of a transfer received, gives the same (fr)', async () => {
    const { email, who } = await customer('fr');
    const cancelled = await place(who, 'fr', { ...HOME, ...CASH });
    await act(cancelled._id, 'cancel');
    const paid = await place(who, 'fr', { ...HOME, ...TRANSFER });
    await act(paid._id, 'mark-paid');
    const [placed, cancel, transfer, markPaid] = await mailsTo(email, 4);
    expectOrderDetails(placed!, cancelled, 'fr');
    expectOrderDetails(cancel!, cancelled, 'fr');
    expectOrderDetails(transfer!, paid, 'fr');
    expectOrderDetails(markPaid!, paid, 'fr');
  });

  it('of a card order, paid or its page expired, gives the same (ar, fr)', async () => {
    const { email, who } = await customer('fr');
    const paid = await place(who, 'ar', { ...HOME, ...CARD });
    stripe.pay(stripe.sessions.at(-1)!.id);
    // Reading the order asks the card provider, which settles it.
    expect((await app.inject({ url: `/api/orders/${paid._id}`, headers: who })).statusCode).toBe(200);
    const expired = await place(who, 'fr', { ...PICKUP, ...CARD });
    stripe.expire(stripe.sessions.at(-1)!.id);
    expect((await app.inject({ url: `/api/orders/${expired._id}`, headers: who })).statusCode).toBe(200);
    const mails = await mailsTo(email, 4);
    for (const mail of mails.filter((m) => m.subject.includes(paid.orderNumber))) expectOrderDetails(mail, paid, 'ar');
    for (const mail of mails.filter((m) => m.subject.includes(expired.orderNumber))) expectOrderDetails(mail, expired, 'fr');
    expect(mails.filter((m) => m.subject.includes(paid.orderNumber))).toHaveLength(2);
  });

  it('of a transfer not received in time, cancelled by the overdue sweep, gives the same (ar)', async () => {
    const { email, who } = await customer('ar');
    const order = await place(who, 'ar', { ...PICKUP, ...TRANSFER });
    await mailsTo(email, 1);
    await app.database.db.update(t.orders).set({ createdAt: sql`now() - interval '8 days'` }).where(eq(t.orders.id, order._id));
    // The hourly job, made due now.
    const job = 'overdue bank transfer sweep';
    await app.database.db.insert(t.periodicJobs).values({ name: job, nextRunAt: sql`now()` }).onConflictDoUpdate({ target: t.periodicJobs.name, set: { nextRunAt: sql`now()` } });
    await app.jobs.tick();
    const [, overdue] = await mailsTo(email, 2);
    expect(overdue!.subject).toContain(order.orderNumber);
    expectOrderDetails(overdue!, order, 'ar');
  });
});

describe('a bank-transfer order’s mail', () => {
  // 7 days after the order, in Morocco's time (src/server/orders/bank-transfers.ts cancels it then).
  const deadlineOf = (order: S['Order'], intl: string) =>
    new Intl.DateTimeFormat(intl, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Casablanca' }).format(new Date(Date.parse(order.createdAt) + 7 * 24 * 3600_000));

  it.each([
    ['fr', 'fr-FR'],
    ['en', 'en-GB'],
    ['ar', 'ar-MA'],
  ] as const)('gives the day the transfer must arrive by (%s)', async (lang, intl) => {
    const { email, who } = await customer(lang);
    const order = await place(who, lang, { ...HOME, ...TRANSFER });
    const [mail] = await mailsTo(email, 1);
    expect(mail!.text).toContain(deadlineOf(order, intl));
    expect(mail!.html).toContain(deadlineOf(order, intl));
  });
});

describe('the language of an order’s mails', () => {
  it('is the one the order was placed in: an account signed up in French ordering in Arabic gets Arabic mails', async () => {
    const { email, who } = await customer('fr');
    const order = await place(who, 'ar', { ...HOME, ...CASH });
    await act(order._id, 'confirm');
    const [received, confirmed] = await mailsTo(email, 2);
    expect(received!.subject).toMatch(RECEIVED.ar);
    expect(confirmed!.subject).toBe(CONFIRMED.ar(order.orderNumber));
    for (const mail of [received!, confirmed!]) {
      expect(mail.html).toContain('dir="rtl"');
      expect(mail.text).not.toMatch(/Bonjour|commande/);
    }
  });

  it('and an account signed up in Arabic ordering in French gets French mails', async () => {
    const { email, who } = await customer('ar');
    const order = await place(who, 'fr', { ...PICKUP, ...CASH });
    await act(order._id, 'confirm');
    const [received, confirmed] = await mailsTo(email, 2);
    expect(received!.subject).toMatch(RECEIVED.fr);
    expect(confirmed!.subject).toBe(CONFIRMED.fr(order.orderNumber));
    for (const mail of [received!, confirmed!]) expect(mail.text).not.toMatch(/[\u0600-\u06FF]/);
  });
});
