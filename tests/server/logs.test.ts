import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/auth/passwords.ts';
import { json, startTestApp, stopTestApp } from '../support/test-app.ts';

const lines: string[] = [];
let app: FastifyInstance;
beforeAll(async () => {
  app = await startTestApp({ logLevel: 'info' }, { logStream: { write: (line: string) => void lines.push(line) } });
});
afterAll(() => stopTestApp(app));

describe('bad input and the logs', () => {
  it('refuses a NUL character in any text field with 400 and the field, never 500', async () => {
    for (const [url, payload, field] of [
      ['/api/auth/register', { firstName: 'Am\u0000ina', lastName: 'Bennani', email: 'nul@example.ma', password: 'Zitoun#2026' }, 'body.firstName'],
      ['/api/contact', { name: 'Youssef', surname: 'Ben\u0000ali', email: 'y@example.ma', phone: '+212661234567', message: 'Bonjour' }, 'body.surname'],
      ['/api/catalog-requests', { name: 'Youssef', surname: 'Benali', email: 'y\u0000@example.ma', telephone: '+212661234567' }, 'body.email'],
    ] as const) {
      const response = await app.inject({ method: 'POST', url, payload });
      expect(response.statusCode, url).toBe(400);
      const body = json<{ code: string; details: { field: string; message: string }[] }>(response);
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(body.details[0]!.field).toBe(field);
    }
  });

  it('never writes a password hash, a token or a failed query’s values', async () => {
    const hash = await hashPassword('Zitoun#2026');
    const failed = await app.database.db.execute(sql`select ${hash}::int as n`).catch((error: unknown) => error);
    app.log.error({ err: failed }, 'a query failed');
    app.log.info({ user: { email: 'amina@example.ma', passwordHash: hash }, tokens: { accessToken: 'eyJ.secret.token', refreshToken: 'refresh-secret' } }, 'signed in');
    const log = lines.join('');
    expect(log).toContain('a query failed');
    expect(log).toContain('amina@example.ma');
    for (const secret of [hash, 'eyJ.secret.token', 'refresh-secret']) expect(log).not.toContain(secret);
  });
});
