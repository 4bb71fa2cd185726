import fastifyRateLimit, { type CreateRateLimitOptions, normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../errors.ts';
import { databaseStore } from '../../http/rate-limit-store.ts';

/** One IPv6 host is given a whole /64, and could take a new address for each try: a /64 is one client. */
const IPV6_CLIENT_PREFIX = 64;

/** The key of the client that sent a request: its IPv4 address (also when mapped into IPv6), or its IPv6 /64. */
export const clientKey = (request: FastifyRequest): string => normalizeIP(request.ip, IPV6_CLIENT_PREFIX);

export interface Limit {
  /** Counts one hit for the key; past the limit, refuses the request with 429 RATE_LIMITED and Retry-After. */
  hit(request: FastifyRequest, key: string): Promise<void>;
  /** Counts one hit for the key and says whether it is still within the limit, without refusing. */
  allows(request: FastifyRequest, key: string): Promise<boolean>;
}

/** A limit of its own name: `max` hits per key in a fixed window of `windowMs`. */
export type Limits = (name: string, max: number, windowMs: number) => Limit;

declare module 'fastify' {
  interface FastifyInstance {
    limits: Limits;
  }
}

/**
 * @fastify/rate-limit over the database (the limits stay shared across servers and restarts). The
 * shop's limits count keys a handler chooses (an address, an email, both), so they are checked where
 * the handler knows the key: `app.limits(name, max, windowMs).hit(request, key)`.
 */
export const rateLimits = fp<{ db: Db }>(async (app, { db }) => {
  await app.register(fastifyRateLimit, { global: false, store: databaseStore(db) });
  app.decorate('limits', (name: string, max: number, windowMs: number): Limit => {
    const count = (request: FastifyRequest, key: string) => {
      const options: CreateRateLimitOptions & { groupId: string } = { groupId: name, max, timeWindow: windowMs, keyGenerator: () => key };
      return app.createRateLimit(options)(request);
    };
    return {
      async hit(request, key) {
        const counted = await count(request, key);
        if (counted.isAllowed || !counted.isExceeded) return;
        throw new ApiError(429, 'RATE_LIMITED', 'Too many attempts. Please try again later.', undefined, { 'retry-after': String(Math.max(1, counted.ttlInSeconds)) });
      },
      async allows(request, key) {
        const counted = await count(request, key);
        return counted.isAllowed || !counted.isExceeded;
      },
    };
  });
});
