// Issue 43, item 10: an invoice names the seller as Moroccan law asks (name, address, phone, ICE, RC,
// IF), from the server's settings; a malformed ICE or IF stops the server at start, not on an invoice.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema.d.ts';
import { ConfigError, loadConfig } from '../../src/server/config.ts';
import { json, startTestApp, stopTestApp } from '../support/test-app.ts';

type Seller = components['schemas']['SellerResponse']['data'];

let app: FastifyInstance;
beforeAll(async () => {
  const { seller } = loadConfig({ SELLER_NAME: 'Huilerie Test SARL', SELLER_ICE: '001525478000083', SELLER_RC: 'Fès 1234', SELLER_IF: '1234567' });
  app = await startTestApp({ seller, shopEmail: 'ventes@huilerie-test.ma' });
});
afterAll(() => stopTestApp(app));

async function seller(lang: string): Promise<Seller> {
  const response = await app.inject(`/api/checkout/seller?lang=${lang}`);
  expect(response.headers['x-contract-violation'], response.body).toBeUndefined();
  expect(response.statusCode).toBe(200);
  return json<{ data: Seller }>(response).data;
}

describe('GET /api/checkout/seller', () => {
  it('names the seller from SELLER_NAME, SELLER_ICE, SELLER_RC and SELLER_IF, with the shop’s address, phone and e-mail', async () => {
    expect(await seller('fr')).toEqual({
      name: 'Huilerie Test SARL',
      ice: '001525478000083',
      rc: 'Fès 1234',
      fiscalId: '1234567',
      address: 'Lot 42, Zone industrielle Sidi Bouzekri, route de Fès, Meknès, Maroc',
      phone: '+212 5 35 52 41 80',
      email: 'ventes@huilerie-test.ma',
    });
  });

  it('gives the address in the language asked for', async () => {
    expect((await seller('ar')).address).toBe('القطعة 42، المنطقة الصناعية سيدي بوزكري، طريق فاس، مكناس، المغرب');
    expect((await seller('en')).address).toMatch(/, Meknès, Morocco$/);
  });

  it('refuses a language it does not speak', async () => {
    expect((await app.inject('/api/checkout/seller?lang=de')).statusCode).toBe(400);
  });
});

describe('the seller settings', () => {
  it('refuses an ICE that is not 15 digits and an IF that is not digits', () => {
    expect(() => loadConfig({ SELLER_ICE: '00152547800008' })).toThrow(ConfigError);
    expect(() => loadConfig({ SELLER_ICE: '0015254780000839' })).toThrow(ConfigError);
    expect(() => loadConfig({ SELLER_ICE: 'ICE001525478000' })).toThrow(ConfigError);
    expect(() => loadConfig({ SELLER_IF: 'IF-1234' })).toThrow(ConfigError);
  });

  it('has a complete identity by default, an ICE of 15 digits among it', () => {
    const { seller: byDefault } = loadConfig({});
    expect(byDefault.ice).toMatch(/^\d{15}$/);
    expect(byDefault.name.length).toBeGreaterThan(1);
    expect(byDefault.rc.length).toBeGreaterThan(0);
    expect(byDefault.fiscalId).toMatch(/^\d{6,10}$/);
  });
});
