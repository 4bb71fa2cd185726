import { isIPv6 } from 'node:net';
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
 * A fixed-window counter per key (client address, email…), in this server's memory. Past the limit
 * the caller gets 429 in the envelope with Retry-After.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  hit(key: string, now = Date.now()): void {
    if (this.allows(key, now)) return;
    const window = this.windows.get(key)!;
    const retryAfter = Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000));
    throw new ApiError(429, 'RATE_LIMITED', 'Too many attempts. Please try again later.', undefined, { 'retry-after': String(retryAfter) });
  }

  /** Counts one more for the key and tells whether it is still within the limit, without refusing. */
  allows(key: string, now = Date.now()): boolean {
    const window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      if (this.windows.size > 50_000) this.sweep(now);
      this.windows.set(key, { start: now, count: 1 });
      return true;
    }
    window.count += 1;
    return window.count <= this.limit;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (now - window.start >= this.windowMs) this.windows.delete(key);
  }
}
