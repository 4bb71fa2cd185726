import { CodeService } from '../auth/codes.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { INVITE_TTL_MS, inviteStaff } from './staff-accounts.ts';

export const STAFF_USAGE = 'Usage: npm run staff -- add <email> --role owner|staff';

/** `add <email> --role owner|staff`, read from the command's arguments; an error in words otherwise. */
export function parseStaffCommand(args: readonly string[]): { email: string; role: t.StaffRole } {
  const [verb, email, ...rest] = args;
  const flag = rest.indexOf('--role');
  const role = flag >= 0 ? rest[flag + 1] : rest.find((arg) => arg.startsWith('--role='))?.slice('--role='.length);
  if (verb !== 'add' || !email || email.startsWith('-')) throw new Error(STAFF_USAGE);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error(`Not an email address: ${email}`);
  if (role !== 'owner' && role !== 'staff') throw new Error(`The role must be owner or staff.\n${STAFF_USAGE}`);
  return { email, role };
}

/**
 * Gives an address access to the back office, as the terminal's user (the first owner has nobody to
 * invite them): the member, and what to tell them, with the invitation's code.
 */
export async function addStaffByCommand(db: Db, secret: Uint8Array, values: { email: string; role: t.StaffRole }): Promise<string> {
  const { member, code } = await inviteStaff(db, new CodeService(db, secret, t.staffCodes), values);
  return [
    `${member.email} is invited to the back office as ${member.role}.`,
    `Invitation code: ${code} (valid ${INVITE_TTL_MS / 3_600_000} hours).`,
    'They choose a password with it: POST /api/admin/auth/accept-invite { "email", "code", "password" },',
    'then sign in with the password and a code mailed at each sign-in (POST /api/admin/auth/login, then /api/admin/auth/verify).',
  ].join('\n');
}
