import type { FastifyInstance } from 'fastify';
import { CodeService } from '../../src/server/auth/codes.ts';
import { hashPassword } from '../../src/server/auth/passwords.ts';
import * as t from '../../src/server/db/schema.ts';

/**
 * Times the public account endpoints for addresses of a verified account, of an unverified one, and
 * of none, asked in turn; collects every answer's status and body (what is meant to differ blanked).
 * Each try uses an address of its own and a client address of its own, so no rate limit is reached:
 * this measures the answers, not the limits.
 */
export const KINDS = ['verified', 'unverified', 'unknown'] as const;
export type Kind = (typeof KINDS)[number];

export interface Endpoint {
  name: string;
  url: string;
  payload: (email: string) => object;
}

const PASSWORD = 'Zitoun#2026';

export const ENDPOINTS: Endpoint[] = [
  { name: 'register', url: '/auth/register', payload: (email) => ({ firstName: 'Amina', lastName: 'Bennani', email, password: PASSWORD }) },
  { name: 'login', url: '/auth/login', payload: (email) => ({ email, password: 'Wrong#2026' }) },
  { name: 'verify', url: '/public/verify', payload: (email) => ({ email, code: '000000' }) },
  { name: 'resend-verification', url: '/public/resend-verification', payload: (email) => ({ email }) },
  { name: 'forgot-password', url: '/public/forgot-password', payload: (email) => ({ email }) },
  { name: 'reset-password', url: '/public/reset-password', payload: (email) => ({ email, code: '000000', newPassword: 'Nouveau#2027' }) },
];

let clients = 0;
/** A client address never used before. */
export const freshClient = () => {
  const n = ++clients;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

/**
 * What is meant to differ between two answers blanked: the address asked about, a sign-up's
 * account id and tokens, and an error's request id.
 */
export function sameParts(body: string, email: string): string {
  const parsed = JSON.parse(body.replaceAll(email, '<email>')) as { data?: { user?: { id?: string }; tokens?: object }; requestId?: string };
  if (parsed.requestId) parsed.requestId = '<request id>';
  if (parsed.data?.user) parsed.data.user.id = '<id>';
  if (parsed.data?.tokens) parsed.data.tokens = Object.fromEntries(Object.keys(parsed.data.tokens).map((key) => [key, '<token>']));
  return JSON.stringify(parsed);
}

/**
 * Accounts written straight to the database, one hash for all; each has a pending code of each
 * purpose it can have (an unverified one a verification code, both a reset code), as after a
 * sign-up and a reset request.
 */
export async function makeAccounts(app: FastifyInstance, prefix: string, count: number, verified: boolean): Promise<string[]> {
  const passwordHash = await hashPassword(PASSWORD);
  const emails = Array.from({ length: count }, (_, i) => `${prefix}${i}@example.ma`);
  const rows = await app.database.db
    .insert(t.users)
    .values(emails.map((email) => ({ email, passwordHash, firstName: 'Amina', lastName: 'Bennani', locale: 'fr' as const, isVerified: verified })))
    .returning({ id: t.users.id });
  // Any key will do: these codes are only ever given wrong.
  const codes = new CodeService(app.database.db, new TextEncoder().encode('timing'));
  for (const { id } of rows) {
    if (!verified) await codes.issue(id, 'verify-email');
    await codes.issue(id, 'reset-password');
  }
  return emails;
}

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export interface Measure {
  medians: Record<Kind, number>;
  /** The largest difference between two kinds' medians, in ms. */
  gap: number;
  /** Every distinct `status body` seen, with the kinds that got it. */
  answers: Map<string, Set<Kind>>;
}

/**
 * `tries` timed requests per kind (after a few untimed ones), in rounds of one each in a random
 * order: work a request leaves running after its answer slows whichever comes next, of any kind.
 */
export async function measure(app: FastifyInstance, endpoint: Endpoint, tries: number, warmup = 5): Promise<Measure> {
  const total = tries + warmup;
  const prefix = `${endpoint.name.replaceAll('-', '')}${Date.now().toString(36)}`;
  const addresses: Record<Kind, string[]> = {
    verified: await makeAccounts(app, `${prefix}v`, total, true),
    unverified: await makeAccounts(app, `${prefix}u`, total, false),
    unknown: Array.from({ length: total }, (_, i) => `${prefix}x${i}@example.ma`),
  };
  const times: Record<Kind, number[]> = { verified: [], unverified: [], unknown: [] };
  const answers = new Map<string, Set<Kind>>();
  for (let i = 0; i < total; i++) {
    for (const kind of shuffled(KINDS)) {
      const email = addresses[kind][i]!;
      const started = performance.now();
      const response = await app.inject({ method: 'POST', url: `/api${endpoint.url}`, payload: endpoint.payload(email), remoteAddress: freshClient() });
      const elapsed = performance.now() - started;
      if (i >= warmup) times[kind].push(elapsed);
      const answer = `${response.statusCode} ${sameParts(response.body, email)}`;
      if (!answers.has(answer)) answers.set(answer, new Set());
      answers.get(answer)!.add(kind);
    }
  }
  const medians = { verified: median(times.verified), unverified: median(times.unverified), unknown: median(times.unknown) };
  const values = Object.values(medians);
  return { medians, gap: Math.max(...values) - Math.min(...values), answers };
}

export function describeMeasure(endpoint: Endpoint, { medians, gap, answers }: Measure): string {
  const figures = KINDS.map((kind) => `${kind} ${medians[kind].toFixed(1)}`).join(', ');
  const distinct = answers.size === 1 ? 'one answer' : `${answers.size} different answers: ${[...answers].map(([a, kinds]) => `[${[...kinds].join('/')}] ${a.slice(0, 120)}`).join(' | ')}`;
  return `${endpoint.name.padEnd(20)} medians ms: ${figures}; gap ${gap.toFixed(1)}; ${distinct}`;
}
