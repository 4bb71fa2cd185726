import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema.d.ts';
import * as t from '../../src/server/db/schema.ts';
import { startSmtpCapture } from '../support/smtp-capture.ts';
import { json, startTestApp, stopTestApp } from '../support/test-app.ts';

type ErrorBody = components['schemas']['ErrorResponse'];

let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let people = 0;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  app = await startTestApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await stopTestApp(app);
  await smtp?.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/api${url}`, payload, headers, remoteAddress: `10.9.0.${++people}` });
const expectOnContract = (response: LightMyRequestResponse) => expect(response.headers['x-contract-violation'], response.body).toBeUndefined();

// What a name must not carry into a mail the shop sends, and names people have.
const NOT_NAMES = [
  'Votre compte est suspendu, visitez http://phish.example',
  'www.phish.example',
  'Amina2026',
  'Amina <b>',
  'a'.repeat(41),
  '-Amina',
];
const NAMES = ['Amina', 'Jean-Pierre', 'N’Diaye', "O'Brien", 'El Idrissi El Alaoui', 'J. Paul', 'فاطمة الزهراء', 'José María', 'Zoë'];

function expectNameRefused(response: LightMyRequestResponse, field: string) {
  expectOnContract(response);
  expect(response.statusCode, response.body).toBe(400);
  const body = json<ErrorBody>(response);
  expect(body.code).toBe('VALIDATION_ERROR');
  expect(body.details?.map((d) => d.field)).toContain(field);
  expect(body.message).toBe('Please enter a name in letters only, 40 characters at most');
}

describe('a name is a name', () => {
  it.each(NOT_NAMES)('sign-up refuses %j as a first or last name, and mails nothing', async (name) => {
    const since = smtp.mails.length;
    const email = `names${people}@example.ma`;
    expectNameRefused(await post('/auth/register', { firstName: name, lastName: 'Bennani', email, password: 'Zitoun#2026' }), 'body.firstName');
    expectNameRefused(await post('/auth/register', { firstName: 'Amina', lastName: name, email, password: 'Zitoun#2026' }), 'body.lastName');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.mails.slice(since).filter((m) => m.to.includes(email))).toEqual([]);
  });

  it.each(NAMES)('sign-up takes %j', async (name) => {
    const response = await post('/auth/register', { firstName: ` ${name} `, lastName: name, email: `ok${people}@example.ma`, password: 'Zitoun#2026' });
    expectOnContract(response);
    expect(response.statusCode, response.body).toBe(201);
  });

  it('the profile, an order, the catalogue and contact forms refuse a link as a name', async () => {
    const email = `profile${people}@example.ma`;
    const signup = await post('/auth/register', { firstName: 'Amina', lastName: 'Bennani', email, password: 'Zitoun#2026' });
    await app.database.db.update(t.users).set({ isVerified: true }).where(eq(t.users.email, email));
    const headers = { authorization: `Bearer ${json<components['schemas']['AuthResponse']>(signup).data.tokens.accessToken}` };
    const link = 'Visitez http://phish.example';
    expectNameRefused(await app.inject({ method: 'PUT', url: '/api/auth/me', headers, payload: { firstName: link } }), 'body.firstName');
    const order = {
      source: 'direct',
      items: [{ product: '00000000-0000-4000-8000-000000000000', variant: '00000000-0000-4000-8000-000000000000', quantity: 1 }],
      customerInfo: { firstName: link, lastName: 'Bennani', email, phone: '+212661234567' },
      deliveryAddress: { street: '1 rue', city: 'Fès', country: 'MA' },
      paymentMethod: 'cash-on-delivery',
      deliveryMethod: { id: 'pickup' },
      selectedShopId: 'meknes-factory',
    };
    expectNameRefused(await post('/orders', order, headers), 'body.customerInfo.firstName');
    expectNameRefused(await post('/catalog-requests', { name: link, surname: 'Bennani', email, telephone: '+212661234567' }), 'body.name');
    expectNameRefused(await post('/contact', { name: 'Amina', surname: link, email, phone: '+212661234567', message: 'Bonjour' }), 'body.surname');
  });
});
