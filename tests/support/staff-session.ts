import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { components } from '../../openapi/schema.d.ts';
import { addStaffByCommand } from '../../src/server/admin/staff-command.ts';
import { signingSecret } from '../../src/server/auth/secrets.ts';
import { json } from './test-app.ts';

export type Who = Record<string, string>;
export const bearer = (token: string): Who => ({ authorization: `Bearer ${token}` });

/**
 * A staff member as `npm run staff -- add <email> --role <role>` makes them, who then chooses a
 * password with the printed code: the headers of their session.
 */
export async function staffByCommand(app: FastifyInstance, email: string, role: 'owner' | 'staff' = 'owner', password = 'Huile#Saiss2026'): Promise<Who> {
  const printed = await addStaffByCommand(app.database.db, await signingSecret(app.database.db, undefined), { email, role }, 'http://localhost:3000');
  const code = /Invitation code: (\d{6})/.exec(printed)![1]!;
  const accepted = await app.inject({ method: 'POST', url: '/api/admin/auth/accept-invite', payload: { email, code, password } });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return bearer(json<components['schemas']['StaffSessionResponse']>(accepted).data.token);
}

/** The id of a courier the shop starts with (Amana), as staff pick it when shipping. */
export async function courierNamed(app: FastifyInstance, who: Who, name = 'Amana'): Promise<string> {
  const response = await app.inject({ url: '/api/admin/couriers', headers: who });
  expect(response.statusCode, response.body).toBe(200);
  return json<components['schemas']['CourierListResponse']>(response).data.couriers.find((c) => c.name === name)!.id;
}

/** What staff send to move an order: shipping names its courier. */
export const actionBody = (action: string, courierId: string) => (action === 'ship' ? { action, courierId } : { action });
