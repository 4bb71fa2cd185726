// Runs the server (from source, embedded database in a fresh DATA_DIR) under strace, signs a customer up
// and places orders one after another, then reads the trace: every answer the server wrote to a socket
// must come after a sync of every WAL segment written before it.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { directOrderBody } from './direct-order.ts';

export interface WalTrace {
  /** Answers the server wrote (every status), and the orders among them answered 201. */
  answers: number;
  orders: number;
  /** Answers sent while a WAL segment written before them was not yet synced. */
  unsynced: string[];
  walWrites: number;
  walSyncs: number;
  /** Time spent in WAL syncs per order (ms), from strace -T. */
  syncMsPerOrder: number[];
  /** Each order's time from request to answer (ms), as the client saw it (under strace). */
  orderMs: number[];
}

const LINE = /^(\d+)\s+\S+\s+(?:<\.\.\. (\w+) resumed>|(\w+)\((\d+)<([^>]*)>)(.*?)(?:= (-?\d+).*?<([\d.]+)>)?$/;

export async function traceOrders(orders: number): Promise<WalTrace> {
  const dataDir = mkdtempSync(join(tmpdir(), 'oils-wal-'));
  const traceFile = join(dataDir, 'strace.txt');
  const child = spawn(
    'strace',
    ['-f', '-tt', '-T', '-y', '-s', '48', '-e', 'trace=write,writev,pwrite64,pwritev,fsync,fdatasync', '-o', traceFile, process.execPath, '--import', 'tsx', 'src/server/main.ts'],
    { env: { ...process.env, PORT: '0', DATA_DIR: join(dataDir, 'data'), DATABASE_URL: '', SMTP_URL: '', NODE_ENV: 'test', LOG_LEVEL: 'info', OPEN_ORDERS_PER_ACCOUNT: String(orders + 1) }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  try {
    const { base, pid } = await listening(child);
    const token = await verifiedCustomer(base, join(dataDir, 'data', 'outbox'));
    const products = ((await (await fetch(`${base}/api/products?pageSize=48`)).json()) as { data: { products: { id: string; variants: { id: string; stock: number }[] }[] } }).data.products;
    const pick = products.flatMap((p) => p.variants.filter((v) => v.stock >= orders).map((v) => ({ product: p.id, variant: v.id })))[0]!;
    const orderMs: number[] = [];
    let placed = 0;
    for (let i = 0; i < orders; i++) {
      const started = performance.now();
      const response = await fetch(`${base}/api/orders`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: token }, body: directOrderBody(pick.product, pick.variant) });
      await response.arrayBuffer();
      orderMs.push(performance.now() - started);
      if (response.status === 201) placed++;
    }
    if (placed !== orders) throw new Error(`${orders - placed} of ${orders} orders were not placed`);
    // strace holds SIGTERM while it writes to a file (-o): the server itself is asked to stop.
    process.kill(pid, 'SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    const trace = readTrace(readFileSync(traceFile, 'utf8'));
    // The orders were the run's last 201s (sign-up answered one before them).
    return { ...trace, orders: Math.min(trace.orders, orders), syncMsPerOrder: trace.syncMsPerOrder.slice(-orders), orderMs };
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function readTrace(trace: string): Omit<WalTrace, 'orderMs'> {
  const pending = new Map<string, { call: string; path: string; detail: string }>();
  const lastWrite = new Map<string, number>();
  const lastSync = new Map<string, number>();
  const result: Omit<WalTrace, 'orderMs'> = { answers: 0, orders: 0, unsynced: [], walWrites: 0, walSyncs: 0, syncMsPerOrder: [] };
  let syncMs = 0;
  trace.split('\n').forEach((line, index) => {
    const match = LINE.exec(line);
    if (!match) return;
    const [, pid, resumed, call, , path, detail, returned, seconds] = match;
    let event = call ? { call, path: path!, detail: detail! } : pending.get(pid!);
    if (!event) return;
    if (call && line.endsWith('<unfinished ...>')) {
      pending.set(pid!, event);
      return;
    }
    if (resumed) {
      pending.delete(pid!);
      event = { ...event, detail: event.detail + detail };
    }
    if (returned === undefined || Number(returned) < 0) return;
    if (event.path.includes('/pg_wal/')) {
      if (event.call === 'fsync' || event.call === 'fdatasync') {
        lastSync.set(event.path, index);
        result.walSyncs++;
        syncMs += Number(seconds ?? 0) * 1000;
      } else {
        lastWrite.set(event.path, index);
        result.walWrites++;
      }
    } else if (event.path.startsWith('TCP') || event.path.startsWith('socket')) {
      const status = /HTTP\/1\.1 (\d{3})/.exec(event.detail)?.[1];
      if (!status) return;
      result.answers++;
      for (const [segment, written] of lastWrite) {
        if ((lastSync.get(segment) ?? -1) < written) result.unsynced.push(`a ${status} answer (trace line ${index + 1}) before ${segment} was synced`);
      }
      if (status === '201') {
        result.orders++;
        result.syncMsPerOrder.push(syncMs);
      }
      syncMs = 0;
    }
  });
  return result;
}

/** The server's address and process id (the trace's child is strace), from its log. */
function listening(child: ReturnType<typeof spawn>): Promise<{ base: string; pid: number }> {
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"pid":(\d+)[^\n]*Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve({ base: match[2]!, pid: Number(match[1]) });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the server exited with ${code} before listening:\n${output}`)));
  });
}

async function verifiedCustomer(base: string, outbox: string): Promise<string> {
  const email = 'wal@example.ma';
  const post = (path: string, body: object) => fetch(`${base}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await post('/auth/register', { firstName: 'Amina', lastName: 'Bennani', email, password: 'Zitoun#2026' });
  let code: string | undefined;
  for (let i = 0; i < 50 && !code; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const mail = readdirSync(outbox, { withFileTypes: true })
      .filter((f) => f.isFile())
      .map((f) => JSON.parse(readFileSync(join(outbox, f.name), 'utf8')) as { to: string; text: string })
      .find((m) => m.to.includes(email));
    code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
  }
  if (!code) throw new Error('no verification code in the outbox');
  await post('/public/verify', { email, code });
  const login = (await (await post('/auth/login', { email, password: 'Zitoun#2026' })).json()) as { data: { tokens: { accessToken: string } } };
  return `Bearer ${login.data.tokens.accessToken}`;
}
