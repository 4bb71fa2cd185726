import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { passwordProblems } from '../../domain/password.ts';
import type { Handlers } from '../contract/handler-types.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { PASSWORD_RULE } from '../http/field-messages.ts';
import type { Mailer } from '../mail/mailer.ts';
import { emailChangedMail, emailChangeMail, passwordChangedMail } from '../mail/templates.ts';
import { clientKey, type Limits } from '../plugins/external/rate-limit.ts';
import { findByEmail, findById, normalizeEmail, toUser, type UserRow } from './accounts.ts';
import type { CodeService } from './codes.ts';
import { eraseAccount } from './erase-account.ts';
import { myData } from './my-data.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { TokenService } from './tokens.ts';

export interface SettingsDeps {
  db: Db;
  tokens: TokenService;
  codes: CodeService;
  mailer: Mailer;
  log: FastifyBaseLogger;
  limits: Limits;
  /** The mail queue: the deleted account's last mail is sent from it once the deletion committed. */
  mails: { flush(): Promise<void> };
  /** Product pages show ratings: they are rendered again when a deleted account's approved reviews go. */
  catalogue: { refresh(): Promise<void> };
}

const UNIQUE_VIOLATION = '23505';
const WRONG_CODE = 'Invalid or expired code.';
const EMAIL_TAKEN = 'This address cannot be used for your account.';

const wrongPassword = (field: string) => new ApiError(400, 'WRONG_PASSWORD', 'The password is not right', [{ field, message: 'The password is not right' }]);
const invalid = (message: string, field: string) => new ApiError(400, 'VALIDATION_ERROR', message, [{ field, message }]);

/** The signed-in account's own settings (issue 47): password, address, its data, deleting it. */
export function settingsHandlers({ db, tokens, codes, mailer, log, limits, mails, catalogue }: SettingsDeps): Handlers {
  // A stolen session must not become a password guesser: ten tries per account and per client.
  const passwordByAccount = limits('settings.passwordByAccount', 10, 15 * 60_000);
  const passwordByClient = limits('settings.passwordByClient', 30, 15 * 60_000);
  const codeMailByAccount = limits('settings.codeMailByAccount', 1, 60_000);
  const codeByAccount = limits('settings.codeByAccount', 10, 15 * 60_000);
  const exportByAccount = limits('settings.exportByAccount', 10, 60 * 60_000);

  function mail(to: string, content: Parameters<Mailer['send']>[1]) {
    void mailer.send(to, content).catch((error: unknown) => log.error({ err: error, to }, 'mail could not be sent'));
  }

  async function bearer(request: FastifyRequest) {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match) throw new ApiError(401, 'UNAUTHORIZED', 'Authentication required');
    const session = await tokens.sessionOf(match[1]!);
    return { ...session, user: await findById(db, session.userId) };
  }

  /** The account, once its password was given right (counted against guessing). */
  async function withPassword(request: FastifyRequest, user: UserRow, password: string, field: string) {
    await passwordByClient.hit(request, clientKey(request));
    await passwordByAccount.hit(request, user.id);
    if (!(await verifyPassword(user.passwordHash, password))) throw wrongPassword(field);
  }

  return {
    changePassword: async (request) => {
      const { user, sessionId } = await bearer(request);
      await withPassword(request, user, request.body.currentPassword, 'body.currentPassword');
      if (passwordProblems(request.body.newPassword).length) throw invalid(PASSWORD_RULE, 'body.newPassword');
      const passwordHash = await hashPassword(request.body.newPassword);
      await db.transaction(async (tx) => {
        await tx.update(t.users).set({ passwordHash, updatedAt: new Date() }).where(eq(t.users.id, user.id));
        // Every other device is signed out; this session goes on.
        await tokens.revokeAll(user.id, tx as unknown as Db, sessionId);
      });
      mail(user.email, passwordChangedMail(user.locale, user.firstName));
      return { success: true as const, message: 'Your password was changed.' };
    },

    requestEmailChange: async (request) => {
      const { user } = await bearer(request);
      const newEmail = normalizeEmail(request.body.newEmail);
      await withPassword(request, user, request.body.password, 'body.password');
      if (newEmail === user.email) throw invalid('This is already your address', 'body.newEmail');
      await codeMailByAccount.hit(request, user.id);
      // Mailed whether or not the address has an account: the answer tells nothing, and only whoever
      // reads that mailbox can learn, at confirmEmailChange, that it is taken.
      const code = await codes.issue(user.id, 'change-email', undefined, undefined, newEmail);
      mail(newEmail, emailChangeMail(user.locale, user.firstName, code));
      return { success: true as const, message: 'A code was sent to the new address.' };
    },

    confirmEmailChange: async (request) => {
      const { user } = await bearer(request);
      await codeByAccount.hit(request, user.id);
      const outcome = await db
        .transaction(async (txn) => {
          const tx = txn as unknown as Db;
          const { check, newEmail } = await codes.spend(tx, user.id, 'change-email', request.body.code);
          if (check !== 'ok' || !newEmail) return { error: 'code' as const };
          const owner = await findByEmail(tx, newEmail);
          if (owner && owner.id !== user.id) return { error: 'taken' as const };
          const [moved] = await tx.update(t.users).set({ email: newEmail, isVerified: true, updatedAt: new Date() }).where(eq(t.users.id, user.id)).returning();
          return { moved: moved! };
        })
        .catch((error: unknown) => {
          // Another account took the address between the check and the update.
          const code = (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
          if (code === UNIQUE_VIOLATION) return { error: 'taken' as const };
          throw error;
        });
      if ('error' in outcome) {
        if (outcome.error === 'taken') throw new ApiError(409, 'EMAIL_TAKEN', EMAIL_TAKEN, [{ field: 'body.code', message: EMAIL_TAKEN }]);
        throw new ApiError(400, 'INVALID_CODE', WRONG_CODE, [{ field: 'body.code', message: WRONG_CODE }]);
      }
      mail(user.email, emailChangedMail(user.locale, user.firstName, outcome.moved.email));
      return { success: true as const, data: { user: toUser(outcome.moved) } };
    },

    exportMyData: async (request, reply) => {
      const { user } = await bearer(request);
      await exportByAccount.hit(request, user.id);
      const day = new Date().toISOString().slice(0, 10);
      reply.header('content-disposition', `attachment; filename="my-data-${day}.json"`);
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: await myData(db, user) };
    },

    deleteMyAccount: async (request) => {
      const { user } = await bearer(request);
      await withPassword(request, user, request.body.password, 'body.password');
      const { approvedReviewsGone } = await eraseAccount(db, user);
      void mails.flush();
      if (approvedReviewsGone) await catalogue.refresh();
      return { success: true as const, message: 'Your account was deleted.' };
    },
  };
}
