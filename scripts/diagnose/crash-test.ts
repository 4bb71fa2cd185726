// npm run crash-test: places orders under load on the embedded database and kill -9s the server at
// random moments (CRASHES times, 50 by default), restarting it on the same DATA_DIR each time. Checks
// that the database opens every time, that every acknowledged order is still there, that an order
// retried with its Idempotency-Key after a crash is never made twice, that totals and stock stay
// sound, that every acknowledged order's confirmation mail reaches the SMTP capture (the mail queue),
// that a second server on the same DATA_DIR refuses to start, and that SIGTERM exits cleanly.
// Prints the figures; exits 1 on any failure.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { codeIn, startSmtpCapture } from '../../tests/support/smtp-capture.ts';
import { directOrderBody } from '../support/direct-order.ts';

const CRASHES = Number(process.env.CRASHES ?? 50);
const WORKERS = 4;
const PORT = Number(process.env.CRASH_PORT ?? 4183);
const BASE = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'oils-crash-'));
const smtp = await startSmtpCapture();
// Four customers place hundreds of orders none of which is ever paid: the per-account caps are lifted.
const env = { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: smtp.url, LOG_LEVEL: 'warn', OPEN_ORDERS_PER_ACCOUNT: '1000000', OPEN_UNITS_PER_ACCOUNT: '100000000', UNCONFIRMED_CASH_UNITS_PER_VARIANT: '100000000' };
const failures: string[] = [];
const fail = (message: string) => {
  failures.push(message);
  console.error(`FAIL ${message}`);
};

function start(): ChildProcess {
  return spawn(process.execPath, ['dist/server/main.js'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
}

async function healthy(child: ChildProcess): Promise<number> {
  const started = Date.now();
  let exited = false;
  child.once('exit', () => (exited = true));
  for (;;) {
    if (exited) throw new Error('the server exited while starting');
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return Date.now() - started;
    } catch {
      // not yet
    }
    if (Date.now() - started > 60_000) throw new Error('the server did not start within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const exitOf = (child: ChildProcess) => new Promise<number | null>((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', resolve)));

// ---- build (npm start's way), then one verified customer per worker
const build = spawn(process.execPath, ['-e', "import('./scripts/run/build-server.mjs').then((m) => m.buildServer())"], { stdio: 'inherit' });
await exitOf(build);
let server = start();
await healthy(server);

async function customer(n: number): Promise<string> {
  const email = `crash${n}@example.ma`;
  const post = (path: string, body: object) => fetch(`${BASE}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await post('/auth/register', { firstName: 'Amina', lastName: 'Bennani', email, password: 'Zitoun#2026' });
  await post('/public/verify', { email, code: codeIn(await smtp.waitFor(email)) });
  const login = (await (await post('/auth/login', { email, password: 'Zitoun#2026' })).json()) as { data: { tokens: { accessToken: string } } };
  return `Bearer ${login.data.tokens.accessToken}`;
}
const tokens = await Promise.all(Array.from({ length: WORKERS }, (_, i) => customer(i)));
const products = ((await (await fetch(`${BASE}/api/products?pageSize=48`)).json()) as { data: { products: { id: string; variants: { id: string; stock: number }[] }[] } }).data.products;
const picks = products.flatMap((p) => p.variants.filter((v) => v.stock > 0).map((v) => ({ product: p.id, variant: v.id })));

// ---- load and crashes
interface Ack {
  token: string;
  key: string;
  id: string;
  number: string;
  body: string;
}
const acknowledged = new Map<string, Ack>();
// Sent, but the crash came before an answer: retried with the same key after the restart.
const unknown = new Map<string, { token: string; body: string }>();
let sent = 0;

async function placeOrder(token: string, key: string, body: string): Promise<'ack' | 'refused' | 'lost'> {
  try {
    const response = await fetch(`${BASE}/api/orders`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: token, 'idempotency-key': key }, body });
    const answer = (await response.json()) as { data?: { order: { _id: string; orderNumber: string } }; code?: string };
    if (response.status === 201 && answer.data) {
      const earlier = acknowledged.get(key);
      if (earlier && earlier.id !== answer.data.order._id) fail(`key ${key} gave two orders: ${earlier.number} and ${answer.data.order.orderNumber}`);
      acknowledged.set(key, { token, key, id: answer.data.order._id, number: answer.data.order.orderNumber, body });
      unknown.delete(key);
      return 'ack';
    }
    unknown.delete(key);
    if (response.status >= 500) fail(`${response.status} on an order: ${JSON.stringify(answer)}`);
    return 'refused';
  } catch {
    return 'lost';
  }
}

function orderBody(i: number): string {
  const pick = picks[i % picks.length]!;
  return directOrderBody(pick.product, pick.variant);
}

async function verifyAcknowledged(round: number) {
  for (const ack of acknowledged.values()) {
    const response = await fetch(`${BASE}/api/orders/${ack.id}`, { headers: { authorization: ack.token } });
    if (response.status !== 200) fail(`round ${round}: acknowledged order ${ack.number} answers ${response.status}`);
    else {
      const { data } = (await response.json()) as { data: { order: { orderNumber: string; subtotal: number; shipping: number; vat: number; total: number } } };
      if (data.order.orderNumber !== ack.number) fail(`round ${round}: order ${ack.id} now numbered ${data.order.orderNumber}`);
      if (data.order.total !== data.order.subtotal + data.order.shipping + data.order.vat) fail(`round ${round}: order ${ack.number} totals do not add up`);
    }
  }
}

const startups: number[] = [];
let counter = 0;
for (let round = 1; round <= CRASHES; round++) {
  // Retry what the last crash left without an answer, with the same keys.
  for (const [key, { token, body }] of [...unknown]) await placeOrder(token, key, body);
  await verifyAcknowledged(round);
  let running = true;
  const workers = tokens.map(async (token) => {
    while (running) {
      const key = `crash-${round}-${++counter}-${Math.random().toString(36).slice(2, 10)}`;
      const body = orderBody(counter);
      unknown.set(key, { token, body });
      sent += 1;
      const outcome = await placeOrder(token, key, body);
      if (outcome === 'lost') return;
    }
  });
  await new Promise((resolve) => setTimeout(resolve, 150 + Math.random() * 1200));
  running = false;
  server.kill('SIGKILL');
  await exitOf(server);
  await Promise.all(workers);
  server = start();
  try {
    startups.push(await healthy(server));
  } catch (error) {
    fail(`round ${round}: the database did not open after kill -9: ${String(error)}`);
    break;
  }
  process.stdout.write(`\rcrash ${round}/${CRASHES}: ${acknowledged.size} orders acknowledged, ${unknown.size} to retry`);
}
process.stdout.write('\n');

// ---- after the last restart
for (const [key, { token, body }] of [...unknown]) await placeOrder(token, key, body);
await verifyAcknowledged(CRASHES + 1);
// Each key once more with its body: the same order comes back, never a second one.
for (const ack of [...acknowledged.values()].slice(0, 50)) {
  const again = await fetch(`${BASE}/api/orders`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: ack.token, 'idempotency-key': ack.key }, body: ack.body });
  const { data } = (await again.json()) as { data?: { order: { _id: string } } };
  if (data?.order._id !== ack.id) fail(`key ${ack.key} made a second order, or none, after the restarts (${again.status})`);
}
const stock = ((await (await fetch(`${BASE}/api/products?pageSize=48`)).json()) as { data: { products: { variants: { stock: number }[] }[] } }).data.products.flatMap((p) => p.variants.map((v) => v.stock));
if (stock.some((s) => s < 0)) fail('a stock went below zero');

// Every acknowledged order's confirmation reached the mail server (queued with the order, sent after
// the restarts); a mail sent just before a kill may come twice, never zero times.
const mailed = async () => {
  const subjects = smtp.mails.map((m) => m.subject).join('\n');
  return [...acknowledged.values()].filter((ack) => !subjects.includes(ack.number));
};
const mailDeadline = Date.now() + 60_000;
while ((await mailed()).length && Date.now() < mailDeadline) await new Promise((resolve) => setTimeout(resolve, 500));
const unmailed = await mailed();
if (unmailed.length) fail(`${unmailed.length} acknowledged orders never mailed, e.g. ${unmailed.slice(0, 5).map((a) => a.number).join(', ')}`);
const confirmations = smtp.mails.filter((m) => /CMD-\d{4}-\d{6}/.test(m.subject));
const mailedTwice = confirmations.length - new Set(confirmations.map((m) => m.subject)).size;

// A second server on the same DATA_DIR refuses to start, with a clear message.
const second = spawn(process.execPath, ['dist/server/main.js'], { env: { ...env, PORT: String(PORT + 1) }, stdio: ['ignore', 'pipe', 'pipe'] });
let secondOutput = '';
second.stdout!.on('data', (c: Buffer) => (secondOutput += c));
second.stderr!.on('data', (c: Buffer) => (secondOutput += c));
const secondCode = await exitOf(second);
if (secondCode === 0 || !/in use|locked|another/i.test(secondOutput)) fail(`a second server on the same DATA_DIR exited ${secondCode}: ${secondOutput.slice(0, 300)}`);

// SIGTERM: a clean exit, and the next start opens the database.
server.kill('SIGTERM');
const termCode = await exitOf(server);
if (termCode !== 0) fail(`SIGTERM exit code ${termCode}`);
server = start();
await healthy(server);
await verifyAcknowledged(CRASHES + 2);
server.kill('SIGTERM');
await exitOf(server);
rmSync(dataDir, { recursive: true, force: true });
await smtp.close();

const median = [...startups].sort((a, b) => a - b)[Math.floor(startups.length / 2)] ?? 0;
console.log(
  `${startups.length} kill -9 and restarts (database opened every time: ${startups.length === CRASHES}); ${sent} orders sent, ${acknowledged.size} acknowledged and all found again; ` +
    `${acknowledged.size - unmailed.length} of them mailed (${mailedTwice} mailed twice); median restart ${median} ms; second server refused (exit ${secondCode}); SIGTERM exit ${termCode}; ${failures.length} failures`,
);
process.exit(failures.length ? 1 : 0);
