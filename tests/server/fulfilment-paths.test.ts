// Issue 22: "The fulfilment machine's tests check each state's allowed actions against the server's
// answers." Every simple path of machines/fulfilment.ts, for cash on delivery and bank transfer, home
// delivery and pickup, is replayed on a fresh order through the real API: each step the machine takes
// must be answered 200 with the order where the machine stands, and at each state reached every staff
// action the machine refuses must be answered 409 and change nothing.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getSimplePaths } from 'xstate/graph';
import { type FulfilmentContext, fulfilmentMachine } from '../../machines/fulfilment.ts';
import type { components } from '../../openapi/schema.d.ts';
import * as t from '../../src/server/db/schema.ts';
import { actionBody, courierNamed, staffByCommand, type Who } from '../support/staff-session.ts';
import { json, startTestApp, stopTestApp } from '../support/test-app.ts';

type S = components['schemas'];

// Written out from the issue, not imported: the staff's actions, which are the machine's events.
const ACTIONS = ['confirm', 'mark-paid', 'ship', 'ready-for-pickup', 'deliver', 'collect', 'cancel'] as const;

let app: FastifyInstance;
let staff: Who;
let amana: string;
let pick: { product: string; variant: string };
let customers = 0;

beforeAll(async () => {
  app = await startTestApp({ openOrdersPerAccount: 1000 });
  staff = await staffByCommand(app, 'karim@huileries.ma', 'staff');
  amana = await courierNamed(app, staff);
  const products = json<{ data: { products: S['ProductSummary'][] } }>(await app.inject('/api/products?pageSize=48')).data.products;
  const product = products.find((p) => p.variants.some((v) => v.stock >= 200))!;
  pick = { product: product.id, variant: product.variants.find((v) => v.stock >= 200)!.id };
});
afterAll(async () => {
  await stopTestApp(app);
});

async function customer(): Promise<Who> {
  const n = ++customers;
  const email = `client${n}@example.ma`;
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: `10.24.${n >> 8}.${n & 255}`, payload: { firstName: 'Amina', lastName: 'Bennani', email, password: 'Zitoun#2026' } });
  expect(response.statusCode, response.body).toBe(201);
  await app.database.db.update(t.users).set({ isVerified: true }).where(eq(t.users.email, email));
  return { authorization: `Bearer ${json<S['AuthResponse']>(response).data.tokens.accessToken}` };
}

async function placeOrder(context: FulfilmentContext): Promise<S['Order']> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: await customer(),
    payload: {
      source: 'direct',
      items: [{ ...pick, quantity: 1 }],
      customerInfo: { firstName: 'Amina', lastName: 'Bennani', email: 'amina@example.ma', phone: '+212661234567' },
      deliveryAddress: { street: '12 rue Allal Ben Abdellah', city: 'Casablanca', country: 'MA' },
      paymentMethod: context.paymentMethod,
      ...(context.paymentMethod === 'bank-transfer' ? { selectedBankId: 'attijariwafa-bank' } : {}),
      ...(context.pickup ? { deliveryMethod: { id: 'pickup' }, selectedShopId: 'meknes-factory' } : { deliveryMethod: { id: 'home-casablanca-rabat' } }),
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<S['OrderResponse']>(response).data.order;
}

const act = (orderId: string, action: string) => app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/actions`, headers: staff, payload: actionBody(action, amana) });
const read = async (orderId: string) => json<S['AdminOrderResponse']>(await app.inject({ url: `/api/admin/orders/${orderId}`, headers: staff })).data.order;

const CASES: { name: string; context: FulfilmentContext }[] = [
  { name: 'cash on delivery, home delivery', context: { paymentMethod: 'cash-on-delivery', pickup: false, payment: 'pending' } },
  { name: 'cash on delivery, pickup', context: { paymentMethod: 'cash-on-delivery', pickup: true, payment: 'pending' } },
  { name: 'bank transfer, home delivery', context: { paymentMethod: 'bank-transfer', pickup: false, payment: 'awaiting-payment' } },
  { name: 'bank transfer, pickup', context: { paymentMethod: 'bank-transfer', pickup: true, payment: 'awaiting-payment' } },
];

describe.each(CASES)('the server moves an order ($name) as the fulfilment machine does', ({ context }) => {
  const events = ACTIONS.map((type) => ({ type }));
  const paths = getSimplePaths(fulfilmentMachine, { input: context, events });

  it('walks to every state the machine reaches', () => {
    const reached = new Set(paths.map((path) => String(path.state.value)));
    expect(reached).toEqual(new Set(context.pickup ? ['placed', 'confirmed', 'ready-for-pickup', 'collected', 'cancelled'] : ['placed', 'confirmed', 'shipped', 'delivered', 'cancelled']));
  });

  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))('%s', async (_name, path) => {
    const order = await placeOrder(context);
    const actor = createActor(fulfilmentMachine, { input: context }).start();
    for (const step of path.steps) {
      if ((step.event.type as string) === 'xstate.init') continue;
      const type = step.event.type as (typeof ACTIONS)[number];
      const answer = await act(order._id, type);
      expect(answer.statusCode, `${type}: ${answer.body}`).toBe(200);
      actor.send({ type });
      const after = json<S['AdminOrderResponse']>(answer).data.order;
      expect(after.fulfilment).toBe(actor.getSnapshot().value);
      expect(after.status, `paid after ${type}`).toBe(actor.getSnapshot().context.payment);
    }
    const here = await read(order._id);
    for (const type of ACTIONS) {
      if (actor.getSnapshot().can({ type })) continue;
      const refused = await act(order._id, type);
      expect(refused.statusCode, `${type} in ${String(actor.getSnapshot().value)}: ${refused.body}`).toBe(409);
    }
    expect(await read(order._id)).toEqual(here);
  });
});
