// Issue 43, item 2: the order mails say which figure is which. The lines and the subtotal are HT (the
// catalogue's prices), the VAT is 'TVA (10%)' of the subtotal, the total is TTC; in the customer's mail
// in their language, in the shop's mail in French.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { components } from '../../openapi/schema.d.ts';
import { signedUpCustomer } from '../support/customer.ts';
import { type CapturedMail, startSmtpCapture } from '../support/smtp-capture.ts';
import { json, startTestApp, stopTestApp } from '../support/test-app.ts';

type S = components['schemas'];

let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let product: S['ProductSummary'];
const SHOP = 'commandes@huileries.example.ma';

beforeAll(async () => {
  smtp = await startSmtpCapture();
  app = await startTestApp({ smtpUrl: smtp.url, shopEmail: SHOP, publicUrl: 'https://shop.example.ma' });
  const list = json<{ data: { products: S['ProductSummary'][] } }>(await app.inject('/api/products?pageSize=48')).data.products;
  product = list.find((p) => p.variants[0]!.stock >= 10)!;
});
afterAll(async () => {
  await stopTestApp(app);
  await smtp?.close();
});

const dh = (centimes: number) => `${(centimes / 100).toFixed(2)} DH`;

async function mailOf(match: (mail: CapturedMail) => boolean): Promise<CapturedMail> {
  return vi.waitFor(() => {
    const found = smtp.mails.find(match);
    if (!found) throw new Error('no mail yet');
    return found;
  }, 10_000);
}

/** Two of one size, collected at the Meknès shop, paid in cash; the customer writes in `locale`. */
async function placeOrder(locale: 'fr' | 'ar') {
  const { email, headers } = await signedUpCustomer(app, { locale });
  const variant = product.variants[0]!;
  const response = await app.inject({
    method: 'POST',
    url: `/api/orders?lang=${locale}`,
    headers,
    payload: {
      source: 'direct',
      items: [{ product: product.id, variant: variant.id, quantity: 2 }],
      customerInfo: { firstName: 'Amina', lastName: 'Bennani', email, phone: '+212661234567' },
      deliveryAddress: { street: '12 rue Allal Ben Abdellah', city: 'Meknès', country: 'MA' },
      paymentMethod: 'cash-on-delivery',
      deliveryMethod: { id: 'pickup' },
      selectedShopId: 'meknes-factory',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const order = json<{ data: { order: S['Order'] } }>(response).data.order;
  // Spec section 9: VAT is 10 % of the subtotal; the catalogue's price is HT.
  expect(order.subtotal).toBe(variant.price * 2);
  expect(order.vat).toBe(Math.round(order.subtotal / 10));
  return { email, order };
}

describe('the tax basis in the order mails', () => {
  it('gives the customer the lines and subtotal HT, the VAT, and the total TTC (fr)', async () => {
    const { email, order } = await placeOrder('fr');
    const mail = await mailOf((m) => m.to.includes(email) && m.subject.includes(order.orderNumber));
    expect(mail.text).toContain(`= ${dh(order.subtotal)} HT`);
    expect(mail.text).toMatch(new RegExp(`Sous-total ?: ${dh(order.subtotal)} HT`));
    expect(mail.text).toMatch(new RegExp(`TVA \\(10%\\) ?: ${dh(order.vat)}`));
    expect(mail.text).toMatch(new RegExp(`Total ?: ${dh(order.total)} TTC`));
    expect(mail.html).toContain(`${dh(order.total)} TTC`);
  });

  it('gives the customer the same, in Arabic (ar)', async () => {
    const { email, order } = await placeOrder('ar');
    const mail = await mailOf((m) => m.to.includes(email) && m.subject.includes(order.orderNumber));
    expect(mail.text).toContain(`= ${dh(order.subtotal)} دون الضريبة`);
    expect(mail.text).toContain(`${dh(order.subtotal)} دون الضريبة\n`);
    expect(mail.text).toContain(`${dh(order.total)} شامل الضريبة`);
  });

  it('tells the shop, in French, which figures are HT and which TTC', async () => {
    const { order } = await placeOrder('ar');
    const mail = await mailOf((m) => m.to.includes(SHOP) && m.text.includes(order.orderNumber));
    expect(mail.text).toContain(`= ${dh(order.subtotal)} HT`);
    expect(mail.text).toContain(`Sous-total : ${dh(order.subtotal)} HT`);
    expect(mail.text).toContain(`TVA (10%) : ${dh(order.vat)}`);
    expect(mail.text).toContain(`Total : ${dh(order.total)} TTC`);
  });
});
