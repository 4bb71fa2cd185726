import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema.d.ts';
import * as t from '../../src/server/db/schema.ts';
import { codeIn, startSmtpCapture } from '../support/smtp-capture.ts';
import { staffByCommand, type Who } from '../support/staff-session.ts';
import { json, startTestApp, stopTestApp } from '../support/test-app.ts';

// Issue 47: the shopper's settings (law 09-08: access, rectification, objection).
type S = components['schemas'];
const PASSWORD = 'Zitoun#2026';

let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let staff: Who;
let product: S['ProductSummary'];
let people = 0;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  app = await startTestApp({ smtpUrl: smtp.url });
  staff = await staffByCommand(app, 'gerant@huileries-du-saiss.ma');
  product = json<{ data: { products: S['ProductSummary'][] } }>(await app.inject('/api/products?pageSize=48')).data.products.find((p) => p.variants.some((v) => v.stock >= 20))!;
});
afterAll(async () => {
  await stopTestApp(app);
  await smtp?.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Who, payload?: object) => app.inject({ method, url: `/api${url}`, headers, ...(payload && { payload }), remoteAddress: `10.47.1.${people}` });
const login = (email: string, password: string) => app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: `10.47.2.${++people}`, payload: { email, password } });
/** The newest mail to an address with that subject, waiting for it (a sign-up's mails may come late). */
async function mailTo(to: string, subject: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = smtp.mails.filter((m) => m.to.includes(to) && m.subject === subject).at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${to}: ${smtp.mails.filter((m) => m.to.includes(to)).map((m) => m.subject).join(' | ')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
const refresh = (refreshToken: string) => app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });

/** A verified customer signed in twice (two devices), writing in `locale`. */
async function customer(locale: 'fr' | 'en' | 'ar' = 'fr') {
  const email = `reglages${++people}@example.ma`;
  const registered = await app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: `10.47.0.${people}`, payload: { firstName: 'Amina', lastName: 'Bennani', email, password: PASSWORD, locale } });
  expect(registered.statusCode, registered.body).toBe(201);
  await app.database.db.update(t.users).set({ isVerified: true }).where(eq(t.users.email, email));
  const here = json<S['AuthResponse']>(registered).data;
  const other = json<S['AuthResponse']>(await login(email, PASSWORD)).data;
  return { email, id: here.user.id, headers: { authorization: `Bearer ${here.tokens.accessToken}` }, tokens: here.tokens, otherDevice: other.tokens };
}

async function placeOrder(who: Who, email: string) {
  const variant = product.variants.find((v) => v.stock >= 20)!;
  expect((await call('POST', '/cart/items', who, { productId: product.id, variantId: variant.id, quantity: 1 })).statusCode).toBe(200);
  const placed = await call('POST', '/orders', who, {
    source: 'cart',
    customerInfo: { firstName: 'Amina', lastName: 'Bennani', email, phone: '+212661234567' },
    deliveryAddress: { street: '12 boulevard Zerktouni', city: 'Casablanca', country: 'MA' },
    billingAddress: { street: '3 rue de Fès', city: 'Rabat', country: 'MA' },
    paymentMethod: 'cash-on-delivery',
    deliveryMethod: { id: 'home-casablanca-rabat' },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return json<{ data: { order: S['Order'] } }>(placed).data.order;
}

describe('the profile', () => {
  it('answers and keeps the new names, phone (any local spelling) and language', async () => {
    const amina = await customer();
    const updated = await call('PUT', '/auth/me', amina.headers, { firstName: 'Aïcha', lastName: 'El Idrissi', phone: '+212 6 61 23 45 67', locale: 'ar' });
    expect(updated.statusCode, updated.body).toBe(200);
    const user = json<S['UserResponse']>(updated).data.user;
    expect(user).toMatchObject({ firstName: 'Aïcha', lastName: 'El Idrissi', name: 'Aïcha El Idrissi', locale: 'ar' });
    expect(user.phone?.international).toBe('+212661234567');
    expect(json<S['UserResponse']>(await call('GET', '/auth/me', amina.headers)).data.user).toEqual(user);
    expect((await call('PUT', '/auth/me', amina.headers, { phone: '12' })).statusCode).toBe(400);
  });
});

describe('changing the password', () => {
  it('needs the current one; signs the other devices out, keeps this one; the new signs in, the old not; a mail tells', async () => {
    const amina = await customer('en');
    const wrong = await call('POST', '/auth/password', amina.headers, { currentPassword: 'Pas#Le2Bon', newPassword: 'Argane#2027' });
    expect(wrong.statusCode).toBe(400);
    expect(json<S['ErrorResponse']>(wrong)).toMatchObject({ code: 'WRONG_PASSWORD', details: [{ field: 'body.currentPassword' }] });
    expect((await call('POST', '/auth/password', amina.headers, { currentPassword: PASSWORD, newPassword: 'faible' })).statusCode).toBe(400);
    expect((await login(amina.email, PASSWORD)).statusCode).toBe(200);

    const changed = await call('POST', '/auth/password', amina.headers, { currentPassword: PASSWORD, newPassword: 'Argane#2027' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await refresh(amina.otherDevice.refreshToken)).statusCode).toBe(401);
    expect((await call('GET', '/auth/me', { authorization: `Bearer ${amina.otherDevice.accessToken}` })).statusCode).toBe(401);
    expect((await call('GET', '/auth/me', amina.headers)).statusCode).toBe(200);
    expect((await refresh(amina.tokens.refreshToken)).statusCode).toBe(200);
    expect((await login(amina.email, PASSWORD)).statusCode).toBe(401);
    expect((await login(amina.email, 'Argane#2027')).statusCode).toBe(200);
    await mailTo(amina.email, 'Your password was changed');
  });
});

describe('changing the email address', () => {
  it('takes effect only with the code mailed to the new address; the old address is told', async () => {
    const amina = await customer();
    const newEmail = `nouvelle${people}@example.ma`;
    expect(json<S['ErrorResponse']>(await call('POST', '/auth/email-change', amina.headers, { newEmail, password: 'Pas#Le2Bon' })).code).toBe('WRONG_PASSWORD');
    const asked = await call('POST', '/auth/email-change', amina.headers, { newEmail, password: PASSWORD });
    expect(asked.statusCode, asked.body).toBe(200);
    const code = codeIn(await mailTo(newEmail, 'Confirmez votre nouvelle adresse e-mail'));
    // Not yet: the old address signs in, the new one does not.
    expect((await login(newEmail, PASSWORD)).statusCode).toBe(401);
    expect((await login(amina.email, PASSWORD)).statusCode).toBe(200);
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect(json<S['ErrorResponse']>(await call('POST', '/auth/email-change/confirm', amina.headers, { code: wrongCode })).code).toBe('INVALID_CODE');

    const confirmed = await call('POST', '/auth/email-change/confirm', amina.headers, { code });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(json<S['UserResponse']>(confirmed).data.user.email).toBe(newEmail);
    expect((await login(newEmail, PASSWORD)).statusCode).toBe(200);
    expect((await login(amina.email, PASSWORD)).statusCode).toBe(401);
    const told = await mailTo(amina.email, 'L’adresse e-mail de votre compte a changé');
    expect(told.text).toContain(newEmail);
    // Single use.
    expect((await call('POST', '/auth/email-change/confirm', amina.headers, { code })).statusCode).toBe(400);
  });

  it('answers the same for an address that has an account, and refuses it to whoever holds the code', async () => {
    const [amina, karim] = [await customer(), await customer()];
    const asked = await call('POST', '/auth/email-change', amina.headers, { newEmail: karim.email, password: PASSWORD });
    expect(asked.statusCode, asked.body).toBe(200);
    const code = codeIn(await mailTo(karim.email, 'Confirmez votre nouvelle adresse e-mail'));
    const refused = await call('POST', '/auth/email-change/confirm', amina.headers, { code });
    expect(refused.statusCode).toBe(409);
    expect(json<S['ErrorResponse']>(refused).code).toBe('EMAIL_TAKEN');
    expect((await login(amina.email, PASSWORD)).statusCode).toBe(200);
    expect((await login(karim.email, PASSWORD)).statusCode).toBe(200);
  });
});

describe('downloading my data', () => {
  it('is a dated JSON file with the profile, addresses, orders, reviews, consents and newsletter', async () => {
    const amina = await customer();
    const order = await placeOrder(amina.headers, amina.email);
    await app.database.db.insert(t.addresses).values({ userId: amina.id, label: 'Maison', firstName: 'Amina', lastName: 'Bennani', street: '12 boulevard Zerktouni', city: 'Casablanca', isDefault: true });
    await app.database.db.insert(t.reviews).values({ productId: product.id, userId: amina.id, author: 'Amina B.', rating: 5, comment: 'Excellente huile', date: '2026-01-10', status: 'pending' });
    await app.database.db.insert(t.newsletterSubscribers).values({ email: amina.email, locale: 'fr' });
    const response = await call('GET', '/auth/me/data', amina.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = json<S['MyDataResponse']>(response).data;
    expect(data.profile.email).toBe(amina.email);
    expect(data.addresses).toEqual([expect.objectContaining({ label: 'Maison', street: '12 boulevard Zerktouni', isDefault: true })]);
    expect(data.orders.map((o) => o.orderNumber)).toEqual([order.orderNumber]);
    expect(data.orders[0]).toMatchObject({ total: order.total, status: order.status, items: order.items, payment: order.payment });
    expect(data.reviews).toEqual([expect.objectContaining({ productId: product.id, rating: 5, comment: 'Excellente huile' })]);
    expect(data.consents).toEqual([expect.objectContaining({ kind: 'terms', granted: true })]);
    expect(data.newsletter).toMatchObject({ locale: 'fr' });
    expect((await call('GET', '/auth/me/data', {})).statusCode).toBe(401);
  });
});

describe('deleting my account', () => {
  it('needs the password; then nothing signs in, the order stays for staff anonymised, and a last mail goes', async () => {
    const amina = await customer('ar');
    const order = await placeOrder(amina.headers, amina.email);
    await app.database.db.insert(t.addresses).values({ userId: amina.id, firstName: 'Amina', lastName: 'Bennani', street: '12 boulevard Zerktouni', city: 'Casablanca' });
    await app.database.db.insert(t.reviews).values({ productId: product.id, userId: amina.id, author: 'Amina B.', rating: 1, comment: 'Bof, amère cette fois', date: '2026-01-10', status: 'approved' });
    await app.catalogue.refresh();
    const comments = async () => json<{ data: { product: S['Product'] } }>(await app.inject(`/api/products/${product.slug}`)).data.product.reviews.map((r) => r.comment);
    expect(await comments()).toContain('Bof, amère cette fois');

    const wrong = await call('POST', '/auth/me/delete', amina.headers, { password: 'Pas#Le2Bon' });
    expect(wrong.statusCode).toBe(400);
    expect(json<S['ErrorResponse']>(wrong)).toMatchObject({ code: 'WRONG_PASSWORD', details: [{ field: 'body.password' }] });
    expect((await login(amina.email, PASSWORD)).statusCode).toBe(200);

    const deleted = await call('POST', '/auth/me/delete', amina.headers, { password: PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await login(amina.email, PASSWORD)).statusCode).toBe(401);
    expect((await refresh(amina.tokens.refreshToken)).statusCode).toBe(401);
    expect((await refresh(amina.otherDevice.refreshToken)).statusCode).toBe(401);
    expect((await call('GET', '/auth/me', amina.headers)).statusCode).toBe(401);
    await mailTo(amina.email, 'تم حذف حسابك');

    for (const table of [t.addresses, t.reviews, t.consentRecords, t.refreshTokens, t.oneTimeCodes, t.carts]) {
      expect(await app.database.db.select().from(table).where(eq(table.userId, amina.id))).toEqual([]);
    }
    const listed = json<S['AdminOrderListResponse']>(await app.inject({ url: `/api/admin/orders?q=${order.orderNumber}`, headers: staff })).data.orders;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ orderNumber: order.orderNumber, total: order.total });
    expect(listed[0]!.email).not.toBe(amina.email);
    expect(listed[0]!.customerName).not.toContain('Amina');
    const detail = await app.inject({ url: `/api/admin/orders/${order._id}`, headers: staff });
    expect(detail.statusCode, detail.body).toBe(200);
    const kept = json<S['AdminOrderResponse']>(detail).data;
    expect(kept.account).toBeNull();
    expect(kept.order).toMatchObject({ orderNumber: order.orderNumber, total: order.total, items: order.items, paymentMethod: order.paymentMethod, status: order.status });
    expect(kept.order.deliveryAddress).toMatchObject({ city: 'Casablanca' });
    expect(detail.body).not.toMatch(/Amina|Bennani|Zerktouni|661234567|rue de Fès/);
    expect(detail.body).not.toContain(amina.email);
    const [row] = await app.database.db.select().from(t.orders).where(eq(t.orders.id, order._id));
    expect(row!.customerErasedAt).not.toBeNull();
    expect(row!.billingAddress).toMatchObject({ city: 'Rabat' });
    expect(JSON.stringify(row!.billingAddress)).not.toContain('rue de Fès');
    // The deleted approved review no longer counts on the product's page.
    expect(await comments()).not.toContain('Bof, amère cette fois');
  });
});
