import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type AddressInfo, createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { components } from '../../openapi/schema.d.ts';
import { purgePendingSignUps } from '../../src/server/auth/accounts.ts';
import * as t from '../../src/server/db/schema.ts';
import { codeIn, startSmtpCapture } from '../support/smtp-capture.ts';
import { json, startTestApp, stopTestApp, withoutRequestId } from '../support/test-app.ts';

type Auth = components['schemas']['AuthResponse'];
type ErrorBody = components['schemas']['ErrorResponse'];

let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let counter = 0;
// Each test from its own client address, so the rate limits of one never reach another.
const client = () => `10.0.${Math.floor(counter / 250)}.${(counter++ % 250) + 1}`;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  app = await startTestApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await stopTestApp(app);
  await smtp?.close();
});

const PASSWORD = 'Zitoun#2026';
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/api${url}`, payload, headers, remoteAddress: headers['x-client'] ?? client() });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const expectOnContract = (response: LightMyRequestResponse) => expect(response.headers['x-contract-violation'], response.body).toBeUndefined();

async function register(email: string, extra: object = {}) {
  const since = smtp.mails.length;
  const response = await post('/auth/register', { firstName: ' Amina ', lastName: 'Bennani ', email: email.toUpperCase(), password: PASSWORD, ...extra });
  expectOnContract(response);
  expect(response.statusCode, response.body).toBe(201);
  return { body: json<Auth>(response), mail: await smtp.waitFor(email, since) };
}

describe('sign up and verify', () => {
  it('creates the account with trimmed names and email, mails a code in its language, and verifies with it', async () => {
    const { body, mail } = await register('amina@example.ma', { locale: 'ar' });
    expect(body.data.user).toMatchObject({ email: 'amina@example.ma', firstName: 'Amina', lastName: 'Bennani', name: 'Amina Bennani', isVerified: false });
    expect(body.data.tokens.expiresIn).toBe(900);
    expect(mail.subject).toMatch(/[\u0600-\u06FF]/);
    expect(mail.html).toContain('dir="rtl"');
    const verify = await post('/public/verify', { email: 'amina@example.ma', code: codeIn(mail) });
    expect(verify.statusCode, verify.body).toBe(200);
    expect(json(verify).message).toBe('Email verified successfully!');
    const me = await app.inject({ url: '/api/auth/me', headers: bearer(body.data.tokens.accessToken) });
    expectOnContract(me);
    expect(json<{ data: { user: { isVerified: boolean } } }>(me).data.user.isVerified).toBe(true);
  });

  it('applies the phone rules of registration, placeholder included', async () => {
    const none = await register('nophone@example.ma');
    expect(none.body.data.user.phone).toEqual({ country: 'MA', countryCallingCode: '212', national: '600000000', international: '+212600000000' });
    const moroccan = await register('ma@example.ma', { phone: '+212661234567' });
    expect(moroccan.body.data.user.phone).toMatchObject({ country: 'MA', countryCallingCode: '212', national: '661234567' });
    const french = await register('fr@example.ma', { phone: '+33612345678' });
    expect(french.body.data.user.phone).toMatchObject({ country: 'FR', countryCallingCode: '33', national: '612345678' });
  });

  describe('a sign-up on a taken address', () => {
    const signIn = async (email: string, password: string) => {
      const response = await post('/auth/login', { email, password });
      expectOnContract(response);
      expect(response.statusCode, response.body).toBe(200);
      return json<Auth>(response).data.user;
    };

    it('answers like a new account, mails the owner a notice instead of a code, and leaves the account as it was', async () => {
      const owner = await register('taken@example.ma');
      expect((await post('/public/verify', { email: 'taken@example.ma', code: codeIn(owner.mail) })).statusCode).toBe(200);

      const since = smtp.mails.length;
      const again = await post('/auth/register', { firstName: 'Intrus', lastName: 'X', email: 'Taken@Example.ma', password: 'Autre#2026' });
      expectOnContract(again);
      expect(again.statusCode, again.body).toBe(201);
      const pending = json<Auth>(again);
      expect(pending.message).toBe(owner.body.message);
      expect(pending.data.user).toMatchObject({ email: 'taken@example.ma', firstName: 'Intrus', isVerified: false });
      expect(pending.data.user.id).not.toBe(owner.body.data.user.id);

      // The owner's mailbox hears of it, in the owner's words and name, with no code to use.
      const notice = await smtp.waitFor('taken@example.ma', since);
      expect(notice.subject).toBe('Vous avez déjà un compte Huileries du Saïss');
      expect(notice.text).toContain('Bonjour Amina,');
      expect(notice.text).not.toMatch(/\b\d{6}\b/);

      // The owner signs in to the verified account; the pending sign-up signs in with its own password, as a
      // new account would, and stays unverified: no code is ever issued to it.
      expect(await signIn('taken@example.ma', PASSWORD)).toMatchObject({ id: owner.body.data.user.id, isVerified: true, firstName: 'Amina' });
      expect(await signIn('taken@example.ma', 'Autre#2026')).toMatchObject({ id: pending.data.user.id, isVerified: false });
      const me = await app.inject({ url: '/api/auth/me', headers: bearer(pending.data.tokens.accessToken) });
      expect(json<{ data: { user: { id: string } } }>(me).data.user.id).toBe(pending.data.user.id);
      const resend = await post('/public/resend-verification', { email: 'taken@example.ma' });
      expect(resend.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.mails.slice(since).filter((m) => m.to.includes('taken@example.ma'))).toHaveLength(1);
    });

    it('mails the notice once an hour at most, and keeps a pending account verifiable by its own code', async () => {
      const pending = await register('pending@example.ma');
      const since = smtp.mails.length;
      for (let i = 0; i < 3; i++) {
        const again = await post('/auth/register', { firstName: 'A', lastName: 'B', email: 'pending@example.ma', password: `Autre#202${i}` });
        expect(again.statusCode).toBe(201);
      }
      await smtp.waitFor('pending@example.ma', since);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.mails.slice(since).filter((m) => m.to.includes('pending@example.ma'))).toHaveLength(1);
      // Only the newest pending sign-up signs in; the account's own code still verifies the account.
      expect((await post('/auth/login', { email: 'pending@example.ma', password: 'Autre#2021' })).statusCode).toBe(401);
      expect(await signIn('pending@example.ma', 'Autre#2022')).toMatchObject({ isVerified: false });
      expect((await post('/public/verify', { email: 'pending@example.ma', code: codeIn(pending.mail) })).statusCode).toBe(200);
      expect(await signIn('pending@example.ma', PASSWORD)).toMatchObject({ id: pending.body.data.user.id, isVerified: true });
    });

    it('makes one account of ten sign-ups of one new address sent at once; the others are pending sign-ups', async () => {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => post('/auth/register', { firstName: 'A', lastName: 'B', email: 'race@example.ma', password: `Course#202${i}` })),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
      const rows = await app.database.db.select({ pendingSignUp: t.users.pendingSignUp }).from(t.users).where(eq(t.users.email, 'race@example.ma'));
      expect(rows.filter((row) => !row.pendingSignUp)).toHaveLength(1);
      expect(rows).toHaveLength(10);
    });

    it('purges pending sign-ups past their 30 days, and nothing else', async () => {
      const day = 24 * 60 * 60_000;
      const values = (email: string, pendingSignUp: boolean, ageDays: number) => ({
        email,
        pendingSignUp,
        passwordHash: 'unused',
        firstName: 'A',
        lastName: 'B',
        createdAt: new Date(Date.now() - ageDays * day),
      });
      await app.database.db.insert(t.users).values([
        values('purge@example.ma', false, 400),
        values('purge@example.ma', true, 31),
        values('purge@example.ma', true, 29),
      ]);
      expect(await purgePendingSignUps(app.database.db)).toBe(1);
      const left = await app.database.db.select({ pendingSignUp: t.users.pendingSignUp, createdAt: t.users.createdAt }).from(t.users).where(eq(t.users.email, 'purge@example.ma'));
      expect(left.map((row) => [row.pendingSignUp, Math.round((Date.now() - row.createdAt.getTime()) / day)]).sort()).toEqual([
        [false, 400],
        [true, 29],
      ]);
    });

    it('says nothing of a verified address to a verification try: the same refusal as an unknown one', async () => {
      const owner = await register('verified@example.ma');
      const code = codeIn(owner.mail);
      expect((await post('/public/verify', { email: 'verified@example.ma', code })).statusCode).toBe(200);
      const known = await post('/public/verify', { email: 'verified@example.ma', code });
      const unknown = await post('/public/verify', { email: 'nobody-here@example.ma', code });
      expect(known.statusCode).toBe(400);
      expect(withoutRequestId(known.body)).toBe(withoutRequestId(unknown.body));
    });
  });

  it.each([
    [{ lastName: 'B', email: 'x@example.ma', password: PASSWORD }, 'All required fields must be filled out'],
    [{ firstName: '  ', lastName: 'B', email: 'x@example.ma', password: PASSWORD }, 'All required fields must be filled out'],
    [{ firstName: 'A', lastName: 'B', email: 'not-an-email', password: PASSWORD }, 'Please enter a valid email'],
    [{ firstName: 'A', lastName: 'B', email: 'x@example.ma', password: 'Ab1!' }, 'Password must be at least 8 characters'],
    [{ firstName: 'A', lastName: 'B', email: 'x@example.ma', password: 'abcdefg1!' }, 'Password must contain at least one uppercase letter'],
    [{ firstName: 'A', lastName: 'B', email: 'x@example.ma', password: 'Abcdefgh!' }, 'Password must contain at least one number'],
    [{ firstName: 'A', lastName: 'B', email: 'x@example.ma', password: 'Abcdefgh1' }, 'Password must contain at least one special character'],
    [{ firstName: 'A', lastName: 'B', email: 'x@example.ma', password: PASSWORD, phone: '0612345678' }, 'Please enter a valid phone number'],
    [{ firstName: 'A', lastName: 'B', email: 'x@example.ma', password: PASSWORD, phone: '+2' }, 'Please enter a valid phone number'],
  ])('refuses %j with 400 and the spec’s message', async (payload, message) => {
    const response = await post('/auth/register', payload);
    expectOnContract(response);
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response)).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message });
  });

  it('kills a code after five wrong tries, even if the sixth is right', async () => {
    const { mail } = await register('fivetries@example.ma');
    const code = codeIn(mail);
    const wrong = code === '000000' ? '111111' : '000000';
    const from = client();
    for (let i = 0; i < 5; i++) {
      const attempt = await post('/public/verify', { email: 'fivetries@example.ma', code: wrong }, { 'x-client': from });
      expect(json<ErrorBody>(attempt)).toMatchObject({ code: 'INVALID_CODE', message: 'Invalid verification code. Please check and try again.' });
    }
    const right = await post('/public/verify', { email: 'fivetries@example.ma', code }, { 'x-client': from });
    expect(right.statusCode).toBe(400);
    // The same message as a wrong code: a message of its own would tell that an unverified account exists.
    expect(json<ErrorBody>(right).message).toBe('Invalid verification code. Please check and try again.');
  });

  it('keeps a code good for the 15 minutes its mail promises, and no longer', async () => {
    const { mail: inTime } = await register('intime@example.ma', { locale: 'en' });
    expect(inTime.text).toContain('This code is valid for 15 minutes.');
    const { mail: late } = await register('late@example.ma', { locale: 'en' });
    // Only the clock moves (the server's and the embedded database's): timers run as they do.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 14 * 60_000 + 30_000 });
    try {
      expect((await post('/public/verify', { email: 'intime@example.ma', code: codeIn(inTime) })).statusCode).toBe(200);
      vi.setSystemTime(Date.now() + 60_000);
      const refused = await post('/public/verify', { email: 'late@example.ma', code: codeIn(late) });
      expect(json<ErrorBody>(refused)).toMatchObject({ code: 'INVALID_CODE', message: 'Invalid verification code. Please check and try again.' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers a 6-digit code rule with the spec’s message', async () => {
    const response = await post('/public/verify', { email: 'a@example.ma', code: '12ab' });
    expect(json<ErrorBody>(response).message).toBe('Please enter a valid 6-digit code');
  });
});

describe('sessions', () => {
  it('rotates refresh tokens, and a replayed one revokes its whole family', async () => {
    const { body } = await register('rotate@example.ma');
    const first = body.data.tokens.refreshToken;
    const rotated = await post('/auth/refresh', { refreshToken: first });
    expectOnContract(rotated);
    expect(rotated.statusCode).toBe(200);
    const second = json<{ data: { tokens: { refreshToken: string } } }>(rotated).data.tokens.refreshToken;
    expect(second).not.toBe(first);
    const replay = await post('/auth/refresh', { refreshToken: first });
    expect(replay.statusCode).toBe(401);
    // The thief replayed the old one: the owner's newer token dies with it.
    expect((await post('/auth/refresh', { refreshToken: second })).statusCode).toBe(401);
  });

  it('keeps an access token for the 900 seconds its expiresIn says, and a refresh token for 30 days', async () => {
    const { body } = await register('lifetime@example.ma');
    const { accessToken, refreshToken, expiresIn } = body.data.tokens;
    const meWith = (token: string) => app.inject({ url: '/api/auth/me', headers: bearer(token) });
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start + (expiresIn - 5) * 1000 });
    try {
      expect((await meWith(accessToken)).statusCode).toBe(200);
      vi.setSystemTime(start + (expiresIn + 5) * 1000);
      expect(json<ErrorBody>(await meWith(accessToken))).toMatchObject({ code: 'TOKEN_EXPIRED', message: 'Session expired' });
    } finally {
      vi.useRealTimers();
    }
    // The refresh token's row says 30 days (moving the clock that far upsets PGlite's own timers)…
    const [row] = await app.database.db.select().from(t.refreshTokens).where(eq(t.refreshTokens.tokenHash, createHash('sha256').update(refreshToken).digest('hex')));
    expect(Math.abs(row!.expiresAt.getTime() - start - 30 * 86_400_000)).toBeLessThan(60_000);
    // …and once that has passed, the token opens nothing: 'Session expired'.
    await app.database.db.update(t.refreshTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(t.refreshTokens.id, row!.id));
    expect(json<ErrorBody>(await post('/auth/refresh', { refreshToken }))).toMatchObject({ code: 'TOKEN_EXPIRED', message: 'Session expired' });
  });

  it('answers a wrong password and an unknown email alike', async () => {
    await register('login@example.ma');
    const ok = await post('/auth/login', { email: 'LOGIN@example.ma', password: PASSWORD, rememberMe: true });
    expectOnContract(ok);
    expect(ok.statusCode).toBe(200);
    const wrong = await post('/auth/login', { email: 'login@example.ma', password: 'Wrong#2026' });
    const unknown = await post('/auth/login', { email: 'nobody@example.ma', password: 'Wrong#2026' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(withoutRequestId(wrong.body)).toBe(withoutRequestId(unknown.body));
    expect(json<ErrorBody>(wrong).code).toBe('INVALID_CREDENTIALS');
  });

  it('logs out: every refresh token of the account stops working', async () => {
    const { body } = await register('logout@example.ma');
    const out = await post('/auth/logout', {}, bearer(body.data.tokens.accessToken));
    expectOnContract(out);
    expect(out.statusCode).toBe(200);
    expect((await post('/auth/refresh', { refreshToken: body.data.tokens.refreshToken })).statusCode).toBe(401);
  });

  it('refuses missing, forged and unsigned tokens', async () => {
    expect((await app.inject('/api/auth/me')).statusCode).toBe(401);
    const forged = await app.inject({ url: '/api/auth/me', headers: bearer('abc.def.ghi') });
    expect(json<ErrorBody>(forged).code).toBe('UNAUTHORIZED');
    const { body } = await register('alg@example.ma');
    const [, payload] = body.data.tokens.accessToken.split('.');
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    expect((await app.inject({ url: '/api/auth/me', headers: bearer(unsigned) })).statusCode).toBe(401);
  });

  it('updates the profile and keeps names trimmed', async () => {
    const { body } = await register('profile@example.ma');
    const response = await app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers: bearer(body.data.tokens.accessToken),
      payload: { firstName: ' Khadija ', phone: '+212522000000' },
    });
    expectOnContract(response);
    expect(json<{ data: { user: { firstName: string; phone: { national: string } } } }>(response).data.user).toMatchObject({
      firstName: 'Khadija',
      phone: { national: '522000000' },
    });
  });

  it('limits login attempts per address and client with 429 and Retry-After', async () => {
    let last: LightMyRequestResponse | undefined;
    const from = client();
    for (let i = 0; i < 11; i++) last = await post('/auth/login', { email: 'flood@example.ma', password: 'Wrong#2026' }, { 'x-client': from });
    expectOnContract(last!);
    expect(last!.statusCode).toBe(429);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(json<ErrorBody>(last!).code).toBe('RATE_LIMITED');
  });
});

describe('password reset', () => {
  it('says the same for known and unknown addresses, and mails only the known one', async () => {
    await register('known@example.ma');
    const since = smtp.mails.length;
    const known = await post('/public/forgot-password', { email: 'known@example.ma' });
    const unknown = await post('/public/forgot-password', { email: 'unknown@example.ma' });
    expectOnContract(known);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    await smtp.waitFor('known@example.ma', since);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails.slice(since).some((m) => m.to.includes('unknown@example.ma'))).toBe(false);
  });

  it('keeps the account’s language when a profile edit or a reset request does not name one', async () => {
    const { body } = await register('arabic@example.ma', { locale: 'ar' });
    const edit = await app.inject({ method: 'PUT', url: '/api/auth/me', headers: bearer(body.data.tokens.accessToken), payload: { firstName: 'Khadija' } });
    expect(edit.statusCode, edit.body).toBe(200);
    const since = smtp.mails.length;
    await post('/public/forgot-password', { email: 'arabic@example.ma' });
    const mail = await smtp.waitFor('arabic@example.ma', since);
    expect(mail.subject).toMatch(/[\u0600-\u06FF]/);
  });

  it('resets with the mailed code, revokes every session, and the new password logs in', async () => {
    const { body } = await register('reset@example.ma');
    const since = smtp.mails.length;
    await post('/public/forgot-password', { email: 'reset@example.ma', locale: 'en' });
    const mail = await smtp.waitFor('reset@example.ma', since);
    expect(mail.subject).toBe('Reset your password');
    const weak = await post('/public/reset-password', { email: 'reset@example.ma', code: codeIn(mail), newPassword: 'weakpassword' });
    expect(json<ErrorBody>(weak).message).toBe('Password must be 8-30 characters with uppercase, lowercase, number, and special character.');
    const reset = await post('/public/reset-password', { email: 'reset@example.ma', code: codeIn(mail), newPassword: 'Nouveau#2027' });
    expectOnContract(reset);
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await post('/auth/refresh', { refreshToken: body.data.tokens.refreshToken })).statusCode).toBe(401);
    expect((await post('/auth/login', { email: 'reset@example.ma', password: PASSWORD })).statusCode).toBe(401);
    expect((await post('/auth/login', { email: 'reset@example.ma', password: 'Nouveau#2027' })).statusCode).toBe(200);
    const again = await post('/public/reset-password', { email: 'reset@example.ma', code: codeIn(mail), newPassword: 'Encore#2028' });
    expect(json<ErrorBody>(again).message).toBe('Invalid or expired reset code.');
  });
});

describe('what the account routes change, and only when they should', () => {
  type Me = { data: { user: { firstName: string; lastName: string; isVerified: boolean; phone: { national: string } | null } } };
  const me = async (accessToken: string) => json<Me>(await app.inject({ url: '/api/auth/me', headers: bearer(accessToken) })).data.user;
  const put = (accessToken: string, payload: object) => app.inject({ method: 'PUT', url: '/api/auth/me', headers: bearer(accessToken), payload });
  const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');

  it('answers each route with the spec’s words', async () => {
    const since = smtp.mails.length;
    const created = await post('/auth/register', { firstName: 'Amina', lastName: 'Bennani', email: 'words@example.ma', password: PASSWORD });
    expect(json<{ message: string }>(created).message).toBe('Account created. A verification code was sent to your email.');
    const code = codeIn(await smtp.waitFor('words@example.ma', since));
    expect(json<{ message: string }>(await post('/public/verify', { email: 'words@example.ma', code })).message).toBe('Email verified successfully!');
    expect(json<{ message: string }>(await post('/public/forgot-password', { email: 'words@example.ma' })).message).toBe('Reset code sent to your email.');
    expect(json<{ message: string }>(await post('/public/resend-verification', { email: 'nobody-words@example.ma' })).message).toBe('New verification code sent to your email.');
    const wrong = await post('/auth/login', { email: 'words@example.ma', password: 'Wrong#2026' });
    expect(json<ErrorBody>(wrong).message).toBe('Invalid email or password');
    const { tokens } = json<Auth>(created).data;
    expect(json<{ message: string }>(await post('/auth/logout', {}, bearer(tokens.accessToken))).message).toBe('Logged out');
    const empty = await post('/auth/register', { firstName: ' ', lastName: 'Bennani', email: 'empty@example.ma', password: PASSWORD });
    expect(json<ErrorBody>(empty)).toMatchObject({ message: 'All required fields must be filled out', details: [{ field: 'body', message: 'All required fields must be filled out' }] });
  });

  it('a wrong verification code verifies nothing; the mailed one does', async () => {
    const { body, mail } = await register('wrongverify@example.ma');
    const code = codeIn(mail);
    expect((await post('/public/verify', { email: 'wrongverify@example.ma', code: wrongOf(code) })).statusCode).toBe(400);
    expect((await me(body.data.tokens.accessToken)).isVerified).toBe(false);
    expect((await post('/public/verify', { email: 'wrongverify@example.ma', code })).statusCode).toBe(200);
    expect((await me(body.data.tokens.accessToken)).isVerified).toBe(true);
  });

  it('a wrong reset code changes no password', async () => {
    await register('wrongreset@example.ma');
    const since = smtp.mails.length;
    await post('/public/forgot-password', { email: 'wrongreset@example.ma', locale: 'en' });
    const code = codeIn(await smtp.waitFor('wrongreset@example.ma', since));
    const refused = await post('/public/reset-password', { email: 'wrongreset@example.ma', code: wrongOf(code), newPassword: 'Nouveau#2027' });
    expect(json<ErrorBody>(refused)).toMatchObject({ code: 'INVALID_CODE', message: 'Invalid or expired reset code.' });
    expect((await post('/auth/login', { email: 'wrongreset@example.ma', password: 'Nouveau#2027' })).statusCode).toBe(401);
    expect((await post('/auth/login', { email: 'wrongreset@example.ma', password: PASSWORD })).statusCode).toBe(200);
  });

  it('a reset with the mailed code proves the address of a pending account', async () => {
    const { body } = await register('resetverifies@example.ma');
    const since = smtp.mails.length;
    await post('/public/forgot-password', { email: 'resetverifies@example.ma' });
    const code = codeIn(await smtp.waitFor('resetverifies@example.ma', since));
    expect((await post('/public/reset-password', { email: 'resetverifies@example.ma', code, newPassword: 'Nouveau#2027' })).statusCode).toBe(200);
    const login = await post('/auth/login', { email: 'resetverifies@example.ma', password: 'Nouveau#2027' });
    expect(json<Auth>(login).data.user.isVerified).toBe(true);
    expect(body.data.user.isVerified).toBe(false);
  });

  it('resends a verification code that works to a pending account, and nothing to a verified one', async () => {
    const { mail: first } = await register('resend@example.ma');
    let since = smtp.mails.length;
    expect((await post('/public/resend-verification', { email: 'resend@example.ma', locale: 'en' })).statusCode).toBe(200);
    const again = await smtp.waitFor('resend@example.ma', since);
    expect(again.subject).toBe('Your Huileries du Saïss verification code');
    // The new code replaces the first one.
    if (codeIn(again) !== codeIn(first)) expect((await post('/public/verify', { email: 'resend@example.ma', code: codeIn(first) })).statusCode).toBe(400);
    expect((await post('/public/verify', { email: 'resend@example.ma', code: codeIn(again) })).statusCode).toBe(200);

    const { mail } = await register('resend-verified@example.ma');
    expect((await post('/public/verify', { email: 'resend-verified@example.ma', code: codeIn(mail) })).statusCode).toBe(200);
    since = smtp.mails.length;
    expect((await post('/public/resend-verification', { email: 'resend-verified@example.ma' })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails.slice(since).filter((m) => m.to.includes('resend-verified@example.ma'))).toEqual([]);
  });

  it('mails ten codes an hour to one client, whichever addresses it names', async () => {
    const from = client();
    for (let i = 0; i < 10; i++) expect((await post('/public/forgot-password', { email: `hourly${i}@example.ma` }, { 'x-client': from })).statusCode).toBe(200);
    const over = await post('/public/forgot-password', { email: 'hourly10@example.ma' }, { 'x-client': from });
    expect(over.statusCode).toBe(429);
    // The hour is not over a second later.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await post('/public/forgot-password', { email: 'hourly11@example.ma' }, { 'x-client': from })).statusCode).toBe(429);
  });

  it('changes only the fields sent, and refuses an empty name with the field named', async () => {
    const { body } = await register('partial@example.ma', { phone: '+212522000000' });
    const token = body.data.tokens.accessToken;
    expect((await put(token, { lastName: ' Alaoui ' })).statusCode).toBe(200);
    expect(await me(token)).toMatchObject({ firstName: 'Amina', lastName: 'Alaoui', phone: { national: '522000000' } });
    const noFirst = await put(token, { firstName: '  ' });
    expect(json<ErrorBody>(noFirst)).toMatchObject({ code: 'VALIDATION_ERROR', message: 'First name is required', details: [{ field: 'body.firstName', message: 'First name is required' }] });
    const noLast = await put(token, { lastName: ' ' });
    expect(json<ErrorBody>(noLast)).toMatchObject({ message: 'Last name is required', details: [{ field: 'body.lastName', message: 'Last name is required' }] });
    expect(await me(token)).toMatchObject({ firstName: 'Amina', lastName: 'Alaoui' });
    expect((await put(token, { phone: null })).statusCode).toBe(200);
    expect((await me(token)).phone).toBeNull();
  });

  it('keeps a language set on the profile for the mails that name none', async () => {
    const { body } = await register('tongue@example.ma');
    expect((await put(body.data.tokens.accessToken, { locale: 'en' })).statusCode).toBe(200);
    const since = smtp.mails.length;
    await post('/public/forgot-password', { email: 'tongue@example.ma' });
    expect((await smtp.waitFor('tongue@example.ma', since)).subject).toBe('Reset your password');
  });

  it('refuses a weak password with the spec’s words for its rule, at sign-up and at reset', async () => {
    const short = await post('/auth/register', { firstName: 'Amina', lastName: 'Bennani', email: 'weak@example.ma', password: 'Zi#1' });
    expect(json<ErrorBody>(short)).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Password must be at least 8 characters', details: [{ field: 'body.password' }] });
    const noDigit = await post('/auth/register', { firstName: 'Amina', lastName: 'Bennani', email: 'weak@example.ma', password: 'Zitoun#deux' });
    expect(json<ErrorBody>(noDigit).message).toBe('Password must contain at least one number');

    await register('weakreset@example.ma');
    const since = smtp.mails.length;
    await post('/public/forgot-password', { email: 'weakreset@example.ma' });
    const code = codeIn(await smtp.waitFor('weakreset@example.ma', since));
    const rule = 'Password must be 8-30 characters with uppercase, lowercase, number, and special character.';
    const weak = await post('/public/reset-password', { email: 'weakreset@example.ma', code, newPassword: 'zitoun#2027' });
    expect(json<ErrorBody>(weak)).toMatchObject({ code: 'VALIDATION_ERROR', message: rule, details: [{ field: 'body.newPassword', message: rule }] });
    // The code was not spent on the refused password.
    const done = await post('/public/reset-password', { email: 'weakreset@example.ma', code, newPassword: 'Zitoun#2027' });
    expect(json<{ message: string }>(done).message).toBe('Your password has been reset. You can now log in with your new password.');
  });

  it('takes a phone as the contract’s Phone object as well as typed', async () => {
    const phone = { country: 'MA', countryCallingCode: '212', national: '661234567', international: '+212661234567' };
    const { body } = await register('phoneobject@example.ma', { phone });
    expect(body.data.user.phone).toEqual(phone);
    const token = body.data.tokens.accessToken;
    expect((await put(token, { phone: { country: 'MA', countryCallingCode: '212', national: '522000000', international: '+212522000000' } })).statusCode).toBe(200);
    expect((await me(token)).phone).toMatchObject({ national: '522000000' });
  });

  it('reads a bearer token after any spaces, and nothing else in the header', async () => {
    const { body } = await register('header@example.ma');
    const token = body.data.tokens.accessToken;
    const with_ = (authorization: string) => app.inject({ url: '/api/auth/me', headers: { authorization } });
    expect((await with_(`Bearer  ${token}`)).statusCode).toBe(200);
    expect((await with_(`bearer ${token}`)).statusCode).toBe(200);
    for (const header of [`xBearer ${token}`, `Bearer ${token} extra`, `Basic ${token}`]) expect((await with_(header)).statusCode, header).toBe(401);
    expect(json<ErrorBody>(await app.inject('/api/auth/me'))).toMatchObject({ code: 'UNAUTHORIZED', message: 'Authentication required' });
  });
});

describe('a mail server that refuses', () => {
  it('still answers the sign-up, and logs the mail it could not send with its address', async () => {
    // A port that was free a moment ago: nothing listens, so the mail server refuses at once.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const lines: string[] = [];
    const refused = await startTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, logLevel: 'error' }, { logStream: { write: (line: string) => void lines.push(line) } });
    try {
      const response = await refused.inject({ method: 'POST', url: '/api/auth/register', payload: { firstName: 'Amina', lastName: 'Bennani', email: 'nomail@example.ma', password: PASSWORD }, remoteAddress: client() });
      expect(response.statusCode).toBe(201);
      await expect.poll(() => lines.map((line) => JSON.parse(line) as { msg: string; to?: string }).find((line) => line.msg === 'mail could not be sent'), { timeout: 5_000 }).toMatchObject({ to: 'nomail@example.ma' });
    } finally {
      await stopTestApp(refused);
    }
  });
});
