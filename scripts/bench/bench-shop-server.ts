// The server of npm run bench: the real app (production settings, the built pages) on a fresh
// embedded database (or DATABASE_URL's), with stock raised so a minute of orders never runs out and
// twenty verified customers signed in. Prints its port, tokens and products as one JSON line, then its
// memory and CPU time every second as JSON lines. BENCH_JOIN=1: another server on the same
// PostgreSQL database, which finds all that done and prints its port alone.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import * as t from '../../src/server/db/schema.ts';

// (A plain-JavaScript module without types: imported by name.)
const buildScript = '../run/build-if-stale.mjs';
const { buildIfStale } = (await import(buildScript)) as { buildIfStale: () => Promise<void> };
await buildIfStale();
const dataDir = mkdtempSync(join(tmpdir(), 'oils-bench-shop-'));
// The whole load comes from one address (each guest a new cart) and one customer's unpaid orders.
const limits = { GUEST_CARTS_PER_HOUR: '10000000', OPEN_ORDERS_PER_ACCOUNT: '1000000', OPEN_UNITS_PER_ACCOUNT: '100000000', UNCONFIRMED_CASH_UNITS_PER_VARIANT: '100000000' };
const app = await buildApp(loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...limits }, { webDir: join(process.cwd(), 'dist/web') }));
const joining = process.env.BENCH_JOIN === '1';
if (!joining) await app.database.db.update(t.variants).set({ stock: 1_000_000 });
app.catalogue.invalidate();
const tokens: string[] = [];
for (let i = 0; i < (joining ? 0 : 20); i++) {
  const email = `bench${i}@example.ma`;
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: `10.3.0.${i}`, payload: { firstName: 'Amina', lastName: 'Bennani', email, password: 'Zitoun#2026' } });
  tokens.push(`Bearer ${(JSON.parse(response.body) as { data: { tokens: { accessToken: string } } }).data.tokens.accessToken}`);
}
if (!joining) await app.database.db.update(t.users).set({ isVerified: true });
await app.listen({ port: 0, host: '127.0.0.1' });
const products = (JSON.parse((await app.inject('/api/products?pageSize=48')).body) as { data: { products: { id: string; slug: string; variants: { id: string }[] }[] } }).data.products;
process.stdout.write(
  `${JSON.stringify({ port: (app.server.address() as { port: number }).port, tokens, products: products.map((p) => ({ id: p.id, slug: p.slug, variant: p.variants[0]!.id })) })}\n`,
);
const report = () => {
  const { rss, heapUsed } = process.memoryUsage();
  const { user, system } = process.cpuUsage();
  process.stdout.write(`${JSON.stringify({ at: Date.now(), rss, heapUsed, cpuMicros: user + system })}\n`);
};
setInterval(report, 1000).unref();
// A report on demand (SIGUSR2): the bench reads the CPU time spent between two of them.
process.on('SIGUSR2', report);

process.on('SIGTERM', async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
