// The server of npm run stall-check: the real app (from source) on a fresh in-memory database, its
// event loop watched from inside. Prints its port as one JSON line; then answers each line read on
// stdin with one JSON line: 'reset' starts the loop's figures afresh, 'report' gives them in ms.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';

const app = await buildApp(loadConfig({ ...process.env, DATABASE_URL: 'memory://', LOG_LEVEL: 'warn' }));
await app.listen({ port: 0, host: '127.0.0.1' });
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
process.stdout.write(`${JSON.stringify({ port: (app.server.address() as { port: number }).port })}\n`);

const ms = (ns: number) => Math.round(ns / 1e5) / 10;
createInterface({ input: process.stdin }).on('line', (line) => {
  if (line === 'reset') loop.reset();
  process.stdout.write(`${JSON.stringify({ maxMs: ms(loop.max), p99Ms: ms(loop.percentile(99)), meanMs: ms(loop.mean) })}\n`);
});

process.on('SIGTERM', async () => {
  await app.close();
  process.exit(0);
});
