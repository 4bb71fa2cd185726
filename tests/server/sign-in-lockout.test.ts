// Issue 46, item 5: strangers' wrong passwords must not lock anyone out of their own browser. A probe
// locked a staff member out for 15 minutes with 11 wrong logins from anywhere, and a customer with 100
// wrong passwords from 10 addresses. The fix is OWASP's device cookie: a browser where the account
// signed in keeps signing in, whatever others try; other clients are still throttled.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, startSmtpCapture } from '../support/smtp-capture.ts';
import { staffByCommand } from '../support/staff-session.ts';
import { json, startTestApp, stopTestApp } from '../support/test-app.ts';

let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let addresses = 0;
/** A client no request came from before. */
const stranger = () => `10.46.${Math.floor(++addresses / 250)}.${addresses % 250}`;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  app = await startTestApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await stopTestApp(app);
  await smtp?.close();
});

const post = (url: string, payload: object, from: string, cookies: Record<string, string> = {}) => app.inject({ method: 'POST', url: `/api${url}`, payload, remoteAddress: from, cookies });

/** The value of the cookie a response sets, with its attributes. */
function cookieSet(response: Awaited<ReturnType<typeof post>>, name: string) {
  const cookie = response.cookies.find((c) => c.name === name);
  expect(cookie, `${name} set by ${response.statusCode} ${response.body}`).toBeDefined();
  return cookie!;
}

describe('a customer', () => {
  it('signs in from their own browser after 100 wrong passwords from 10 addresses, which shut out other clients', async () => {
    const email = 'fatima.device@example.ma';
    const password = 'Zitoun#2026';
    const home = stranger();
    expect((await post('/auth/register', { firstName: 'Fatima', lastName: 'Alaoui', email, password }, home)).statusCode).toBe(201);
    const login = await post('/auth/login', { email, password }, home);
    expect(login.statusCode, login.body).toBe(200);
    const device = cookieSet(login, 'device');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth/login' });

    const attackers = Array.from({ length: 10 }, stranger);
    const statuses = new Set<number>();
    for (const from of attackers) for (let i = 0; i < 10; i++) statuses.add((await post('/auth/login', { email, password: `Faux#${i}2026` }, from)).statusCode);
    // The owner's own first sign-in counted among the address's 100: the last wrong try is refused.
    expect([...statuses].sort()).toEqual([401, 429]);

    // Any client without the cookie is now refused for that address, even with the right password.
    expect((await post('/auth/login', { email, password }, stranger())).statusCode).toBe(429);
    // Another account's device cookie vouches for that account only.
    const other = 'other.device@example.ma';
    await post('/auth/register', { firstName: 'Omar', lastName: 'Idrissi', email: other, password }, home);
    const otherDevice = cookieSet(await post('/auth/login', { email: other, password }, home), 'device');
    expect((await post('/auth/login', { email, password }, home, { device: otherDevice.value })).statusCode).toBe(429);
    expect((await post('/auth/login', { email, password }, home, { device: `${device.value.slice(0, -4)}AAAA` })).statusCode).toBe(429);

    // The owner's browser, from home or on the move.
    const mine = await post('/auth/login', { email, password }, home, { device: device.value });
    expect(mine.statusCode, mine.body).toBe(200);
    expect((await post('/auth/login', { email, password }, stranger(), { device: device.value })).statusCode).toBe(200);
  });

  it('from a known browser still has a ceiling of its own: 10 tries in 15 minutes', async () => {
    const email = 'device.ceiling@example.ma';
    const password = 'Zitoun#2026';
    const home = stranger();
    await post('/auth/register', { firstName: 'Hind', lastName: 'Tazi', email, password }, home);
    const device = cookieSet(await post('/auth/login', { email, password }, home), 'device');
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await post('/auth/login', { email, password: `Faux#${i}2026` }, stranger(), { device: device.value })).statusCode);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  });
});

describe('a staff member', () => {
  it('signs in from their own browser after 11 wrong passwords and 11 wrong codes from other addresses', async () => {
    const email = 'gardien@huileries.ma';
    const password = 'Huile#Saiss2026';
    await staffByCommand(app, email);
    // The daily sign-in at the office: password, then the mailed code; the code's answer marks the browser.
    const office = stranger();
    let since = smtp.mails.length;
    expect((await post('/admin/auth/login', { email, password }, office)).statusCode).toBe(202);
    const verified = await post('/admin/auth/verify', { email, code: codeIn(await smtp.waitFor(email, since)) }, office);
    expect(verified.statusCode, verified.body).toBe(200);
    const device = cookieSet(verified, 'staff_device');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin/auth' });

    for (let i = 0; i < 11; i++) await post('/admin/auth/login', { email, password: `Faux#${i}2026` }, stranger());
    for (let i = 0; i < 11; i++) await post('/admin/auth/verify', { email, code: String(100000 + i) }, stranger());
    // Unknown clients are shut out of that address, the right password or not.
    expect((await post('/admin/auth/login', { email, password }, stranger())).statusCode).toBe(429);

    since = smtp.mails.length;
    const login = await post('/admin/auth/login', { email, password }, office, { staff_device: device.value });
    expect(login.statusCode, login.body).toBe(202);
    const again = await post('/admin/auth/verify', { email, code: codeIn(await smtp.waitFor(email, since)) }, office, { staff_device: device.value });
    expect(again.statusCode, again.body).toBe(200);
    expect(json<{ data: { staff: { email: string } } }>(again).data.staff.email).toBe(email);
  });

  it("a customer's device cookie never vouches for a staff sign-in", async () => {
    const email = 'vigile@huileries.ma';
    const password = 'Huile#Saiss2026';
    await staffByCommand(app, email);
    const home = stranger();
    await post('/auth/register', { firstName: 'Said', lastName: 'Amrani', email: 'vigile.client@example.ma', password }, home);
    const customerDevice = cookieSet(await post('/auth/login', { email: 'vigile.client@example.ma', password }, home), 'device');
    for (let i = 0; i < 10; i++) await post('/admin/auth/login', { email, password: `Faux#${i}2026` }, stranger());
    expect((await post('/admin/auth/login', { email, password }, home, { staff_device: customerDevice.value })).statusCode).toBe(429);
  });
});
