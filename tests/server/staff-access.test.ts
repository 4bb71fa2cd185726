// Issue 46, item 5: a leaver kept their password and up to 12 hours of session, since nothing could
// disable a member; and a staff token signed with an `exp` ten years ahead was taken. Owners now
// disable and re-enable staff (the team screen, or `npm run staff -- disable EMAIL`): the member's
// sessions end at once, and the last owner cannot be disabled.
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema.d.ts';
import { parseStaffCommand, runStaffCommand } from '../../src/server/admin/staff-command.ts';
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

const post = (url: string, payload: object, who: Who = {}) => app.inject({ method: 'POST', url: `/api${url}`, headers: who, payload, remoteAddress: `10.47.0.${++clients % 250}` });
const get = (url: string, who: Who) => app.inject({ method: 'GET', url: `/api${url}`, headers: who });
const idOf = async (who: Who) => json<S['StaffMemberResponse']>(await get('/admin/me', who)).data.staff.id;

describe('staff tokens', () => {
  it('a token signed with our key but an expiry ten years ahead gets 401; the same claims over 12 hours pass', async () => {
    const owner = await staffByCommand(app, 'decennie@huileries.ma');
    const claims = JSON.parse(Buffer.from(owner.authorization!.split('.')[1]!, 'base64url').toString()) as { sub: string; sid: string; typ: string };
    const sign = (lifetime: string) =>
      new SignJWT({ typ: claims.typ, sid: claims.sid }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(claims.sub).setIssuedAt().setExpirationTime(lifetime).sign(app.secret);
    expect((await get('/admin/me', bearer(await sign('12h')))).statusCode).toBe(200);
    const decade = await get('/admin/me', bearer(await sign('3650d')));
    expect(decade.statusCode).toBe(401);
    expect(json(decade)).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });
});

describe('disabling a member', () => {
  it("ends the member's sessions at once, refuses their sign-in, and an owner enables them again", async () => {
    const owner = await staffByCommand(app, 'chef@huileries.ma');
    const leaver = await staffByCommand(app, 'partant@huileries.ma', 'staff', 'Partant#Olive2026');
    const leaverId = await idOf(leaver);
    expect((await get('/admin/orders', leaver)).statusCode).toBe(200);

    const disabled = await post(`/admin/staff/${leaverId}/disable`, {}, owner);
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(json<S['StaffMemberResponse']>(disabled).data.staff).toMatchObject({ email: 'partant@huileries.ma', active: false, disabledAt: expect.any(String) });
    // The token in their browser is refused on its very next call.
    expect((await get('/admin/orders', leaver)).statusCode).toBe(401);
    expect((await get('/admin/me', leaver)).statusCode).toBe(401);
    // The right password mails no code.
    const since = smtp.mails.length;
    expect((await post('/admin/auth/login', { email: 'partant@huileries.ma', password: 'Partant#Olive2026' })).statusCode).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails.slice(since).filter((m) => m.to.includes('partant@'))).toHaveLength(0);
    const team = json<S['StaffListResponse']>(await get('/admin/staff', owner)).data.staff.find((m) => m.id === leaverId);
    expect(team).toMatchObject({ active: false, disabledAt: expect.any(String) });
    const audit = json<S['AuditPageResponse']>(await get('/admin/audit', owner)).data.entries;
    expect(audit.find((e) => e.action === 'staff.disable')).toMatchObject({ staffEmail: 'chef@huileries.ma', subject: 'partant@huileries.ma' });

    const enabled = await post(`/admin/staff/${leaverId}/enable`, {}, owner);
    expect(json<S['StaffMemberResponse']>(enabled).data.staff).toMatchObject({ active: true, disabledAt: null });
    // The old session stays ended; a new sign-in works.
    expect((await get('/admin/me', leaver)).statusCode).toBe(401);
    const again = smtp.mails.length;
    expect((await post('/admin/auth/login', { email: 'partant@huileries.ma', password: 'Partant#Olive2026' })).statusCode).toBe(202);
    const verified = await post('/admin/auth/verify', { email: 'partant@huileries.ma', code: codeIn(await smtp.waitFor('partant@huileries.ma', again)) });
    expect(verified.statusCode, verified.body).toBe(200);
  });

  it('is for owners only, and answers 404 for nobody', async () => {
    const clerk = await staffByCommand(app, 'commis@huileries.ma', 'staff');
    const owner = await staffByCommand(app, 'gerant@huileries.ma');
    expect((await post(`/admin/staff/${await idOf(owner)}/disable`, {}, clerk)).statusCode).toBe(403);
    expect((await post('/admin/staff/00000000-0000-4000-8000-000000000000/disable', {}, owner)).statusCode).toBe(404);
  });

  it('never disables the last owner who can sign in, even with another owner still invited', async () => {
    // Its own app: the owners other tests made would count.
    const alone = await startTestApp();
    try {
      const owner = await staffByCommand(alone, 'seul@huileries.ma');
      const ownerId = json<S['StaffMemberResponse']>(await alone.inject({ url: '/api/admin/me', headers: owner })).data.staff.id;
      const disable = () => alone.inject({ method: 'POST', url: `/api/admin/staff/${ownerId}/disable`, headers: owner, payload: {} });
      const refused = await disable();
      expect(refused.statusCode).toBe(409);
      expect(json(refused)).toMatchObject({ code: 'LAST_OWNER' });
      // An owner who has not accepted their invitation cannot sign in: still the last.
      const invited = await alone.inject({ method: 'POST', url: '/api/admin/staff', headers: owner, payload: { email: 'associe@huileries.ma', role: 'owner' } });
      expect(invited.statusCode).toBe(201);
      expect((await disable()).statusCode).toBe(409);
      expect((await alone.inject({ url: '/api/admin/me', headers: owner })).statusCode).toBe(200);
      // With a second owner who can sign in, the first may go.
      await staffByCommand(alone, 'associee@huileries.ma');
      expect((await disable()).statusCode).toBe(200);
      expect((await alone.inject({ url: '/api/admin/me', headers: owner })).statusCode).toBe(401);
    } finally {
      await stopTestApp(alone);
    }
  });

  it('`npm run staff -- disable EMAIL` ends the sessions too, and `enable EMAIL` lets them sign in again', async () => {
    const member = await staffByCommand(app, 'terminal@huileries.ma', 'staff');
    const printed = await runStaffCommand(app.database.db, app.secret, parseStaffCommand(['disable', 'Terminal@Huileries.ma']), 'http://localhost:3000');
    expect(printed).toMatch(/terminal@huileries\.ma is disabled/);
    expect((await get('/admin/me', member)).statusCode).toBe(401);
    await expect(runStaffCommand(app.database.db, app.secret, parseStaffCommand(['disable', 'personne@huileries.ma']), 'http://localhost:3000')).rejects.toThrow(/No staff member/);
    expect(await runStaffCommand(app.database.db, app.secret, parseStaffCommand(['enable', 'terminal@huileries.ma']), 'http://localhost:3000')).toMatch(/may sign in again/);
  });
});
