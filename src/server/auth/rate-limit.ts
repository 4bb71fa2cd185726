import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { ApiError } from '../errors.ts';

/**
 * The key of a client for the limits: its IPv4 address, or the /64 prefix of an IPv6 one (one host
 * is given a whole /64, and could otherwise take a new address for each try).
 */
export function clientKey(ip: string): string {
  const address = ip.split('%')[0]!;
  if (!isIPv6(address)) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  const [head, tail] = address.split('::') as [string, string?];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * A fixed-window counter per key (client address, email…), kept in the database: every server on it
 * counts the same hits, a restart forgets none, and the windows follow the database's clock. One
 * statement per hit, so two servers hit at once cannot both slip under the limit. Past the limit the
 * caller gets 429 in the envelope with Retry-After.
 */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    /** The limit's name: each limit counts apart. */
    private readonly bucket: string,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  async hit(key: string): Promise<void> {
    const { hits, retryAfterMs } = await this.count(key);
    if (hits <= this.limit) return;
    const retryAfter = Math.max(1, Math.ceil(retryAfterMs / 1000));
    throw new ApiError(429, 'RATE_LIMITED', 'Too many attempts. Please try again later.', undefined, { 'retry-after': String(retryAfter) });
  }

  /** Counts one more for the key and tells whether it is still within the limit, without refusing. */
  async allows(key: string): Promise<boolean> {
    return (await this.count(key)).hits <= this.limit;
  }

  private async count(key: string): Promise<{ hits: number; retryAfterMs: number }> {
    const window = sql`${`${this.windowMs} milliseconds`}::interval`;
    const over = sql`${t.rateLimits.windowStart} <= now() - ${window}`;
    const [row] = await this.db
      .insert(t.rateLimits)
      .values({ bucket: this.bucket, key: hashed(key), windowStart: sql`now()`, hits: 1 })
      .onConflictDoUpdate({
        target: [t.rateLimits.bucket, t.rateLimits.key],
        set: {
          windowStart: sql`case when ${over} then now() else ${t.rateLimits.windowStart} end`,
          hits: sql`case when ${over} then 1 else ${t.rateLimits.hits} + 1 end`,
        },
      })
      .returning({ hits: t.rateLimits.hits, retryAfterMs: sql<number>`(extract(epoch from (${t.rateLimits.windowStart} + ${window} - now())) * 1000)::float8` });
    return { hits: row!.hits, retryAfterMs: Number(row!.retryAfterMs) };
  }
}

/** Windows over a day old: no limit is longer, so they count for nothing. Returns how many went. */
export async function purgeRateLimits(db: Db): Promise<number> {
  const gone = await db.delete(t.rateLimits).where(sql`${t.rateLimits.windowStart} < now() - interval '1 day'`).returning({ key: t.rateLimits.key });
  return gone.length;
}

const hashed = (key: string) => createHash('sha256').update(key).digest('base64url');
