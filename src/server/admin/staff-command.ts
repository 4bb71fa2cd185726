import { CodeService } from '../auth/codes.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { INVITE_TTL_MS, inviteStaff } from './staff-accounts.ts';

export const STAFF_USAGE = 'Usage: npm run staff -- add <email> --role owner|staff';

export interface StaffValues {
  email: string;
  role: t.StaffRole;
}

/** `add <email> --role owner|staff`, read from the command's arguments; an error in words otherwise. */
export function parseStaffCommand(args: readonly string[]): StaffValues {
  const [verb, email, ...rest] = args;
  const flag = rest.indexOf('--role');
  const role = flag >= 0 ? rest[flag + 1] : rest.find((arg) => arg.startsWith('--role='))?.slice('--role='.length);
  if (verb !== 'add' || !email || email.startsWith('-')) throw new Error(STAFF_USAGE);
  return staffValues(email, role);
}

/** An address and a role as the command takes them, from its arguments or its socket; an error in words otherwise. */
export function staffValues(email: unknown, role: unknown): StaffValues {
  if (typeof email !== 'string' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error(`Not an email address: ${String(email)}`);
  if (role !== 'owner' && role !== 'staff') throw new Error(`The role must be owner or staff.\n${STAFF_USAGE}`);
  return { email, role };
}

/**
 * Gives an address access to the back office, as the terminal's user (the first owner has nobody to
 * invite them): the member, and what to tell them, with the invitation's code and the pages to open.
 */
export async function addStaffByCommand(db: Db, secret: Uint8Array, values: StaffValues, publicUrl: string): Promise<string> {
  const { member, code } = await inviteStaff(db, new CodeService(db, secret, t.staffCodes), values);
  return [
    `${member.email} is invited to the back office as ${member.role}.`,
    `Invitation code: ${code} (valid ${INVITE_TTL_MS / 3_600_000} hours).`,
    `They open ${publicUrl}/admin/accept-invite?email=${encodeURIComponent(member.email)} and choose a password with the code,`,
    `then sign in at ${publicUrl}/admin/login with the password and the 6-digit code mailed at each sign-in.`,
  ].join('\n');
}
