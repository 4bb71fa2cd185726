import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { seedIfEmpty } from '../seed/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    /** Where files live (image cache, mail outbox): DATA_DIR, or a folder of this process's own in memory mode. */
    filesDir: string;
  }
}

/** The database, migrated and seeded when empty; no answer goes out before the writes before it are on disk. */
export const database = fp<{ config: Config; memoryTemplate?: Blob }>(async (app, { config, memoryTemplate }) => {
  const database = await openDatabase(config, memoryTemplate);
  app.addHook('onClose', async () => database.close());
  app.addHook('onSend', async (_request, _reply, payload) => {
    await database.flush();
    return payload;
  });
  let filesDir = config.dataDir;
  if (config.databaseUrl === 'memory://') {
    const temporary = await mkdtemp(join(tmpdir(), 'oils-files-'));
    filesDir = temporary;
    app.addHook('onClose', () => rm(temporary, { recursive: true, force: true }));
  }
  try {
    await seedIfEmpty(database);
    await database.flush();
  } catch (error) {
    await database.close();
    throw error;
  }
  app.decorate('database', database);
  app.decorate('filesDir', filesDir);
});
