// Issue 43, items 3 and 4: a delivery method serves listed cities, and a pickup order keeps no home address.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema.d.ts';
import * as t from '../../src/server/db/schema.ts';
import { signedUpCustomer } from '../support/customer.ts';
import { staffByCommand } from '../support/staff-session.ts';
import { json, startTestApp, stopTestApp } from '../support/test-app.ts';

type S = components['schemas'];

let app: FastifyInstance;
let pick: { product: string; variant: string };

beforeAll(async () => {
  app = await startTestApp();
  const list = json<{ data: { products: S['ProductSummary'][] } }>(await app.inject('/api/products?pageSize=48')).data.products;
  const product = json<{ data: { product: S['Product'] } }>(await app.inject(`/api/products/${list[0]!.id}`)).data.product;
  const variant = product.variants.find((v) => v.stock >= 20)!;
  pick = { product: product.id, variant: variant.id };
});
afterAll(async () => {
  await stopTestApp(app);
});

const onContract = (response: LightMyRequestResponse) => expect(response.headers['x-contract-violation'], response.body).toBeUndefined();

async function place(body: Record<string, unknown>, lang = 'fr') {
  const { email, headers } = await signedUpCustomer(app);
  const response = await app.inject({
    method: 'POST',
    url: `/api/orders?lang=${lang}`,
    headers,
    payload: {
      source: 'direct',
      items: [{ ...pick, quantity: 1 }],
      customerInfo: { firstName: 'Amina', lastName: 'Bennani', email, phone: '+212661234567' },
      paymentMethod: 'cash-on-delivery',
      ...body,
    },
  });
  onContract(response);
  return response;
}

const home = (method: string, city: string) => ({ deliveryMethod: { id: method }, deliveryAddress: { street: '12 rue Allal Ben Abdellah', city, country: 'MA' } });

describe('delivery methods serve listed cities', () => {
  it('lists the cities of each method: Casablanca et Rabat serves those two, the rest of Morocco the others', async () => {
    const response = await app.inject('/api/checkout/delivery-methods');
    onContract(response);
    const methods = json<S['DeliveryMethodListResponse']>(response).data;
    const cities = (id: string) => methods.find((m) => m._id === id)!.data.cities;
    expect([...cities('home-casablanca-rabat')!].sort()).toEqual(['casablanca', 'rabat']);
    expect(cities('home-rest-of-morocco')).toEqual(expect.arrayContaining(['fes', 'marrakech', 'tanger', 'meknes']));
    expect(cities('home-rest-of-morocco')).not.toContain('casablanca');
    expect(cities('home-rest-of-morocco')).not.toContain('rabat');
    expect(cities('pickup')).toBeNull();
  });

  it.each([
    ['fr', /ne livre pas à Fès/],
    ['en', /does not deliver to Fez/],
    ['ar', /لا يوصل إلى فاس/],
  ])('refuses Fès with the Casablanca-and-Rabat method (422 DELIVERY_CITY_NOT_SERVED, said in %s) and keeps nothing', async (lang, said) => {
    const [before] = await app.database.db.select({ stock: t.variants.stock }).from(t.variants).where(eq(t.variants.id, pick.variant));
    const response = await place(home('home-casablanca-rabat', 'Fès'), lang);
    expect(response.statusCode, response.body).toBe(422);
    const body = json<S['ErrorResponse']>(response);
    expect(body.code).toBe('DELIVERY_CITY_NOT_SERVED');
    expect(body.message).toMatch(said);
    const [after] = await app.database.db.select({ stock: t.variants.stock }).from(t.variants).where(eq(t.variants.id, pick.variant));
    expect(after!.stock).toBe(before!.stock);
  });

  it('refuses Casablanca with the rest-of-Morocco method: Casablanca has its own cheaper one', async () => {
    const response = await place(home('home-rest-of-morocco', 'Casablanca'));
    expect(response.statusCode, response.body).toBe(422);
    expect(json<S['ErrorResponse']>(response).code).toBe('DELIVERY_CITY_NOT_SERVED');
  });

  it('places Casablanca with the Casablanca-and-Rabat method at 25 DH, and Fès with the rest of Morocco at 45 DH', async () => {
    const casablanca = await place(home('home-casablanca-rabat', 'Casablanca'));
    expect(casablanca.statusCode, casablanca.body).toBe(201);
    expect(json<S['OrderResponse']>(casablanca).data.order).toMatchObject({ shipping: 2500, deliveryAddress: { city: 'Casablanca' }, pickupShop: null });
    const fes = await place(home('home-rest-of-morocco', 'Fès'));
    expect(fes.statusCode, fes.body).toBe(201);
    expect(json<S['OrderResponse']>(fes).data.order).toMatchObject({ shipping: 4500, deliveryAddress: { street: '12 rue Allal Ben Abdellah', city: 'Fès' } });
  });

  it('knows a city by its Arabic or English name or its id, and keeps its French name for the courier', async () => {
    for (const city of ['فاس', 'Fez', 'fes', 'FÈS']) {
      const response = await place(home('home-rest-of-morocco', city));
      expect(response.statusCode, `${city}: ${response.body}`).toBe(201);
      expect(json<S['OrderResponse']>(response).data.order.deliveryAddress?.city).toBe('Fès');
    }
  });

  it('refuses a city that is not in the list, and a home delivery without an address (400)', async () => {
    const unknown = await place(home('home-rest-of-morocco', 'Atlantis'));
    expect(unknown.statusCode, unknown.body).toBe(400);
    expect(json<S['ErrorResponse']>(unknown)).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field: 'deliveryAddress.city' }] });
    const none = await place({ deliveryMethod: { id: 'express-24h' } });
    expect(none.statusCode, none.body).toBe(400);
    expect(json<S['ErrorResponse']>(none)).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field: 'deliveryAddress' }] });
  });
});

describe('a pickup order asks only for what it needs', () => {
  it('is placed without a home address, keeps none even when one is sent, and the back office shows none', async () => {
    const bare = await place({ deliveryMethod: { id: 'pickup' }, selectedShopId: 'fes-ville-nouvelle' });
    expect(bare.statusCode, bare.body).toBe(201);
    const order = json<S['OrderResponse']>(bare).data.order;
    expect(order.deliveryAddress).toBeNull();
    expect(order.pickupShop).toMatchObject({ _id: 'fes-ville-nouvelle' });

    const sent = await place({ ...home('pickup', 'Fès'), selectedShopId: 'meknes-factory' });
    expect(sent.statusCode, sent.body).toBe(201);
    const kept = json<S['OrderResponse']>(sent).data.order;
    expect(kept.deliveryAddress).toBeNull();
    const [row] = await app.database.db.select({ address: t.orders.deliveryAddress }).from(t.orders).where(eq(t.orders.id, kept._id));
    expect(row!.address).toBeNull();

    const staff = await staffByCommand(app, 'gerante@huileries.example.ma');
    const seen = await app.inject({ url: `/api/admin/orders/${kept._id}`, headers: staff });
    onContract(seen);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(json<{ data: { order: S['Order'] } }>(seen).data.order.deliveryAddress).toBeNull();
  });
});
