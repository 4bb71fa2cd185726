import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config.ts';
import { projectRoot } from '../lib/project-root.ts';
import { listenForChanges } from './change-notices.ts';
import { lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema.ts';
import { trackWrites } from './track-writes.ts';
import { WalSync } from './wal-sync.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Resolves once every write completed so far is on disk: called before each answer. PostgreSQL's
   * own commit already waits for its WAL; the embedded one's WAL is synced here (see WalSync).
   */
  flush(): Promise<void>;
  /**
   * Calls `onNotice` for each NOTIFY on `channel` (sent at commit by the database's triggers): on
   * PostgreSQL from a connection of its own, which reconnects (src/server/db/change-notices.ts); on the
   * embedded database, in this process. Resolves to what stops listening.
   */
  listen(channel: string, onNotice: () => void, log: FastifyBaseLogger): Promise<() => Promise<void>>;
  /**
   * What the connections are doing, for /metrics: on PostgreSQL the pool (connections open, idle, and
   * queries waiting for one); on the embedded database, which has one in-process connection and no pool,
   * the writes waiting for their WAL sync (always 0 in memory).
   */
  stats(): DatabaseStats;
  close(): Promise<void>;
  /** The embedded database's client itself, for a backup taken between two of its statements (src/server/backups). */
  pglite?: PGlite;
}

export type DatabaseStats = { kind: 'postgres'; total: number; idle: number; waiting: number } | { kind: 'pglite'; walPending: number };

/** The SQL migrations and their journal (meta/_journal.json), applied at start. */
export const migrationsFolder = join(projectRoot(), 'src/server/db/migrations');
/**
 * PostgreSQL's buffers live in PGlite's WebAssembly memory, which never shrinks: its 128 MB default
 * took the memory to 189 MB. A shop's database is some tens of MB, read through the OS's file cache
 * beside these, and fits the 128 MB PGlite starts with at 16 MB of buffers. Durability is untouched
 * (WalSync, below).
 */
const PGLITE_OPTIONS = { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'] };
/** Key of the advisory lock that lets one of several servers migrate and seed at a time. */
const SETUP_LOCK = 4_711_001;

/**
 * Opens the configured database and brings its schema up to date. An in-memory database starts from
 * `memoryTemplate` when given (a PGlite data directory dump: tests/support/memory-template.ts); loading
 * one takes a fraction of the seconds PGlite's initdb takes, which tests pay at every start.
 */
export async function openDatabase(config: Config, memoryTemplate?: Blob): Promise<Database> {
  if (config.databaseUrl?.startsWith('postgres')) return openPostgres(config.databaseUrl);
  const inMemory = config.databaseUrl === 'memory://';
  const unlock = inMemory ? () => {} : lockDataDir(config.dataDir);
  try {
    const pgdata = join(config.dataDir, 'pgdata');
    const client = inMemory ? new PGlite({ ...PGLITE_OPTIONS, ...(memoryTemplate ? { loadDataDir: memoryTemplate } : {}) }) : new PGlite(pgdata, PGLITE_OPTIONS);
    await client.waitReady;
    const wal = inMemory ? undefined : new WalSync(pgdata);
    const tracked = wal ? trackWrites(client, () => wal.noteWrite()) : client;
    const db = drizzlePglite({ client: tracked, schema }) as unknown as Db;
    await migratePglite(drizzlePglite({ client }), { migrationsFolder });
    // What a crash recovery or the migrations wrote, on disk before the first answer.
    await wal?.syncAll();
    return {
      db,
      kind: 'pglite',
      pglite: client,
      flush: async () => wal?.flush(),
      stats: () => ({ kind: 'pglite', walPending: wal?.pending ?? 0 }),
      listen: async (channel, onNotice) => {
        const unlisten = await client.listen(channel, () => onNotice());
        return () => unlisten();
      },
      async close() {
        try {
          await client.close();
          // The shutdown checkpoint wrote the data files.
          await wal?.syncAll();
        } finally {
          unlock();
        }
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its server (restart, failover) must not crash the process; the pool reconnects.
  pool.on('error', (error) => console.error('PostgreSQL idle client error:', error.message));
  try {
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    const setup = await pool.connect();
    try {
      // Several app servers may start at once on one database: one migrates, the others wait.
      await setup.query('select pg_advisory_lock($1)', [SETUP_LOCK]);
      await migratePg(drizzlePg({ client: setup }), { migrationsFolder });
    } finally {
      await setup.query('select pg_advisory_unlock($1)', [SETUP_LOCK]).catch(() => {});
      setup.release();
    }
    const listen = async (channel: string, onNotice: () => void, log: FastifyBaseLogger) => {
      const notices = listenForChanges(url, channel, onNotice, log);
      return () => notices.close();
    };
    const stats = () => ({ kind: 'postgres' as const, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
    return { db, kind: 'postgres', flush: async () => {}, listen, stats, close: () => pool.end() };
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
}

/** Serialises seeding across servers on PostgreSQL; PGlite has a single writer anyway. */
export async function withSetupLock<T>(db: Db, kind: Database['kind'], work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    if (kind === 'postgres') await tx.execute(sql`select pg_advisory_xact_lock(${SETUP_LOCK})`);
    return work(tx as unknown as Db);
  });
}
