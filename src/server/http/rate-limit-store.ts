import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';

type Counted = { current: number; ttl: number };

/**
 * @fastify/rate-limit's store, kept in the database: a fixed window per limit and key (client address,
 * email…). Every server on the database counts the same hits, a restart forgets none, and the windows
 * follow the database's clock. One statement per hit, so two servers hit at once cannot both slip under
 * the limit. Keys are stored hashed: no address or email in clear.
 */
export function databaseStore(db: Db) {
  return class DatabaseStore implements FastifyRateLimitStore {
    /** The limit's name (its groupId): each limit counts apart. */
    private readonly bucket: string;

    constructor(options: object) {
      this.bucket = (options as { groupId?: string }).groupId ?? 'global';
    }

    incr(key: string, done: (error: Error | null, result?: Counted) => void, timeWindow: number): void {
      countHit(db, this.bucket, key, timeWindow).then((counted) => done(null, counted), done);
    }

    child(options: object): FastifyRateLimitStore {
      return new DatabaseStore(options);
    }
  };
}

async function countHit(db: Db, bucket: string, key: string, windowMs: number): Promise<Counted> {
  const window = sql`${`${windowMs} milliseconds`}::interval`;
  const over = sql`${t.rateLimits.windowStart} <= now() - ${window}`;
  const [row] = await db
    .insert(t.rateLimits)
    .values({ bucket, key: hashed(key), windowStart: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: [t.rateLimits.bucket, t.rateLimits.key],
      set: {
        windowStart: sql`case when ${over} then now() else ${t.rateLimits.windowStart} end`,
        hits: sql`case when ${over} then 1 else ${t.rateLimits.hits} + 1 end`,
      },
    })
    .returning({ hits: t.rateLimits.hits, ttl: sql<number>`(extract(epoch from (${t.rateLimits.windowStart} + ${window} - now())) * 1000)::float8` });
  return { current: row!.hits, ttl: Number(row!.ttl) };
}

/** Windows over a day old: no limit is longer, so they count for nothing. Returns how many went. */
export async function purgeRateLimits(db: Db): Promise<number> {
  const gone = await db.delete(t.rateLimits).where(sql`${t.rateLimits.windowStart} < now() - interval '1 day'`).returning({ key: t.rateLimits.key });
  return gone.length;
}

const hashed = (key: string) => createHash('sha256').update(key).digest('base64url');
