import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { components } from '../../openapi/schema.d.ts';
import * as t from '../../src/server/db/schema.ts';
import { json } from './test-app.ts';

let people = 0;

/** A customer signed up through the API (from an address of their own) and, unless told, verified: their address and headers. */
export async function signedUpCustomer(app: FastifyInstance, { verified = true, locale }: { verified?: boolean; locale?: 'fr' | 'en' | 'ar' } = {}) {
  const n = ++people;
  const email = `customer${n}-${Date.now()}@example.ma`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: `10.9.${n >> 8}.${n & 255}`,
    payload: { firstName: 'Amina', lastName: 'Bennani', email, password: 'Zitoun#2026', ...(locale ? { locale } : {}) },
  });
  expect(response.statusCode, response.body).toBe(201);
  if (verified) await app.database.db.update(t.users).set({ isVerified: true }).where(eq(t.users.email, email));
  return { email, headers: { authorization: `Bearer ${json<components['schemas']['AuthResponse']>(response).data.tokens.accessToken}` } };
}
