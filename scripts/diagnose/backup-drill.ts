// npm run backup-drill: a backup taken under load, restored, and found whole. On the embedded database,
// then on a throwaway PostgreSQL cluster (Debian's postgresql; skipped when it is not installed), or on
// the one named: `npm run backup-drill -- pglite|postgres`. For each: a real server, 8 customers placing
// orders for 60 s (DRILL_SECONDS), `npm run backup` at half time (the server snapshots itself on
// PGlite; pg_dump on PostgreSQL), then `npm run restore` into a new DATA_DIR or database, a server
// started on it, and every order answered 201 before the backup began looked up there; the restored
// database's counts against the backup's record. Prints the figures; exits 1 on any loss or difference.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type BackupRecord, describeCounts, readRecord, sameCounts } from '../../src/server/backups/record.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { codeIn, startSmtpCapture } from '../../tests/support/smtp-capture.ts';
import { directOrderBody } from '../support/direct-order.ts';

const SECONDS = Number(process.env.DRILL_SECONDS ?? 60);
const CLIENTS = 8;
const which = process.argv[2] ?? 'both';
const failures: string[] = [];
const fail = (message: string) => {
  failures.push(message);
  console.error(`FAIL ${message}`);
};

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
const exitOf = (child: ChildProcess) => new Promise<number | null>((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', resolve)));

function run(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  return exitOf(child).then((code) => ({ code, output }));
}

async function startServer(env: NodeJS.ProcessEnv, base: string): Promise<{ child: ChildProcess; ms: number }> {
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited while starting');
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { child, ms: Date.now() - started };
    } catch {
      // not yet
    }
    if (Date.now() - started > 120_000) throw new Error('the server did not start within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function stopServer(child: ChildProcess): Promise<void> {
  child.kill('SIGTERM');
  await exitOf(child);
}

/** A PostgreSQL cluster of its own, as scripts/support/throwaway-postgres.sh starts one; undefined when not installed. */
async function throwawayPostgres(): Promise<{ admin: string; stop: () => void } | undefined> {
  const root = '/usr/lib/postgresql';
  const version = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a))[0] : undefined;
  if (!version) return undefined;
  const bin = join(root, version, 'bin');
  const dir = mkdtempSync(join(tmpdir(), 'oils-drill-pg-'));
  const asPostgres = (cmd: string, args: string[]) => {
    const root = process.getuid?.() === 0;
    const result = spawnSync(root ? 'runuser' : cmd, root ? ['-u', 'postgres', '--', cmd, ...args] : args, { stdio: ['ignore', 'ignore', 'pipe'] });
    if (result.status !== 0) throw new Error(`${cmd} failed: ${String(result.stderr)}`);
  };
  if (process.getuid?.() === 0) chownSync(dir, Number(spawnSync('id', ['-u', 'postgres']).stdout.toString().trim()), 0);
  const port = await freePort();
  asPostgres(join(bin, 'initdb'), ['-D', join(dir, 'data'), '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8']);
  asPostgres(join(bin, 'pg_ctl'), ['-D', join(dir, 'data'), '-l', join(dir, 'log'), '-w', '-o', `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c max_connections=100`, 'start']);
  console.log(`PostgreSQL ${version} on 127.0.0.1:${port}`);
  return {
    admin: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        asPostgres(join(bin, 'pg_ctl'), ['-D', join(dir, 'data'), '-m', 'fast', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

async function createDb(admin: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

interface Ack {
  id: string;
  number: string;
  token: string;
  at: number;
}

async function drill(kind: 'pglite' | 'postgres', admin?: string): Promise<void> {
  console.log(`\n== ${kind}: ${CLIENTS} clients for ${SECONDS} s, a backup at ${SECONDS / 2} s`);
  const dataDir = mkdtempSync(join(tmpdir(), `oils-drill-${kind}-`));
  const restoredDir = mkdtempSync(join(tmpdir(), `oils-drill-${kind}-restored-`));
  const smtp = await startSmtpCapture();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const databaseUrl = admin ? await createDb(admin, 'shop') : '';
  const restoredUrl = admin ? await createDb(admin, 'shop_restored') : '';
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    BACKUP_DIR: join(dataDir, 'backups'),
    DATABASE_URL: databaseUrl,
    SMTP_URL: smtp.url,
    LOG_LEVEL: 'warn',
    OPEN_ORDERS_PER_ACCOUNT: '1000000',
    OPEN_UNITS_PER_ACCOUNT: '100000000',
    UNCONFIRMED_CASH_UNITS_PER_VARIANT: '100000000',
    GUEST_CARTS_PER_HOUR: '1000000',
  };
  let server = (await startServer(env, base)).child;
  try {
    const post = (path: string, body: object) => fetch(`${base}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const tokens: string[] = [];
    for (let n = 0; n < CLIENTS; n++) {
      const email = `drill${n}@example.ma`;
      await post('/auth/register', { firstName: 'Amina', lastName: 'Bennani', email, password: 'Zitoun#2026' });
      await post('/public/verify', { email, code: codeIn(await smtp.waitFor(email)) });
      const login = (await (await post('/auth/login', { email, password: 'Zitoun#2026' })).json()) as { data: { tokens: { accessToken: string } } };
      tokens.push(`Bearer ${login.data.tokens.accessToken}`);
    }
    const products = ((await (await fetch(`${base}/api/products?pageSize=48`)).json()) as { data: { products: { id: string; variants: { id: string; stock: number }[] }[] } }).data.products;
    const picks = products.flatMap((p) => p.variants.filter((v) => v.stock > 0).map((v) => ({ product: p.id, variant: v.id })));

    const acks: Ack[] = [];
    let sent = 0;
    let refused = 0;
    const refusals = new Map<string, number>();
    let errors = 0;
    let running = true;
    let counter = 0;
    const workers = tokens.map(async (token) => {
      while (running) {
        const pick = picks[counter++ % picks.length]!;
        sent += 1;
        try {
          const response = await fetch(`${base}/api/orders`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: token }, body: directOrderBody(pick.product, pick.variant) });
          const answer = (await response.json()) as { data?: { order: { _id: string; orderNumber: string } }; code?: string };
          if (response.status === 201 && answer.data) acks.push({ id: answer.data.order._id, number: answer.data.order.orderNumber, token, at: Date.now() });
          else if (response.status >= 500) errors += 1;
          else {
            refused += 1;
            const code = `${response.status} ${answer.code ?? ''}`.trim();
            refusals.set(code, (refusals.get(code) ?? 0) + 1);
          }
        } catch {
          errors += 1;
        }
      }
    });
    const loadStarted = Date.now();
    await new Promise((resolve) => setTimeout(resolve, (SECONDS / 2) * 1000));
    const backupBegan = Date.now();
    const before = acks.filter((ack) => ack.at < backupBegan);
    const backup = run('scripts/run/backup.ts', [], env).then((result) => ({ ...result, ms: Date.now() - backupBegan }));
    await new Promise((resolve) => setTimeout(resolve, loadStarted + SECONDS * 1000 - Date.now()));
    running = false;
    await Promise.all(workers);
    const taken = await backup;
    console.log(taken.output.trim());
    if (taken.code !== 0) throw new Error(`npm run backup exited ${taken.code}`);
    await stopServer(server);
    const file = /^Backup (\S+)/m.exec(taken.output)![1]!;
    const record: BackupRecord = await readRecord(file);

    const restoreEnv = { ...env, DATA_DIR: restoredDir, DATABASE_URL: restoredUrl, BACKUP_DIR: join(restoredDir, 'backups') };
    const restoreStarted = Date.now();
    const restored = await run('scripts/run/restore.ts', [file], restoreEnv);
    console.log(restored.output.trim());
    if (restored.code !== 0) throw new Error(`npm run restore exited ${restored.code}`);
    const restoreMs = Date.now() - restoreStarted;

    const started = await startServer(restoreEnv, base);
    server = started.child;
    let found = 0;
    const lost: string[] = [];
    for (const ack of before) {
      const response = await fetch(`${base}/api/orders/${ack.id}`, { headers: { authorization: ack.token } });
      if (response.status === 200) found += 1;
      else lost.push(ack.number);
    }
    // Orders answered while the backup ran may or may not be in it; those after it ended, never.
    let laterFound = 0;
    const after = acks.filter((ack) => ack.at > backupBegan + taken.ms);
    for (const ack of after.slice(0, 50)) if ((await fetch(`${base}/api/orders/${ack.id}`, { headers: { authorization: ack.token } })).status === 200) laterFound += 1;
    await stopServer(server);
    const database = await openDatabase(loadConfig({ ...restoreEnv, PORT: String(port) }));
    const counts = await (async () => {
      const { db } = database;
      const result = (await db.execute(sql`select (select count(*) from orders)::int as orders, (select count(*) from users where not pending_sign_up)::int as accounts, (select count(*) from products)::int as products`)) as unknown as { rows: { orders: number; accounts: number; products: number }[] };
      return result.rows[0]!;
    })();
    await database.close();

    if (lost.length) fail(`${kind}: ${lost.length} orders answered 201 before the backup began are missing from it, e.g. ${lost.slice(0, 5).join(', ')}`);
    if (!sameCounts(counts, record.counts)) fail(`${kind}: the restored database holds ${describeCounts(counts)}, the record ${describeCounts(record.counts)}`);
    if (laterFound) fail(`${kind}: ${laterFound} orders answered after the backup ended are in it`);
    if (errors) fail(`${kind}: ${errors} orders answered 5xx or not at all`);
    console.log(
      [
        `${kind}: ${sent} orders sent by ${CLIENTS} clients in ${SECONDS} s, ${acks.length} answered 201, ${refused} refused (${[...refusals].map(([code, n]) => `${n} ${code}`).join(', ') || 'none'}), ${errors} errors`,
        `  backup began at ${((backupBegan - loadStarted) / 1000).toFixed(1)} s and took ${taken.ms} ms (command, check included): ${record.bytes} bytes; record: ${describeCounts(record.counts)}`,
        `  ${before.length} orders answered 201 before the backup began: ${found} found in the restored shop, ${lost.length} lost`,
        `  ${acks.length - before.length - after.length} answered during the backup; ${after.length} after it, of which ${laterFound} of the first ${Math.min(50, after.length)} are in it`,
        `  restore ${restoreMs} ms; the restored server started in ${started.ms} ms; restored counts: ${describeCounts(counts)} (record: ${sameCounts(counts, record.counts) ? 'equal' : 'DIFFERENT'})`,
      ].join('\n'),
    );
  } finally {
    if (server.exitCode === null) await stopServer(server);
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(restoredDir, { recursive: true, force: true });
  }
}

if (which === 'both' || which === 'pglite') await drill('pglite');
if (which === 'both' || which === 'postgres') {
  const cluster = process.env.TEST_DATABASE_URL ? undefined : await throwawayPostgres();
  const admin = process.env.TEST_DATABASE_URL ?? cluster?.admin;
  if (!admin) console.log('\npostgres: skipped, PostgreSQL is not installed here');
  else
    try {
      await drill('postgres', admin);
    } finally {
      cluster?.stop();
    }
}
console.log(failures.length ? `\n${failures.length} failures` : '\nno order lost, counts equal to the records');
process.exit(failures.length ? 1 : 0);
