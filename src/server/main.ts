import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { projectRoot } from './lib/project-root.ts';

async function main(): Promise<void> {
  const webDir = join(projectRoot(), 'dist/web');
  const config = loadConfig(process.env, { webDir: existsSync(webDir) ? webDir : undefined });
  const memoryTemplate = config.memoryTemplate ? new Blob([await readFile(config.memoryTemplate)]) : undefined;
  const app = await buildApp(config, { memoryTemplate });
  // SIGTERM/SIGINT: stop accepting, let in-flight requests finish, then close the database.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an uncaught error');
    else app.log.info({ signal }, 'closing');
    await app.close();
  });
  await app.listen({ port: config.port, host: config.host });
  if (!config.webDir) app.log.warn('dist/web is missing: serving the API only (npm run build:web)');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`Cannot start: ${error.message}`);
  } else {
    console.error('Cannot start:', error);
  }
  process.exit(1);
});
