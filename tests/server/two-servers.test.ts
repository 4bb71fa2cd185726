// Issue 23, item 5: two app servers, each a process of its own started as `npm start` starts it, on
// one PostgreSQL database, asked in turn. What one server knows must hold on the other: a per-address
// limit, a price, a due job run once, a card payment settled once. Needs TEST_DATABASE_URL (a
// PostgreSQL server; scripts/check/test-postgres.sh makes one).
import { spawn } from 'node:child_process';
import pg from 'pg';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema.d.ts';
import { type FakeStripe, startFakeStripe } from '../support/fake-stripe.ts';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';
import { startSmtpCapture } from '../support/smtp-capture.ts';
import { createDatabase } from '../support/test-app.ts';

type S = components['schemas'];
type Answer = { status: number; body: unknown };

const admin = process.env.TEST_DATABASE_URL;
const WEBHOOK_SECRET = 'whsec_two_servers_local';

let database: Awaited<ReturnType<typeof createDatabase>>;
let sql: pg.Client;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let stripe: FakeStripe;
let env: Record<string, string>;
let servers: ServerProcess[] = [];
let people = 0;

/** A request to one server; `from` is the client's address, as the proxy in front of them says it. */
async function call(server: ServerProcess, method: string, path: string, { body, token, from = '10.60.0.1' }: { body?: object; token?: string; from?: string } = {}): Promise<Answer> {
  const headers: Record<string, string> = { 'x-forwarded-for': from };
  if (body) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${server.url}/api${path}`, { method, headers, body: body && JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function stopServer(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  await server.exited;
}

/** Both servers, started at the same moment, as a deploy starts its replicas. */
async function startBoth(): Promise<void> {
  servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
}

/** A new customer, verified, signed in on `server`: their email and token. */
async function customer(server: ServerProcess): Promise<{ email: string; token: string }> {
  const email = `deux${++people}@example.ma`;
  const registered = await call(server, 'POST', '/auth/register', { body: { firstName: 'Amina', lastName: 'Bennani', email, password: 'Zitoun#2026' }, from: `10.61.0.${people}` });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  await sql.query('update users set is_verified = true where email = $1', [email]);
  return { email, token: (registered.body as S['AuthResponse']).data.tokens.accessToken };
}

async function someSize(server: ServerProcess) {
  const listed = await call(server, 'GET', '/products?pageSize=48');
  const product = (listed.body as { data: { products: S['ProductSummary'][] } }).data.products.find((p) => p.variants.some((v) => v.inStock))!;
  return { product, variant: product.variants.find((v) => v.inStock)! };
}

async function placeOrder(server: ServerProcess, who: { email: string; token: string }, payment: 'bank-transfer' | 'stripe'): Promise<S['Order']> {
  const { product, variant } = await someSize(server);
  const placed = await call(server, 'POST', '/orders', {
    token: who.token,
    body: {
      source: 'direct',
      items: [{ product: product.id, variant: variant.id, quantity: 1 }],
      customerInfo: { firstName: 'Amina', lastName: 'Bennani', email: who.email, phone: '+212661234567' },
      deliveryAddress: { street: '12 rue Allal Ben Abdellah', city: 'Casablanca', country: 'MA' },
      paymentMethod: payment,
      ...(payment === 'bank-transfer' ? { selectedBankId: 'attijariwafa-bank' } : {}),
      deliveryMethod: { id: 'home-casablanca-rabat' },
    },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return (placed.body as S['OrderResponse']).data.order;
}

const orderRow = async (id: string) => (await sql.query<{ status: string; fulfilment: string }>('select status, fulfilment from orders where id = $1', [id])).rows[0]!;
const jobRuns = async () => Object.fromEntries((await sql.query<{ name: string; runs: number }>('select name, runs from periodic_jobs order by name')).rows.map((row) => [row.name, row.runs]));
const mailsTo = (email: string) => smtp.mails.filter((mail) => mail.to.includes(email));

/** Waits until `ready` holds, up to `ms`; the time it took. */
async function within(ms: number, ready: () => Promise<boolean> | boolean): Promise<number> {
  const started = Date.now();
  while (!(await ready())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Date.now() - started;
}

describe.runIf(Boolean(admin))('two app servers on one PostgreSQL', () => {
  beforeAll(async () => {
    database = await createDatabase(admin!);
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    smtp = await startSmtpCapture();
    stripe = await startFakeStripe();
    env = {
      DATABASE_URL: database.url,
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://shop.example.ma',
      TRUST_PROXY: 'true',
      // A catalogue is read again after 10 min by itself: only a change notice explains a sooner one.
      CATALOGUE_TTL_MS: '600000',
      STRIPE_SECRET_KEY: 'sk_test_local',
      STRIPE_API_URL: stripe.url,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      VALIDATE_RESPONSES: 'true',
    };
    // The first server alone makes the tables, as the first of a deploy's replicas does.
    servers = [await startServerProcess(env)];
  }, 60_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => stopServer(server)));
    await sql?.end();
    await stripe?.close();
    await database?.drop();
  });

  it('a job due when both start runs once, on one of them', async () => {
    // A bank transfer that never came: placed 8 days ago, past the spec's 7 days.
    const who = await customer(servers[0]!);
    const order = await placeOrder(servers[0]!, who, 'bank-transfer');
    await stopServer(servers[0]!);
    await sql.query(`update orders set created_at = now() - interval '8 days' where id = $1`, [order._id]);
    // Every job is due now, as after a night with no server up.
    await sql.query('update periodic_jobs set next_run_at = now()');
    const before = await jobRuns();
    expect(Object.keys(before).length).toBeGreaterThanOrEqual(4);
    const mailsBefore = mailsTo(who.email).length;

    await startBoth();
    await within(15_000, async () => (await orderRow(order._id)).status === 'cancelled');
    await within(10_000, () => mailsTo(who.email).length > mailsBefore);
    // Both have looked at the jobs by now (each at its start); give a late mail time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const after = await jobRuns();
    for (const name of Object.keys(before)) expect(after[name], name).toBe(before[name]! + 1);
    expect(mailsTo(who.email)).toHaveLength(mailsBefore + 1);
  }, 60_000);

  it('a per-address limit holds across both: 20 newsletter sign-ups an hour', async () => {
    const subscribe = (n: number) => call(servers[n % 2]!, 'POST', '/newsletter', { body: { email: `lettre${n}@example.ma` }, from: '10.62.0.1' });
    for (let n = 1; n <= 20; n++) expect((await subscribe(n)).status, `sign-up ${n}`).toBe(200);
    const [a, b] = [await subscribe(21), await subscribe(22)];
    expect([a.status, b.status]).toEqual([429, 429]);
    expect(a.body).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    // Another address has its own count, on either server.
    expect((await call(servers[1]!, 'POST', '/newsletter', { body: { email: 'lettre23@example.ma' }, from: '10.62.0.2' })).status).toBe(200);
  });

  it('a price changed through one server shows on the other within a second', async () => {
    const printed = await runStaffCommand(['add', 'gerant@huileries-du-saiss.ma', '--role', 'owner']);
    const code = /Invitation code: (\d{6})/.exec(printed)![1]!;
    const accepted = await call(servers[0]!, 'POST', '/admin/auth/accept-invite', { body: { email: 'gerant@huileries-du-saiss.ma', code, password: 'Huile#Saiss2026' } });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const staff = (accepted.body as S['StaffSessionResponse']).data.token;

    for (const [writer, reader] of [servers, [...servers].reverse()] as ServerProcess[][]) {
      const { product, variant } = await someSize(reader!);
      const price = variant.price + 1234;
      const changed = await call(writer!, 'PATCH', `/admin/variants/${variant.id}`, { token: staff, body: { price } });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      const shown = async () => ((await call(reader!, 'GET', `/products/${product.slug}`)).body as { data: { product: S['Product'] } }).data.product.variants.find((v) => v.id === variant.id)!.price === price;
      const took = await within(1000, shown);
      expect(took).toBeLessThanOrEqual(1000);
    }
  });

  it('a webhook delivered to either server settles the card order once', async () => {
    const who = await customer(servers[1]!);
    const order = await placeOrder(servers[1]!, who, 'stripe');
    const session = stripe.sessions.at(-1)!;
    expect(session.params.client_reference_id).toBe(order._id);
    stripe.pay(session.id);
    // Placing it mailed its confirmation; wait for it, so what follows counts only the payment's.
    await within(10_000, () => mailsTo(who.email).some((mail) => mail.subject.includes(order.orderNumber)));
    const mailsBefore = mailsTo(who.email).length;

    const body = JSON.stringify({
      id: 'evt_two_servers_1',
      object: 'event',
      type: 'checkout.session.completed',
      api_version: '2025-01-27',
      created: Math.floor(Date.now() / 1000),
      data: { object: { object: 'checkout.session', id: session.id, client_reference_id: order._id, payment_status: 'paid' } },
    });
    // Stripe delivers again until answered: the same event at both servers at once, then once more.
    const deliver = async (server: ServerProcess) => {
      const response = await fetch(`${server.url}/api/payments/stripe/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET }) },
        body,
      });
      return { status: response.status, result: ((await response.json()) as S['CardEventResponse']).data.result };
    };
    const answers = [...(await Promise.all([deliver(servers[0]!), deliver(servers[1]!)])), await deliver(servers[0]!)];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.result).sort()).toEqual(['applied', 'seen', 'seen']);
    expect(await orderRow(order._id)).toEqual({ status: 'paid', fulfilment: 'confirmed' });
    // The customer hears of it once, at once (not at the outbox's next look, 15 s apart).
    await within(3000, () => mailsTo(who.email).length > mailsBefore);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mailsTo(who.email)).toHaveLength(mailsBefore + 1);
  });
});

/** `npm run staff -- …` on the servers' database: what it printed. */
async function runStaffCommand(args: string[]): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/run/staff.ts', ...args], { env: { ...process.env, ...env, LOG_LEVEL: 'warn' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  expect(code, output).toBe(0);
  return output;
}
