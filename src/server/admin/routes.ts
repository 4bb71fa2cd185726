import type { ServerResponse } from 'node:http';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { passwordProblems } from '../../domain/password.ts';
import { normalizeEmail } from '../auth/accounts.ts';
import { type CodeService, NO_ID } from '../auth/codes.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { DeviceCookies } from '../auth/device-cookies.ts';
import { deviceOf, signInThrottle } from '../auth/sign-in-throttle.ts';
import type { Limits } from '../plugins/external/rate-limit.ts';
import type { TokenService } from '../auth/tokens.ts';
import type { Catalogue } from '../products/catalogue.ts';
import type { Handlers } from '../contract/handler-types.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { PASSWORD_RULE } from '../http/field-messages.ts';
import type { Mailer } from '../mail/mailer.ts';
import { staffInviteMail, staffSignInMail } from '../mail/staff-mails.ts';
import { auditPage, recordAudit } from './audit.ts';
import { adminOrderHandlers } from './admin-orders.ts';
import { type ConfirmationLimits, confirmationHandlers } from './confirmation-calls.ts';
import { cashHandoverHandlers } from './cash-handovers.ts';
import { courierHandlers } from './couriers.ts';
import { cashRefusalHandlers } from './customer-record.ts';
import { dashboardHandlers } from './dashboard.ts';
import { deliveryHandlers } from './deliveries.ts';
import { liveEventHandlers } from './live-events.ts';
import type { OrderEvents } from './order-events.ts';
import { catalogueEditHandlers } from './catalogue-edits.ts';
import { leadHandlers } from './leads.ts';
import { reviewModerationHandlers } from './review-moderation.ts';
import { findStaffByEmail, inviteStaff, listStaff, setStaffDisabled, toStaffMember } from './staff-accounts.ts';
import { staffGuard } from './staff-guard.ts';
import type { StaffRow, StaffSessions } from './staff-sessions.ts';

const WRONG_CODE = 'Invalid or expired code.';

export interface AdminDeps {
  db: Db;
  sessions: StaffSessions;
  customerTokens: TokenService;
  /** Codes in staff_codes (sign-in, invitation). */
  codes: CodeService;
  mailer: Mailer;
  catalogue: Catalogue;
  /** The mail outbox, flushed after a move queues its customer's mail. */
  mails: { flush(): Promise<void> };
  /** The shop's public address: a customer's mail links to their order. */
  publicUrl: string;
  log: FastifyBaseLogger;
  limits: Limits;
  confirmationLimits: ConfirmationLimits;
  /** The orders' changes, and the event streams open on them (adminEvents). */
  events: OrderEvents;
  streams: Set<ServerResponse>;
  /** The browsers where a member signed in: strangers' wrong passwords and codes never lock them out. */
  devices: DeviceCookies;
}

/** The back office's operations (issue 22): staff sign-in with a password then a mailed code, staff, audit log. */
export function adminHandlers({ db, sessions, customerTokens, codes, mailer, catalogue, mails, publicUrl, log, limits, confirmationLimits, events, streams, devices }: AdminDeps): Handlers {
  const requireStaff = staffGuard(sessions, customerTokens);
  // Ten passwords and ten codes per address over every unknown client, so guessing stays slow; a
  // member's own browser has ten of its own, whatever strangers try.
  const countLogin = signInThrottle(limits, 'admin.login', { perDevice: 10, perClientAndAddress: 10, perClient: 20, perAddress: 10 });
  const countCode = signInThrottle(limits, 'admin.code', { perDevice: 10, perClientAndAddress: 10, perClient: 30, perAddress: 10 });

  /** Counts a password or code try for the address, from the member's own browser or another client. */
  async function countTry(count: typeof countLogin, request: FastifyRequest, email: string) {
    const [member, device] = await Promise.all([findStaffByEmail(db, email), devices.read(request)]);
    await count(request, email, deviceOf(device, member?.id));
    return member;
  }

  function mail(to: string, content: Parameters<Mailer['send']>[1]) {
    void mailer.send(to, content).catch((error: unknown) => log.error({ err: error, to }, 'mail could not be sent'));
  }

  /** Checks and spends a code of the staff member at the address (the same work when there is none). */
  async function spendCode(member: StaffRow | undefined, purpose: 'staff-sign-in' | 'staff-invite', code: string, then: (member: StaffRow, db: Db) => Promise<void>): Promise<StaffRow> {
    const usable = member && member.disabledAt === null && (purpose === 'staff-invite' ? member.passwordHash === null : member.passwordHash !== null) ? member : undefined;
    const ok = await db.transaction(async (tx) => {
      const check = await codes.check(tx as unknown as Db, usable?.id ?? NO_ID, purpose, code);
      if (check !== 'ok' || !usable) return false;
      await then(usable, tx as unknown as Db);
      return true;
    });
    if (!ok) throw new ApiError(400, 'INVALID_CODE', WRONG_CODE);
    return usable!;
  }

  async function signedIn(member: StaffRow) {
    return { success: true as const, data: { ...(await sessions.open(member.id)), staff: toStaffMember(member) } };
  }

  return {
    ...catalogueEditHandlers({ db, catalogue, requireStaff }),
    ...adminOrderHandlers({ db, requireStaff, catalogue, mails, publicUrl }),
    ...confirmationHandlers({ db, requireStaff, catalogue, mails, publicUrl, limits: confirmationLimits }),
    ...courierHandlers({ db, requireStaff }),
    ...deliveryHandlers({ db, requireStaff, catalogue, mails, publicUrl }),
    ...cashHandoverHandlers({ db, requireStaff }),
    ...cashRefusalHandlers({ db, requireStaff }),
    ...dashboardHandlers({ db, requireStaff, events }),
    ...liveEventHandlers({ db, requireStaff, sessions, events, streams }),
    ...leadHandlers({ db, requireStaff }),
    ...reviewModerationHandlers({ db, catalogue, requireStaff }),

    adminLogin: async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      const member = await countTry(countLogin, request, email);
      const active = member && member.disabledAt === null ? member : undefined;
      if (await verifyPassword(active?.passwordHash ?? undefined, request.body.password)) {
        const code = await codes.issue(active!.id, 'staff-sign-in');
        mail(active!.email, staffSignInMail(code));
      }
      // The same answer either way: it never tells whether the address or the password was right.
      return reply.code(202).send({ success: true, message: 'If the address and password are right, a sign-in code is on its way.' });
    },

    adminVerify: async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      const member = await spendCode(await countTry(countCode, request, email), 'staff-sign-in', request.body.code, (who, tx) => recordAudit(tx, { by: who, action: 'staff.sign-in' }));
      await devices.remember(reply, member.id);
      return signedIn(member);
    },

    adminAcceptInvite: async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      const invited = await countTry(countCode, request, email);
      if (passwordProblems(request.body.password).length) throw new ApiError(400, 'VALIDATION_ERROR', PASSWORD_RULE, [{ field: 'body.password', message: PASSWORD_RULE }]);
      const passwordHash = await hashPassword(request.body.password);
      const member = await spendCode(invited, 'staff-invite', request.body.code, async (who, tx) => {
        await tx.update(t.staff).set({ passwordHash }).where(eq(t.staff.id, who.id));
        await recordAudit(tx, { by: who, action: 'staff.accept-invite', subject: who.id });
      });
      await devices.remember(reply, member.id);
      return signedIn({ ...member, passwordHash });
    },

    adminLogout: async (request) => {
      const { member, sessionId } = await requireStaff(request, ['owner', 'staff']);
      await db.transaction(async (tx) => {
        await sessions.end(sessionId, tx as unknown as Db);
        await recordAudit(tx as unknown as Db, { by: member, action: 'staff.sign-out' });
      });
      return { success: true as const, message: 'Signed out' };
    },

    adminMe: async (request) => {
      const { member } = await requireStaff(request, ['owner', 'staff']);
      return { success: true as const, data: { staff: toStaffMember(member) } };
    },

    adminListStaff: async (request) => {
      await requireStaff(request, ['owner']);
      return { success: true as const, data: { staff: (await listStaff(db)).map(toStaffMember) } };
    },

    adminInviteStaff: async (request, reply) => {
      const { member: owner } = await requireStaff(request, ['owner']);
      const { member, code } = await inviteStaff(db, codes, { email: request.body.email, role: request.body.role, by: owner });
      mail(member.email, staffInviteMail(code));
      return reply.code(201).send({ success: true, message: 'Invitation sent', data: { staff: toStaffMember(member) } });
    },

    adminDisableStaff: async (request) => {
      const { member: owner } = await requireStaff(request, ['owner']);
      const member = await setStaffDisabled(db, { id: request.params.staffId }, true, owner);
      return { success: true as const, message: 'Disabled', data: { staff: toStaffMember(member) } };
    },

    adminEnableStaff: async (request) => {
      const { member: owner } = await requireStaff(request, ['owner']);
      const member = await setStaffDisabled(db, { id: request.params.staffId }, false, owner);
      return { success: true as const, message: 'Enabled', data: { staff: toStaffMember(member) } };
    },

    adminListAudit: async (request) => {
      await requireStaff(request, ['owner']);
      return { success: true as const, data: await auditPage(db, request.query.page ?? 1, request.query.pageSize ?? 50) };
    },
  };
}
