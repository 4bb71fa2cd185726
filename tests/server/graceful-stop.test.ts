// Issue 46, item 3: on SIGTERM the server stops accepting, finishes what is in flight, stops its jobs
// and mail sends, then exits. The server runs as `npm start` runs it (its own process, the built pages
// rendered in worker threads, the embedded database in a folder); 20 connections place orders and 4
// ask for pages to render while it is told to stop. Every order answered 201 must be in the database
// afterwards, every page answered, and no line may be logged at error level or above.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import * as t from '../../src/server/db/schema.ts';
import { directOrderBody } from '../../scripts/support/direct-order.ts';
import { codeIn, startSmtpCapture } from '../support/smtp-capture.ts';

const CONNECTIONS = 20;
const dataDir = mkdtempSync(join(tmpdir(), 'oils-sigterm-'));
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let server: ChildProcess;
let origin = '';
const lines: { level: number; msg?: string; err?: { message?: string } }[] = [];

beforeAll(async () => {
  // The pages as npm start serves them: built (once; the browser tests use the same build).
  // NODE_ENV as npm start has it: vitest's 'test' would make Vite build React's development JSX.
  const built = spawnSync(process.execPath, ['-e', "import('./scripts/run/build-if-stale.mjs').then((m) => m.buildIfStale())"], { stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } });
  expect(built.status, 'npm run build').toBe(0);
  smtp = await startSmtpCapture();
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: smtp.url, LOG_LEVEL: 'info', OPEN_ORDERS_PER_ACCOUNT: '1000000', OPEN_UNITS_PER_ACCOUNT: '100000000', UNCONFIRMED_CASH_UNITS_PER_VARIANT: '100000000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let buffered = '';
  const listening = new Promise<string>((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`the server exited with ${code} while starting`)));
    server.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk;
      let end: number;
      while ((end = buffered.indexOf('\n')) >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 1);
        try {
          const parsed = JSON.parse(line) as (typeof lines)[number];
          lines.push(parsed);
          const at = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(parsed.msg ?? '')?.[1];
          if (at) resolve(at);
        } catch {
          lines.push({ level: 60, msg: `not a log line: ${line}` });
        }
      }
    });
    server.stderr!.on('data', (chunk: Buffer) => lines.push({ level: 60, msg: `stderr: ${String(chunk)}` }));
  });
  origin = await listening;
}, 120_000);
afterAll(async () => {
  if (server.exitCode === null) server.kill('SIGKILL');
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function call(agent: Agent, method: string, path: string, body?: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const asked = request(`${origin}${path}`, { agent, method, headers: { 'content-type': 'application/json', ...headers } }, (answer) => {
      let text = '';
      answer.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      answer.on('end', () => resolve({ status: answer.statusCode!, body: text }));
    });
    asked.on('error', reject);
    asked.end(body);
  });
}

it('finishes the orders in flight on SIGTERM: every one answered 201 is kept, nothing logged as an error', async () => {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS + 4 });
  const customers = await Promise.all(
    [1, 2, 3, 4].map(async (n) => {
      const email = `arret${n}@example.ma`;
      await call(agent, 'POST', '/api/auth/register', JSON.stringify({ firstName: 'Amina', lastName: 'Bennani', email, password: 'Zitoun#2026' }));
      await call(agent, 'POST', '/api/public/verify', JSON.stringify({ email, code: codeIn(await smtp.waitFor(email)) }));
      const login = JSON.parse((await call(agent, 'POST', '/api/auth/login', JSON.stringify({ email, password: 'Zitoun#2026' }))).body) as { data: { tokens: { accessToken: string } } };
      return `Bearer ${login.data.tokens.accessToken}`;
    }),
  );
  const products = (JSON.parse((await call(agent, 'GET', '/api/products?pageSize=48')).body) as { data: { products: { id: string; variants: { id: string; stock: number }[] }[] } }).data.products;
  const picks = products.flatMap((p) => p.variants.filter((v) => v.stock > 100).map((v) => ({ product: p.id, variant: v.id })));

  const answered: string[] = [];
  const statuses = new Map<number, number>();
  let stopped = false;
  let sent = 0;
  const connection = async (n: number) => {
    for (let i = 0; !stopped; i++) {
      const pick = picks[(n + i) % picks.length]!;
      sent += 1;
      try {
        const answer = await call(agent, 'POST', '/api/orders', directOrderBody(pick.product, pick.variant), { authorization: customers[n % customers.length]!, 'idempotency-key': `stop-${n}-${i}` });
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status === 201) answered.push((JSON.parse(answer.body) as { data: { order: { _id: string } } }).data.order._id);
      } catch {
        // The server is gone: this connection is done.
        return;
      }
    }
  };
  const pages = new Map<number | string, number>();
  const shopper = async (n: number) => {
    for (let i = 0; !stopped; i++) {
      try {
        // An address of its own each time (a parameter the page ignores): a render each time, of the whole shop.
        const answer = await call(agent, 'GET', `/shop?arret=${n}-${i}`);
        // Asked once the stop began: refused in the error envelope, for the proxy to ask another server.
        const refused = answer.status === 503 && answer.body.includes('"code":"SERVICE_UNAVAILABLE"');
        // A page rendered with its data lists the oils; one whose API calls failed does not.
        const outcome = refused ? 'refused while stopping' : answer.status === 200 && !/Dika Extra|Zitoun Atlas/.test(answer.body) ? 'rendered without its data' : answer.status;
        pages.set(outcome, (pages.get(outcome) ?? 0) + 1);
      } catch {
        return;
      }
    }
  };
  const load = Promise.all([...Array.from({ length: CONNECTIONS }, (_, n) => connection(n)), ...[1, 2, 3, 4].map(shopper)]);
  while (answered.length < 100) await new Promise((resolve) => setTimeout(resolve, 20));
  const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  expect(await exited, JSON.stringify(lines.filter((line) => line.level >= 40))).toBe(0);
  stopped = true;
  await load;
  agent.destroy();

  const database = await openDatabase(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: '' }));
  try {
    const kept = await database.db.select({ id: t.orders.id }).from(t.orders).where(inArray(t.orders.id, answered));
    expect(kept.length, `${answered.length} answered 201 of ${sent} sent (${JSON.stringify([...statuses])})`).toBe(answered.length);
  } finally {
    await database.close();
  }
  expect(lines.filter((line) => line.level >= 50)).toEqual([]);
  // The renders running when the stop came got their data: the API answered their calls.
  expect(lines.filter((line) => line.msg === 'a render could not call the API')).toEqual([]);
  // Pages asked for before the stop were rendered, those in flight too: none failed, the later ones were refused.
  expect([...pages.keys()].filter((status) => status !== 200 && status !== 'refused while stopping'), JSON.stringify([...pages])).toEqual([]);
  expect(pages.get(200)).toBeGreaterThan(0);
  expect(lines.some((line) => line.msg === 'closing')).toBe(true);
}, 180_000);
