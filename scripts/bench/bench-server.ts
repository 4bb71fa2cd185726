// The two servers the API benchmark measures, in one process so they share its conditions: the real
// app (production settings, its own fresh embedded database) and a bare Fastify JSON route.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'oils-bench-'));
const app = await buildApp(loadConfig({ ...process.env, DATA_DIR: dataDir }));
await app.listen({ port: 0, host: '127.0.0.1' });
const bare = Fastify();
bare.get('/bare', async () => ({ success: true, data: { hello: 'world' } }));
await bare.listen({ port: 0, host: '127.0.0.1' });

const port = (server: { server: { address(): unknown } }) => (server.server.address() as { port: number }).port;
process.stdout.write(`${JSON.stringify({ app: port(app), bare: port(bare) })}\n`);

process.on('SIGTERM', async () => {
  await Promise.all([app.close(), bare.close()]);
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
