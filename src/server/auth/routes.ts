import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { isLocale, type Locale } from '../../domain/locale.ts';
import { passwordProblems } from '../../domain/password.ts';
import { type Phone, phoneForRegistration } from '../../domain/phone.ts';
import type { Handlers } from '../contract/handler-types.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { FIELD_MESSAGES } from '../../domain/validation/field-messages.ts';
import { PASSWORD_RULE } from '../http/field-messages.ts';
import type { Mailer } from '../mail/mailer.ts';
import { accountExistsMail, resetMail, verificationMail } from '../mail/templates.ts';
import { findByEmail, findById, newestPendingSignUp, normalizeEmail, signUp, toUser, type UserRow } from './accounts.ts';
import { type CodePurpose, type CodeService, NO_ID } from './codes.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { clientKey, type Limits } from '../plugins/external/rate-limit.ts';
import type { DeviceCookies } from './device-cookies.ts';
import { deviceOf, signInThrottle } from './sign-in-throttle.ts';
import type { TokenService } from './tokens.ts';

// One answer for a wrong, spent, dead or missing code: a distinct one for a dead code would tell
// that an unverified account exists.
const WRONG_CODE = 'Invalid verification code. Please check and try again.';
const WRONG_RESET_CODE = 'Invalid or expired reset code.';

export interface AuthDeps {
  db: Db;
  tokens: TokenService;
  codes: CodeService;
  mailer: Mailer;
  log: FastifyBaseLogger;
  limits: Limits;
  /** The browsers where an account signed in: strangers' wrong passwords never lock them out. */
  devices: DeviceCookies;
}

/** The signed-in user of a request (bearer token), or 401. */
export async function requireUserId(request: FastifyRequest, tokens: TokenService): Promise<string> {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match) throw new ApiError(401, 'UNAUTHORIZED', 'Authentication required');
  return tokens.userOf(match[1]!);
}

function invalid(message: string, field: string): ApiError {
  return new ApiError(400, 'VALIDATION_ERROR', message, [{ field, message }]);
}

function phoneOf(input: string | Phone | null | undefined): Phone | undefined {
  const phone = phoneForRegistration(typeof input === 'object' && input !== null ? input.international : input);
  if (!phone) throw invalid(FIELD_MESSAGES.phone_invalid, 'body.phone');
  return phone;
}

export function authHandlers({ db, tokens, codes, mailer, log, limits, devices }: AuthDeps): Handlers {
  // Login: ten tries per address from one client, thirty per client over all addresses, a hundred per
  // address over unknown clients (guessing one account from many clients stays bounded), and ten from
  // a browser where the account signed in before, which nobody else's tries can shut out.
  const countLogin = signInThrottle(limits, 'auth.login', { perDevice: 10, perClientAndAddress: 10, perClient: 30, perAddress: 100 });
  const registerByClient = limits('auth.registerByClient', 10, 60 * 60_000);
  const codeByClient = limits('auth.codeByClient', 30, 15 * 60_000);
  const codeByEmail = limits('auth.codeByEmail', 10, 15 * 60_000);
  const mailByEmail = limits('auth.mailByEmail', 1, 60_000);
  const mailByClient = limits('auth.mailByClient', 10, 60 * 60_000);
  const noticeByEmail = limits('auth.noticeByEmail', 1, 60 * 60_000);

  /** Mail is sent after the answer: a slow or failing mail server never fails the request. */
  function mail(to: string, content: Parameters<Mailer['send']>[1]) {
    void mailer.send(to, content).catch((error: unknown) => log.error({ err: error, to }, 'mail could not be sent'));
  }

  /**
   * Runs work that depends on whether the address has an account once the answer is out, so that
   * neither the answer nor its time tells.
   */
  function afterAnswer(reply: FastifyReply, job: () => Promise<void>) {
    let started = false;
    const run = () => {
      if (started) return;
      started = true;
      // On the next turn of the loop: whatever else the end of the answer does comes first.
      setImmediate(() => job().catch((error: unknown) => log.error({ err: error }, 'work after the answer failed')));
    };
    reply.raw.once('finish', run);
    reply.raw.once('close', run);
  }

  /**
   * Mails a fresh code of that purpose to the account of the address, when there is one and it
   * qualifies; throttled per client and per address whether or not the account exists. The lookup,
   * the code and the mail all come after the answer.
   */
  async function mailCode(request: FastifyRequest<{ Body: { email: string; locale?: Locale } }>, reply: FastifyReply, purpose: CodePurpose, qualifies: (user: UserRow) => boolean) {
    const email = normalizeEmail(request.body.email);
    const locale = request.body.locale;
    await mailByClient.hit(request, clientKey(request));
    await mailByEmail.hit(request, email);
    afterAnswer(reply, async () => {
      const user = await findByEmail(db, email);
      if (!user || !qualifies(user)) return;
      const code = await codes.issue(user.id, purpose);
      const template = purpose === 'verify-email' ? verificationMail : resetMail;
      mail(user.email, template(locale ?? user.locale, user.firstName, code));
    });
  }

  return {
    register: async (request, reply) => {
      await registerByClient.hit(request, clientKey(request));
      const body = request.body;
      const firstName = body.firstName.trim();
      const lastName = body.lastName.trim();
      const email = normalizeEmail(body.email);
      if (!firstName || !lastName || !email) throw invalid('All required fields must be filled out', 'body');
      const problem = passwordProblems(body.password)[0];
      if (problem) throw invalid(FIELD_MESSAGES[problem], 'body.password');
      const phone = phoneOf(body.phone);
      const locale: Locale = body.locale ?? 'fr';
      const values = { email, passwordHash: await hashPassword(body.password), firstName, lastName, phone, locale };
      // When the address has an account, the answer must not tell: a pending sign-up gets a session
      // like any new account, and only the owner of the address learns, by mail, that it was tried.
      const { user, created } = await signUp(db, values);
      // A pending sign-up gets a code too, never mailed nor checked, and the owner is looked up either way:
      // the same work whether the address was taken or not.
      const code = await codes.issue(user.id, 'verify-email');
      afterAnswer(reply, async () => {
        const owner = await findByEmail(db, email);
        // The notice's count is written either way (under a key of its own for a new account), so the
        // database is as busy after a taken address as after a free one.
        const noticeAllowed = await noticeByEmail.allows(request, created ? `new ${email}` : email);
        if (created) mail(email, verificationMail(locale, firstName, code));
        else if (owner && noticeAllowed) mail(owner.email, accountExistsMail(owner.locale, owner.firstName));
      });
      reply.code(201);
      return { success: true as const, message: 'Account created. A verification code was sent to your email.', data: { user: toUser(user), tokens: await tokens.issue(user.id) } };
    },

    login: async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      const [owner, pending, device] = await Promise.all([findByEmail(db, email), newestPendingSignUp(db, email), devices.read(request)]);
      // A pending sign-up's browser is known to that sign-up, not to the account: it counts as unknown.
      await countLogin(request, email, deviceOf(device, owner?.id));
      // Always two checks, so the time tells nothing either. The newest pending sign-up signs in like
      // a new account would: signing up then in never tells whether the address was taken.
      const ownerOk = await verifyPassword(owner?.passwordHash, request.body.password);
      const pendingOk = await verifyPassword(pending?.passwordHash, request.body.password);
      const user = ownerOk ? owner : pendingOk ? pending : undefined;
      if (!user) throw new ApiError(401, 'INVALID_CREDENTIALS', 'Invalid email or password');
      // Whoever signed in, account or pending sign-up, gets the cookie: its presence tells nothing.
      await devices.remember(reply, user.id);
      return { success: true as const, data: { user: toUser(user), tokens: await tokens.issue(user.id) } };
    },

    logout: async (request) => {
      const userId = await requireUserId(request, tokens);
      await tokens.revokeAll(userId);
      return { success: true as const, message: 'Logged out' };
    },

    getMe: async (request) => {
      const user = await findById(db, await requireUserId(request, tokens));
      return { success: true as const, data: { user: toUser(user) } };
    },

    updateMe: async (request) => {
      const userId = await requireUserId(request, tokens);
      const body = request.body;
      const changes: Partial<typeof t.users.$inferInsert> = { updatedAt: new Date() };
      if (body.firstName !== undefined) {
        if (!body.firstName.trim()) throw invalid('First name is required', 'body.firstName');
        changes.firstName = body.firstName.trim();
      }
      if (body.lastName !== undefined) {
        if (!body.lastName.trim()) throw invalid('Last name is required', 'body.lastName');
        changes.lastName = body.lastName.trim();
      }
      if (body.phone !== undefined) changes.phone = body.phone === null ? null : (phoneOf(body.phone) ?? null);
      if (body.locale !== undefined && isLocale(body.locale)) changes.locale = body.locale;
      await findById(db, userId);
      const [user] = await db.update(t.users).set(changes).where(eq(t.users.id, userId)).returning();
      return { success: true as const, data: { user: toUser(user!) } };
    },

    refreshTokens: async (request) => {
      const { tokens: next } = await tokens.rotate(request.body.refreshToken);
      return { success: true as const, data: { tokens: next } };
    },

    verifyEmail: async (request) => {
      const email = normalizeEmail(request.body.email);
      await codeByClient.hit(request, clientKey(request));
      await codeByEmail.hit(request, email);
      const user = await findByEmail(db, email);
      // A verified account has no code to check, an unknown address none either: the same check
      // runs against no account, and the same answer comes back.
      const pending = user && !user.isVerified ? user : undefined;
      const result = await db.transaction(async (tx) => {
        const check = await codes.check(tx as unknown as Db, pending?.id ?? NO_ID, 'verify-email', request.body.code);
        if (check === 'ok' && pending) await tx.update(t.users).set({ isVerified: true, updatedAt: new Date() }).where(eq(t.users.id, pending.id));
        return check;
      });
      if (result !== 'ok') throw new ApiError(400, 'INVALID_CODE', WRONG_CODE);
      return { success: true as const, message: 'Email verified successfully!' };
    },

    resendVerification: async (request, reply) => {
      await mailCode(request, reply, 'verify-email', (user) => !user.isVerified);
      return { success: true as const, message: 'New verification code sent to your email.' };
    },

    forgotPassword: async (request, reply) => {
      await mailCode(request, reply, 'reset-password', () => true);
      // The same answer for every address: it never tells who has an account.
      return { success: true as const, message: 'Reset code sent to your email.' };
    },

    resetPassword: async (request) => {
      const email = normalizeEmail(request.body.email);
      await codeByClient.hit(request, clientKey(request));
      await codeByEmail.hit(request, email);
      if (passwordProblems(request.body.newPassword).length) throw invalid(PASSWORD_RULE, 'body.newPassword');
      const user = await findByEmail(db, email);
      // Hashed and checked for an unknown address too (against no account): the time tells nothing.
      const passwordHash = await hashPassword(request.body.newPassword);
      const result = await db.transaction(async (tx) => {
        const check = await codes.check(tx as unknown as Db, user?.id ?? NO_ID, 'reset-password', request.body.code);
        if (check !== 'ok' || !user) return check;
        // The mailed code proves the address too.
        await tx.update(t.users).set({ passwordHash, isVerified: true, updatedAt: new Date() }).where(eq(t.users.id, user.id));
        await tokens.revokeAll(user.id, tx as unknown as Db);
        return check;
      });
      if (result !== 'ok') throw new ApiError(400, 'INVALID_CODE', WRONG_RESET_CODE);
      return { success: true as const, message: 'Your password has been reset. You can now log in with your new password.' };
    },
  };
}
