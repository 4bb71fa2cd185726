// Issue 22, item 1: staff accounts and roles, kept apart from customers. The first owner comes from
// the command, signs in with a password and a mailed code; an owner invites staff; every staff action
// is in the audit log; every /api/admin operation admits only the roles the contract names.
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { components } from '../../openapi/schema.d.ts';
import { addStaffByCommand, parseStaffCommand } from '../../src/server/admin/staff-command.ts';
import { signingSecret } from '../../src/server/auth/secrets.ts';
import * as t from '../../src/server/db/schema.ts';
import { newGuestSessionId } from '../../src/web/api/session-id.ts';
import { codeIn, startSmtpCapture } from '../support/smtp-capture.ts';
import { bearer, staffByCommand, type Who } from '../support/staff-session.ts';
import { json, startTestApp, stopTestApp } from '../support/test-app.ts';

type S = components['schemas'];

let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let clients = 0;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  app = await startTestApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await stopTestApp(app);
  await smtp?.close();
});

const post = (url: string, payload: object, who: Who = {}) => app.inject({ method: 'POST', url: `/api${url}`, headers: who, payload, remoteAddress: `10.22.0.${++clients % 250}` });
const get = (url: string, who: Who) => app.inject({ method: 'GET', url: `/api${url}`, headers: who });

const firstOwner = (email: string) => staffByCommand(app, email);

/** Signs in the way staff do every day: the password, then the code the mail brings. */
async function signIn(email: string, password: string): Promise<Who> {
  const since = smtp.mails.length;
  const first = await post('/admin/auth/login', { email, password });
  expect(first.statusCode, first.body).toBe(202);
  const code = codeIn(await smtp.waitFor(email, since));
  const second = await post('/admin/auth/verify', { email, code });
  expect(second.statusCode, second.body).toBe(200);
  return bearer(json<S['StaffSessionResponse']>(second).data.token);
}

async function customer(): Promise<Who> {
  const email = `client${++clients}@example.ma`;
  const response = await post('/auth/register', { firstName: 'Amina', lastName: 'Bennani', email, password: 'Zitoun#2026' });
  await app.database.db.update(t.users).set({ isVerified: true }).where(eq(t.users.email, email));
  return bearer(json<S['AuthResponse']>(response).data.tokens.accessToken);
}

describe('the command that adds staff', () => {
  it('reads add <email> --role owner|staff, and says what is wrong otherwise', () => {
    expect(parseStaffCommand(['add', 'a@b.ma', '--role', 'owner'])).toEqual({ command: 'add', email: 'a@b.ma', role: 'owner' });
    expect(parseStaffCommand(['add', 'a@b.ma', '--role=staff'])).toEqual({ command: 'add', email: 'a@b.ma', role: 'staff' });
    expect(parseStaffCommand(['disable', 'a@b.ma'])).toEqual({ command: 'disable', email: 'a@b.ma' });
    expect(parseStaffCommand(['enable', 'a@b.ma'])).toEqual({ command: 'enable', email: 'a@b.ma' });
    expect(() => parseStaffCommand(['disable'])).toThrow(/Usage/);
    expect(() => parseStaffCommand(['disable', 'someone'])).toThrow(/Not an email/);
    expect(() => parseStaffCommand(['add', 'a@b.ma'])).toThrow(/owner or staff/);
    expect(() => parseStaffCommand(['add', 'a@b.ma', '--role', 'admin'])).toThrow(/owner or staff/);
    expect(() => parseStaffCommand(['add', 'not-an-address', '--role', 'owner'])).toThrow(/Not an email/);
    expect(() => parseStaffCommand(['remove', 'a@b.ma', '--role', 'owner'])).toThrow(/Usage/);
  });
});

describe('staff accounts', () => {
  it('the first owner signs in with the password and a mailed code, invites staff, who sign in the same way', async () => {
    const owner = await firstOwner('Patron@Huileries.ma');
    const me = json<S['StaffMemberResponse']>(await get('/admin/me', owner)).data.staff;
    expect(me).toMatchObject({ email: 'patron@huileries.ma', role: 'owner', active: true });

    // The owner's daily sign-in: password, then the mailed code.
    const again = await signIn('patron@huileries.ma', 'Huile#Saiss2026');
    expect((await get('/admin/me', again)).statusCode).toBe(200);

    // An invitation is mailed; the code sets the password once.
    const since = smtp.mails.length;
    const invited = await post('/admin/staff', { email: 'karim@huileries.ma', role: 'staff' }, owner);
    expect(invited.statusCode, invited.body).toBe(201);
    expect(json<S['StaffMemberResponse']>(invited).data.staff).toMatchObject({ email: 'karim@huileries.ma', role: 'staff', active: false });
    const invitation = await smtp.waitFor('karim@huileries.ma', since);
    expect(invitation.text).toMatch(/72 heures/);
    const code = codeIn(invitation);
    expect((await post('/admin/auth/accept-invite', { email: 'karim@huileries.ma', code, password: 'court' })).statusCode).toBe(400);
    const accepted = await post('/admin/auth/accept-invite', { email: 'karim@huileries.ma', code, password: 'Karim#Olive2026' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    // Spent: the same code never sets a password again.
    const replayed = await post('/admin/auth/accept-invite', { email: 'karim@huileries.ma', code, password: 'Autre#Olive2026' });
    expect(json(replayed)).toMatchObject({ code: 'INVALID_CODE' });

    const karim = await signIn('karim@huileries.ma', 'Karim#Olive2026');
    expect(json<S['StaffMemberResponse']>(await get('/admin/me', karim)).data.staff.role).toBe('staff');
    // The same address again is a conflict, not a second account.
    expect((await post('/admin/staff', { email: 'KARIM@huileries.ma', role: 'owner' }, owner)).statusCode).toBe(409);
    const list = json<S['StaffListResponse']>(await get('/admin/staff', owner)).data.staff.map((m) => [m.email, m.role, m.active]);
    expect(list).toEqual([
      ['patron@huileries.ma', 'owner', true],
      ['karim@huileries.ma', 'staff', true],
    ]);
  });

  it('a wrong password mails nothing, answers as a right one does, and a wrong code opens nothing', async () => {
    await firstOwner('gerante@huileries.ma');
    const since = smtp.mails.length;
    const wrong = await post('/admin/auth/login', { email: 'gerante@huileries.ma', password: 'Faux#2026' });
    const unknown = await post('/admin/auth/login', { email: 'personne@huileries.ma', password: 'Faux#2026' });
    expect([wrong.statusCode, unknown.statusCode]).toEqual([202, 202]);
    expect(wrong.body).toBe(unknown.body);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails.slice(since).filter((m) => m.to.includes('gerante@'))).toHaveLength(0);

    await post('/admin/auth/login', { email: 'gerante@huileries.ma', password: 'Huile#Saiss2026' });
    const right = codeIn(await smtp.waitFor('gerante@huileries.ma', since));
    const other = right === '000000' ? '111111' : '000000';
    const refused = await post('/admin/auth/verify', { email: 'gerante@huileries.ma', code: other });
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toMatchObject({ code: 'INVALID_CODE' });
    expect((await post('/admin/auth/verify', { email: 'gerante@huileries.ma', code: right })).statusCode).toBe(200);
  });

  it('signing out ends the session at once', async () => {
    const owner = await firstOwner('sortie@huileries.ma');
    expect((await post('/admin/auth/logout', {}, owner)).statusCode).toBe(200);
    const after = await get('/admin/me', owner);
    expect(after.statusCode).toBe(401);
  });

  it('the audit log says who did what and when, with the change; only an owner reads it', async () => {
    const owner = await firstOwner('audit@huileries.ma');
    await post('/admin/staff', { email: 'lina@huileries.ma', role: 'staff' }, owner);
    const page = json<S['AuditPageResponse']>(await get('/admin/audit?pageSize=100', owner)).data;
    const mine = page.entries.filter((e) => e.staffEmail === 'audit@huileries.ma');
    expect(mine.map((e) => e.action)).toEqual(['staff.invite', 'staff.accept-invite', 'staff.add-by-command']);
    expect(mine[0]).toMatchObject({ subject: 'lina@huileries.ma', before: null, after: { email: 'lina@huileries.ma', role: 'staff' } });
    expect(Date.now() - Date.parse(mine[0]!.at)).toBeLessThan(60_000);
    expect(page.total).toBeGreaterThanOrEqual(mine.length);
  });
});

describe('who may call the back office', () => {
  interface AdminOperation {
    method: string;
    path: string;
    roles: string[];
  }
  // Every operation under /admin that needs a staff session, with the roles the contract gives it.
  const contract = parse(readFileSync('openapi/openapi.yaml', 'utf8')) as { paths: Record<string, Record<string, { security?: object[]; 'x-roles'?: string[] }>> };
  const operations: AdminOperation[] = Object.entries(contract.paths)
    .filter(([path]) => path.startsWith('/admin/'))
    .flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ method, path, op })))
    .filter(({ op }) => op.security?.some((scheme) => 'staffAuth' in scheme))
    .map(({ method, path, op }) => ({ method: method.toUpperCase(), path, roles: op['x-roles'] ?? [] }));

  it('names a role for every staff operation', () => {
    expect(operations.length).toBeGreaterThanOrEqual(5);
    for (const op of operations) expect(op.roles.length, `${op.method} ${op.path}`).toBeGreaterThan(0);
  });

  it('anonymous and guest callers get 401, customers 403, staff 403 outside their role', async () => {
    const owner = await firstOwner('matrice@huileries.ma');
    const since = smtp.mails.length;
    await post('/admin/staff', { email: 'yassine@huileries.ma', role: 'staff' }, owner);
    const code = codeIn(await smtp.waitFor('yassine@huileries.ma', since));
    const staffOnly = bearer(json<S['StaffSessionResponse']>(await post('/admin/auth/accept-invite', { email: 'yassine@huileries.ma', code, password: 'Yassine#2026' })).data.token);
    const callers: [string, Who, (roles: string[]) => number[]][] = [
      ['anonymous', {}, () => [401]],
      ['guest', { 'x-session-id': newGuestSessionId() }, () => [401]],
      ['forged token', bearer('eyJhbGciOiJIUzI1NiJ9.e30.xxxx'), () => [401]],
      ['customer', await customer(), () => [403]],
      ['staff', staffOnly, (roles) => (roles.includes('staff') ? [200, 201, 404, 409] : [403])],
    ];
    // A well-formed request for each (an id no row has): what is checked is who may ask, not what.
    const bodies: Record<string, () => object> = {
      'POST /admin/staff': () => ({ email: `x${++clients}@huileries.ma`, role: 'staff' }),
      'POST /admin/staff/{staffId}/disable': () => ({}),
      'POST /admin/staff/{staffId}/enable': () => ({}),
      'PATCH /admin/products/{productId}': () => ({ featured: true }),
      'PATCH /admin/variants/{variantId}': () => ({ stock: 5 }),
      'POST /admin/orders/{orderId}/actions': () => ({ action: 'confirm' }),
      'POST /admin/orders/{orderId}/calls': () => ({ outcome: 'confirmed' }),
      'POST /admin/orders/{orderId}/delivery': () => ({ outcome: 'returned' }),
      'POST /admin/couriers': () => ({ name: `Coursier ${++clients}` }),
      'PATCH /admin/couriers/{courierId}': () => ({ active: true }),
      'POST /admin/orders/{orderId}/notes': () => ({ text: 'Rappeler après 18 h' }),
      'PUT /admin/cash-refusals/{phone}': () => ({ reason: 'Colis refusés' }),
      'POST /admin/reviews/{reviewId}/moderation': () => ({ decision: 'hide', reason: 'Propos injurieux' }),
      'POST /admin/cash-handovers': () => ({ courierId: '5b0e1c3a-7d2f-4e8a-9c61-0f3b2d4a6e71', orderIds: ['5b0e1c3a-7d2f-4e8a-9c61-0f3b2d4a6e72'], received: 0 }),
    };
    for (const op of operations.filter((o) => o.path !== '/admin/auth/logout')) {
      for (const [name, who, expected] of callers) {
        // The event stream stays open for staff: tests/server/live-events.test.ts reads it.
        if (op.path === '/admin/events' && name === 'staff') continue;
        const payload = bodies[`${op.method} ${op.path}`]?.();
        if (op.method !== 'GET' && op.method !== 'DELETE') expect(payload, `a body for ${op.method} ${op.path}`).toBeDefined();
        const url = `/api${op.path.replace('{kind}', 'newsletter').replace('{phone}', '0699887766').replace(/\{\w+\}/g, '5b0e1c3a-7d2f-4e8a-9c61-0f3b2d4a6e71')}`;
        const answer = await app.inject({ method: op.method as 'GET', url, headers: who, ...(payload && { payload }) });
        expect(expected(op.roles), `${name} → ${op.method} ${op.path}: ${answer.body}`).toContain(answer.statusCode);
      }
    }
    // Logout last: it admits both roles, and refuses the others like the rest.
    for (const [name, who, expected] of callers.slice(0, 4)) expect(expected([]), name).toContain((await post('/admin/auth/logout', {}, who)).statusCode);
    expect((await post('/admin/auth/logout', {}, staffOnly)).statusCode).toBe(200);
  });
});

// Last: the member it adds would show in the staff lists above.
describe('what the command prints', () => {
  it('prints the code, how long it lasts, and the pages to open at the public address, not the API', async () => {
    const printed = await addStaffByCommand(app.database.db, await signingSecret(app.database.db, undefined), { email: 'Nadia+Caisse@Huileries.ma', role: 'staff' }, 'https://huileries.example');
    const code = /^Invitation code: (\d{6}) \(valid 72 hours\)\.$/m.exec(printed)?.[1];
    expect(code, printed).toBeDefined();
    expect(printed).toContain('nadia+caisse@huileries.ma is invited to the back office as staff.');
    expect(printed).toContain(' https://huileries.example/admin/accept-invite?email=nadia%2Bcaisse%40huileries.ma ');
    expect(printed).toContain(' https://huileries.example/admin/login ');
    expect(printed).not.toContain('/api/');
    const accepted = await post('/admin/auth/accept-invite', { email: 'nadia+caisse@huileries.ma', code, password: 'Nadia#Olive2026' });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });
});
