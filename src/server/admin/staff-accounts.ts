import { and, asc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { components } from '../../../openapi/schema.d.ts';
import { normalizeEmail } from '../auth/accounts.ts';
import type { CodeService } from '../auth/codes.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { recordAudit } from './audit.ts';
import type { StaffRow } from './staff-sessions.ts';

/** An invitation's code lasts three days: time to read a mail sent on a Friday. */
export const INVITE_TTL_MS = 72 * 60 * 60_000;

export function toStaffMember(row: StaffRow): components['schemas']['StaffMember'] {
  return { id: row.id, email: row.email, role: row.role, active: row.passwordHash !== null && row.disabledAt === null, disabledAt: row.disabledAt?.toISOString() ?? null, createdAt: row.createdAt.toISOString() };
}

export async function findStaffByEmail(db: Db, email: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(t.staff).where(eq(t.staff.email, normalizeEmail(email))).limit(1);
  return row;
}

export const listStaff = (db: Db) => db.select().from(t.staff).orderBy(asc(t.staff.createdAt), asc(t.staff.email));

/**
 * A new staff member without a password, the code of their invitation (to mail, or for the first
 * owner to read in the terminal), and its line in the audit log, all or nothing. `by` is the owner
 * who invites; without one (the command that makes the first owner) the entry names the new member.
 * 409 when the address already has access.
 */
export async function inviteStaff(db: Db, codes: CodeService, values: { email: string; role: t.StaffRole; by?: { id: string; email: string } }): Promise<{ member: StaffRow; code: string }> {
  const email = normalizeEmail(values.email);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [member] = await tx
      .insert(t.staff)
      .values({ email, role: values.role, invitedBy: values.by?.id ?? null })
      .onConflictDoNothing({ target: t.staff.email })
      .returning();
    if (!member) throw new ApiError(409, 'CONFLICT', 'This address already has access to the back office');
    const code = await codes.issue(member.id, 'staff-invite', INVITE_TTL_MS, tx);
    await recordAudit(tx, { by: values.by ?? member, action: values.by ? 'staff.invite' : 'staff.add-by-command', subject: member.email, after: { email: member.email, role: member.role } });
    return { member, code };
  });
}

/** Who disables or re-enables a member: an owner in the team screen, or the terminal's user (`npm run staff`). */
export type StaffChanger = { id: string; email: string } | 'command';

/**
 * Disables a member, or enables them again, with its line in the audit log, all or nothing. Disabling
 * ends their sessions at once (their tokens get 401 on the next call). The last owner who can sign in
 * is never disabled: 409, or nobody could run the team again. The owners' rows are locked while this
 * is decided, so two owners disabling each other at once cannot both succeed.
 */
export async function setStaffDisabled(db: Db, target: { id: string } | { email: string }, disabled: boolean, by: StaffChanger): Promise<StaffRow> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.select({ id: t.staff.id }).from(t.staff).where(eq(t.staff.role, 'owner')).for('update');
    const [member] = await tx
      .select()
      .from(t.staff)
      .where('id' in target ? eq(t.staff.id, target.id) : eq(t.staff.email, normalizeEmail(target.email)))
      .limit(1);
    if (!member) throw new ApiError(404, 'NOT_FOUND', 'No staff member with this address or id');
    if (disabled === (member.disabledAt !== null)) return member;
    if (disabled && member.role === 'owner') {
      const [other] = await tx
        .select({ id: t.staff.id })
        .from(t.staff)
        .where(and(eq(t.staff.role, 'owner'), ne(t.staff.id, member.id), isNull(t.staff.disabledAt), isNotNull(t.staff.passwordHash)))
        .limit(1);
      if (!other) throw new ApiError(409, 'LAST_OWNER', 'The last owner cannot be disabled');
    }
    const [changed] = await tx
      .update(t.staff)
      .set({ disabledAt: disabled ? sql`now()` : null })
      .where(eq(t.staff.id, member.id))
      .returning();
    if (disabled) await tx.update(t.staffSessions).set({ endedAt: sql`now()` }).where(and(eq(t.staffSessions.staffId, member.id), isNull(t.staffSessions.endedAt)));
    await recordAudit(tx, { by: by === 'command' ? member : by, action: disabled ? (by === 'command' ? 'staff.disable-by-command' : 'staff.disable') : by === 'command' ? 'staff.enable-by-command' : 'staff.enable', subject: member.email });
    return changed!;
  });
}
