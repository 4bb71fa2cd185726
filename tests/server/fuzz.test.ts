import { fc } from '@fast-check/vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract, type Operation } from '../../src/server/contract/document.ts';
import * as t from '../../src/server/db/schema.ts';
import { newGuestSessionId } from '../../src/web/api/session-id.ts';
import { hostile, mutated, valid } from '../support/schema-arbitrary.ts';
import { json, startTestApp, stopTestApp } from '../support/test-app.ts';

const REQUESTS = 10_000;
const SEED = 20261121;
const contract = loadContract();
// Every operation but the two that draw pictures or PDFs on demand: they are fuzzed too, with fewer runs.
const HEAVY = new Set(['getProductImage', 'getCatalogFile']);

let app: FastifyInstance;
let bearer: string;
let ids: { product: string; variant: string };

beforeAll(async () => {
  app = await startTestApp();
  const email = 'fuzz@example.ma';
  const registered = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { firstName: 'Fuzz', lastName: 'Tester', email, password: 'Zitoun#2026' } });
  await app.database.db.update(t.users).set({ isVerified: true }).where(eq(t.users.email, email));
  bearer = `Bearer ${json<{ data: { tokens: { accessToken: string } } }>(registered).data.tokens.accessToken}`;
  const product = json<{ data: { products: { id: string; variants: { id: string }[] }[] } }>(await app.inject('/api/products?pageSize=1')).data.products[0]!;
  ids = { product: product.id, variant: product.variants[0]!.id };
});
afterAll(async () => {
  await stopTestApp(app);
});

interface Case {
  operation: Operation;
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  who: 'nobody' | 'guest' | 'customer' | 'forged';
  contentType: 'json' | 'text' | 'broken-json';
}

function requestFor(operation: Operation): fc.Arbitrary<Case> {
  const params = (where: string) => {
    const record: Record<string, fc.Arbitrary<unknown>> = {};
    for (const p of operation.parameters.filter((p) => p.in === where)) {
      // Real ids now and then, so deeper code runs too.
      const known = p.name === 'idOrSlug' || p.name === 'productId' ? [fc.constant(ids.product)] : p.name === 'variantId' ? [fc.constant(ids.variant)] : [];
      record[p.name] = fc.oneof(valid(p.schema), hostile, ...known);
    }
    return fc.record(record, { requiredKeys: [] });
  };
  return fc.record({
    operation: fc.constant(operation),
    path: params('path'),
    query: params('query'),
    body: operation.requestBody ? fc.oneof(valid(operation.requestBody.schema), mutated(operation.requestBody.schema), hostile) : fc.constant(undefined),
    who: fc.constantFrom('nobody' as const, 'guest' as const, 'customer' as const, 'forged' as const),
    contentType: fc.constantFrom('json' as const, 'json' as const, 'json' as const, 'text' as const, 'broken-json' as const),
  });
}

const encode = (value: unknown) => encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value) ?? '');

function toInject(c: Case) {
  const url =
    c.operation.base +
    c.operation.path.replace(/\{(\w+)\}/g, (_, name: string) => (name in c.path ? encode(c.path[name]) || '%20' : 'x')) +
    (Object.keys(c.query).length ? `?${Object.entries(c.query).map(([k, v]) => `${k}=${encode(v)}`).join('&')}` : '');
  const headers: Record<string, string> = {};
  if (c.who === 'guest') headers['x-session-id'] = newGuestSessionId();
  if (c.who === 'customer') headers.authorization = bearer;
  if (c.who === 'forged') headers.authorization = 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.';
  let payload: string | undefined;
  if (c.body !== undefined && c.operation.method !== 'get') {
    headers['content-type'] = c.contentType === 'text' ? 'text/plain' : 'application/json';
    payload = c.contentType === 'broken-json' ? `${JSON.stringify(c.body)}}` : JSON.stringify(c.body);
  }
  return { method: c.operation.method.toUpperCase() as 'GET', url, headers, payload, remoteAddress: `10.${Math.floor(Math.random() * 200)}.0.1` };
}

// What must never reach a client: a stack, a file path of ours, SQL or a driver's words.
const LEAKS = [/\bat .+\.(ts|js):\d+/, /node_modules/, /\/work\//, /\bselect\b.+\bfrom\b/i, /\binsert into\b/i, /\bsyntax error\b/i, /\bviolates\b/i, /\brelation "/i];
// In a refusal, the database's name is a driver's message leaking (health names it on purpose).
const ERROR_LEAKS = [...LEAKS, /PGlite|postgres/i];

describe('contract fuzzing', () => {
  it(`${REQUESTS} valid and spoilt requests over every operation, signed in and not: no 5xx, nothing off the contract, no stack or SQL`, async () => {
    const light = contract.operations.filter((op) => !HEAVY.has(op.operationId));
    const heavy = contract.operations.filter((op) => HEAVY.has(op.operationId));
    const problems: string[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    const run = async (operations: Operation[], runs: number) => {
      await fc.assert(
        fc.asyncProperty(fc.oneof(...operations.map(requestFor)), async (c) => {
          const request = toInject(c);
          const response = await app.inject(request);
          sent += 1;
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          const where = `${request.method} ${request.url.slice(0, 160)} (${c.who}, ${c.contentType})`;
          if (response.statusCode >= 500) problems.push(`${response.statusCode} ${where}: ${response.body.slice(0, 300)}`);
          const leak = (response.statusCode >= 400 ? ERROR_LEAKS : LEAKS).find((pattern) => pattern.test(response.body));
          if (leak && !String(response.headers['content-type']).startsWith('application/pdf') && !String(response.headers['content-type']).startsWith('image/')) {
            problems.push(`leak ${leak} in ${where}: ${response.body.slice(0, 300)}`);
          }
        }),
        { numRuns: runs, seed: SEED, endOnFailure: true },
      );
    };
    await run(light, REQUESTS - 200);
    await run(heavy, 200);
    expect(sent).toBe(REQUESTS);
    expect(problems.slice(0, 20)).toEqual([]);
    // The requests reached past validation too: successes and refusals of several kinds.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(100);
    expect([...statuses.keys()].filter((s) => s >= 400 && s < 500).length).toBeGreaterThan(4);
  }, 600_000);
});
