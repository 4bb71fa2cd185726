// Issue 47: a customer keeps several delivery addresses (10 at most), one the default, checked as
// checkout checks an address, errors in the shopper's language; checkout can save the one typed.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema.d.ts';
import * as t from '../../src/server/db/schema.ts';
import { signedUpCustomer } from '../support/customer.ts';
import { json, startTestApp, stopTestApp } from '../support/test-app.ts';

type S = components['schemas'];
type Headers = Record<string, string>;

let app: FastifyInstance;
let pick: { productId: string; variantId: string };

beforeAll(async () => {
  app = await startTestApp();
  const product = json<{ data: { products: S['ProductSummary'][] } }>(await app.inject('/api/products?pageSize=48')).data.products.find((p) => p.variants.some((v) => v.stock >= 50))!;
  pick = { productId: product.id, variantId: product.variants.find((v) => v.stock >= 50)!.id };
});
afterAll(async () => {
  await stopTestApp(app);
});

const onContract = (response: LightMyRequestResponse) => {
  expect(response.headers['x-contract-violation'], response.body).toBeUndefined();
  return response;
};
const customer = async () => (await signedUpCustomer(app)).headers;
const HOME = { label: 'Maison', firstName: 'Amina', lastName: 'Bennani', phone: '06 61 23 45 67', street: '12 rue Allal Ben Abdellah', city: 'fes' };
const OFFICE = { label: 'Bureau', firstName: 'Karim', lastName: 'Alaoui', phone: '+212 5 22 12 34 56', street: '4 boulevard Zerktouni', city: 'Casablanca' };

const call = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  onContract(await app.inject({ method, url: `/api/account/addresses${url}`, headers, ...(payload && { payload }) }));
const list = async (headers: Headers) => json<S['SavedAddressListResponse']>(await call('GET', '', headers)).data.addresses;
async function create(headers: Headers, body: object, lang = 'fr') {
  const response = await call('POST', `?lang=${lang}`, headers, body);
  expect(response.statusCode, response.body).toBe(201);
  return json<S['SavedAddressResponse']>(response).data.address;
}
const defaults = async (headers: Headers) => (await list(headers)).filter((a) => a.isDefault).map((a) => a.label);
const later = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('saved addresses', () => {
  it('answer only a signed-in customer', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const response of [await call('GET', '', {}), await call('POST', '', {}, HOME), await call('PATCH', `/${id}`, {}, { label: 'x' }), await call('DELETE', `/${id}`, {})]) {
      expect(response.statusCode, response.body).toBe(401);
    }
  });

  it('keep an address as checkout does: phone in E.164 from a local spelling, the city under its French name; the first is the default', async () => {
    const me = await customer();
    expect(await list(me)).toEqual([]);
    const home = await create(me, HOME);
    expect(home).toMatchObject({ label: 'Maison', firstName: 'Amina', lastName: 'Bennani', phone: '+212661234567', street: '12 rue Allal Ben Abdellah', city: 'Fès', country: 'MA', postalCode: '', isDefault: true });
    // The city by its Arabic name, the phone as Moroccans write it with their calling code.
    const office = await create(me, { ...OFFICE, city: 'الدار البيضاء', phone: '00212 522 12 34 56' });
    expect(office).toMatchObject({ city: 'Casablanca', phone: '+212522123456', isDefault: false });
    expect((await list(me)).map((a) => [a.label, a.isDefault])).toEqual([
      ['Maison', true],
      ['Bureau', false],
    ]);
  });

  it('keep one default: a new one asked to be the default, or one made the default, takes it from the other', async () => {
    const me = await customer();
    const home = await create(me, HOME);
    const office = await create(me, { ...OFFICE, isDefault: true });
    expect(office.isDefault).toBe(true);
    expect(await defaults(me)).toEqual(['Bureau']);
    const made = await call('PATCH', `/${home.id}`, me, { isDefault: true });
    expect(made.statusCode, made.body).toBe(200);
    expect(json<S['SavedAddressResponse']>(made).data.address.isDefault).toBe(true);
    expect(await defaults(me)).toEqual(['Maison']);
    // Asking that the default be none leaves it the default: an account with addresses always has one.
    await call('PATCH', `/${home.id}`, me, { isDefault: false });
    expect(await defaults(me)).toEqual(['Maison']);
  });

  it('change an address, checked whole as it will be kept', async () => {
    const me = await customer();
    const home = await create(me, HOME);
    const changed = await call('PATCH', `/${home.id}`, me, { street: '3 derb Sidi Ahmed', city: 'Meknès', phone: '0661 00 00 01' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(json<S['SavedAddressResponse']>(changed).data.address).toMatchObject({ label: 'Maison', street: '3 derb Sidi Ahmed', city: 'Meknès', phone: '+212661000001', isDefault: true });
    const refused = await call('PATCH', `/${home.id}`, me, { city: 'Paris' });
    expect(refused.statusCode).toBe(400);
    expect((await list(me))[0]!.city).toBe('Meknès');
  });

  it('deleting the default makes the most recently used or created one left the default; deleting another leaves it', async () => {
    const me = await customer();
    const home = await create(me, HOME);
    await later();
    const office = await create(me, OFFICE);
    await later();
    const parents = await create(me, { ...HOME, label: 'Parents', street: '7 rue Oued Fès' });
    const left = await call('DELETE', `/${office.id}`, me);
    expect(left.statusCode, left.body).toBe(200);
    expect(json<S['SavedAddressListResponse']>(left).data.addresses.map((a) => [a.label, a.isDefault])).toEqual([
      ['Maison', true],
      ['Parents', false],
    ]);
    await call('DELETE', `/${home.id}`, me);
    expect(await defaults(me)).toEqual(['Parents']);
    await call('DELETE', `/${parents.id}`, me);
    expect(await list(me)).toEqual([]);
    // The next one saved is the default again.
    expect((await create(me, OFFICE)).isDefault).toBe(true);
  });

  it('keep 10 per account; the 11th is refused with 409 TOO_MANY_ADDRESSES, said in the shopper’s language', async () => {
    const me = await customer();
    for (let i = 1; i <= 10; i++) await create(me, { ...HOME, label: `Adresse ${i}`, street: `${i} rue des Oliviers` });
    for (const [lang, words] of [
      ['fr', /10 adresses/],
      ['en', /10 saved addresses/],
      ['ar', /10 عناوين/],
    ] as const) {
      const refused = await call('POST', `?lang=${lang}`, me, OFFICE);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(json<S['ErrorResponse']>(refused)).toMatchObject({ success: false, code: 'TOO_MANY_ADDRESSES', message: expect.stringMatching(words) });
    }
    expect(await list(me)).toHaveLength(10);
    // Another account is not concerned.
    expect((await create(await customer(), OFFICE)).isDefault).toBe(true);
  });

  it.each([
    ['fr', { firstName: 'Le prénom est obligatoire', phone: 'Numéro de téléphone invalide', street: 'L’adresse est obligatoire', city: 'Choisissez la ville dans la liste des villes du Maroc' }],
    ['en', { firstName: 'First name is required', phone: 'Invalid phone number', street: 'The address is required', city: 'Choose the city from the list of Moroccan cities' }],
    ['ar', { firstName: 'الاسم الشخصي مطلوب', phone: 'رقم الهاتف غير صالح', street: 'العنوان مطلوب', city: 'اختر المدينة من قائمة المدن المغربية' }],
  ] as const)('refuse what checkout refuses, as field errors in %s', async (lang, messages) => {
    const me = await customer();
    const refused = await call('POST', `?lang=${lang}`, me, { ...HOME, firstName: '  ', phone: '12', street: '', city: 'Paris' });
    expect(refused.statusCode, refused.body).toBe(400);
    const body = json<S['ErrorResponse']>(refused);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(Object.fromEntries(body.details!.map((d) => [d.field, d.message]))).toEqual({
      'body.firstName': messages.firstName,
      'body.phone': messages.phone,
      'body.street': messages.street,
      'body.city': messages.city,
    });
    expect(body.message).toBe(messages.firstName);
    // A name with a link in it is no name (it would be read in our mails).
    const link = await call('POST', `?lang=${lang}`, me, { ...HOME, lastName: 'http://x.example' });
    expect(json<S['ErrorResponse']>(link).details!.map((d) => d.field)).toEqual(['body.lastName']);
    expect(await list(me)).toEqual([]);
  });

  it('another customer’s address is not found: not read, changed nor deleted', async () => {
    const [alice, bob] = [await customer(), await customer()];
    const home = await create(alice, HOME);
    expect(await list(bob)).toEqual([]);
    expect((await call('PATCH', `/${home.id}`, bob, { street: 'Chez Bob' })).statusCode).toBe(404);
    expect((await call('PATCH', `/${home.id}`, bob, { isDefault: true })).statusCode).toBe(404);
    expect((await call('DELETE', `/${home.id}`, bob)).statusCode).toBe(404);
    expect(await list(alice)).toEqual([expect.objectContaining({ street: HOME.street, isDefault: true })]);
  });
});

describe('saving the address typed at checkout', () => {
  async function placeOrder(headers: Headers, extra: Record<string, unknown>, lang = 'fr') {
    const added = await app.inject({ method: 'POST', url: '/api/cart/items', headers, payload: { ...pick, quantity: 1 } });
    expect(added.statusCode, added.body).toBe(200);
    return onContract(
      await app.inject({
        method: 'POST',
        url: `/api/orders?lang=${lang}`,
        headers,
        payload: {
          source: 'cart',
          customerInfo: { firstName: 'Amina', lastName: 'Bennani', email: 'amina@example.ma', phone: '06 61 23 45 67' },
          deliveryAddress: { street: '12 rue Allal Ben Abdellah', city: 'fes', country: 'MA' },
          paymentMethod: 'bank-transfer',
          selectedBankId: 'attijariwafa-bank',
          deliveryMethod: { id: 'express-24h' },
          ...extra,
        },
      }),
    );
  }

  it('saves it with the order when asked: the order’s names and phone, the city’s French name, the default when first', async () => {
    const me = await customer();
    const placed = await placeOrder(me, { saveAddress: true });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await list(me)).toEqual([
      expect.objectContaining({ label: '', firstName: 'Amina', lastName: 'Bennani', phone: '+212661234567', street: '12 rue Allal Ben Abdellah', city: 'Fès', country: 'MA', isDefault: true }),
    ]);
    // The same address again is not saved twice.
    expect((await placeOrder(me, { saveAddress: true })).statusCode).toBe(201);
    expect(await list(me)).toHaveLength(1);
  });

  it('saves nothing unless asked, for a pickup, or when the order fails', async () => {
    const me = await customer();
    expect((await placeOrder(me, {})).statusCode).toBe(201);
    expect((await placeOrder(me, { saveAddress: false })).statusCode).toBe(201);
    expect((await placeOrder(me, { saveAddress: true, deliveryMethod: { id: 'pickup' }, selectedShopId: 'meknes-factory' })).statusCode).toBe(201);
    // Refused (the method does not serve Fès): nothing of it is kept, the address neither.
    const refused = await placeOrder(me, { saveAddress: true, deliveryMethod: { id: 'home-casablanca-rabat' } });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(await list(me)).toEqual([]);
  });

  it('at 10 addresses the order is placed and nothing is added', async () => {
    const me = await customer();
    for (let i = 1; i <= 10; i++) await create(me, { ...OFFICE, street: `${i} rue des Oliviers` });
    expect((await placeOrder(me, { saveAddress: true })).statusCode).toBe(201);
    expect((await list(me)).map((a) => a.street)).not.toContain('12 rue Allal Ben Abdellah');
  });

  it('an order to a saved address marks it used: deleting the default then passes the default to it', async () => {
    const me = await customer();
    const home = await create(me, { ...HOME, city: 'Fès' });
    await later();
    const office = await create(me, { ...OFFICE, street: '9 rue Oued Fès', city: 'Fès', firstName: 'Amina', lastName: 'Bennani', phone: '0661234567' });
    await later();
    const parents = await create(me, { ...HOME, label: 'Parents', street: '7 rue Oued Fès' });
    await later();
    // Delivered to the office (an older address than the parents'), without asking to save it.
    expect((await placeOrder(me, { deliveryAddress: { street: '9 rue Oued Fès', city: 'Fès', country: 'MA' } })).statusCode).toBe(201);
    expect(await list(me)).toHaveLength(3);
    await call('DELETE', `/${home.id}`, me);
    expect((await list(me)).find((a) => a.isDefault)?.id).toBe(office.id);
    expect(parents.isDefault).toBe(false);
  });

  it('keeps one default per account in the database itself', async () => {
    const me = await customer();
    await create(me, HOME);
    const [row] = await app.database.db.select().from(t.addresses).where(eq(t.addresses.street, HOME.street)).limit(1);
    await expect(app.database.db.insert(t.addresses).values({ userId: row!.userId, firstName: 'A', lastName: 'B', street: 's', city: 'Fès', isDefault: true })).rejects.toThrow();
  });
});
