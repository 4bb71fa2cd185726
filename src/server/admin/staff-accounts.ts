import { asc, eq } from 'drizzle-orm';
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
  return { id: row.id, email: row.email, role: row.role, active: row.passwordHash !== null && row.disabledAt === null, createdAt: row.createdAt.toISOString() };
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
