// The server the back office's benchmark measures: the real app (production settings) on its own
// embedded database, or on DATABASE_URL, with BENCH_ORDERS orders of history (50,000 unless told) and an
// owner's session. Prints {"port", "token", "countMs"} once ready: countMs is the dashboard's
// count of the orders uncached (the median of five).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addStaffByCommand } from '../../src/server/admin/staff-command.ts';
import { orderFigures } from '../../src/server/admin/dashboard.ts';
import { buildApp } from '../../src/server/app.ts';
import { signingSecret } from '../../src/server/auth/secrets.ts';
import { loadConfig } from '../../src/server/config.ts';
import { writeOrderHistory } from './back-office-orders.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 50_000);
const dataDir = mkdtempSync(join(tmpdir(), 'oils-bench-office-'));
const app = await buildApp(loadConfig({ ...process.env, DATA_DIR: dataDir }));
const started = Date.now();
await writeOrderHistory(app.database.db, ORDERS);
process.stderr.write(`${ORDERS} orders written in ${((Date.now() - started) / 1000).toFixed(1)} s on ${app.database.kind}\n`);
// The dashboard's count of the orders, uncached: what the first owner to open it after a change waits for.
const counts: number[] = [];
for (let i = 0; i < 5; i++) {
  const begun = performance.now();
  await orderFigures(app.database.db, 'fr');
  counts.push(performance.now() - begun);
}
const countMs = counts.sort((a, b) => a - b)[2]!;
await app.listen({ port: 0, host: '127.0.0.1' });

// An owner, invited by the staff command, who chooses a password with the printed code.
const email = 'owner@huileries.ma';
const printed = await addStaffByCommand(app.database.db, await signingSecret(app.database.db, undefined), { email, role: 'owner' }, 'http://127.0.0.1');
const code = /Invitation code: (\d{6})/.exec(printed)![1]!;
const accepted = await app.inject({ method: 'POST', url: '/api/admin/auth/accept-invite', payload: { email, code, password: 'Bench#Owner2026' } });
const token = (accepted.json() as { data: { token: string } }).data.token;
process.stdout.write(`${JSON.stringify({ port: (app.server.address() as { port: number }).port, token, countMs })}\n`);

process.on('SIGTERM', async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
