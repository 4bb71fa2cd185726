import { CodeService } from '../auth/codes.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { INVITE_TTL_MS, inviteStaff, setStaffDisabled } from './staff-accounts.ts';

export const STAFF_USAGE = 'Usage: npm run staff -- add <email> --role owner|staff\n       npm run staff -- disable <email>\n       npm run staff -- enable <email>';

export interface StaffValues {
  email: string;
  role: t.StaffRole;
}

/** What `npm run staff` does: add a member, or disable or enable one. */
export type StaffCommand = ({ command: 'add' } & StaffValues) | { command: 'disable' | 'enable'; email: string };

/** `add <email> --role owner|staff`, `disable <email>` or `enable <email>`, read from the command's arguments; an error in words otherwise. */
export function parseStaffCommand(args: readonly string[]): StaffCommand {
  const [verb, email, ...rest] = args;
  if (!email || email.startsWith('-')) throw new Error(STAFF_USAGE);
  if ((verb === 'disable' || verb === 'enable') && rest.length === 0) return staffCommand({ command: verb, email });
  const flag = rest.indexOf('--role');
  const role = flag >= 0 ? rest[flag + 1] : rest.find((arg) => arg.startsWith('--role='))?.slice('--role='.length);
  if (verb !== 'add') throw new Error(STAFF_USAGE);
  return staffCommand({ command: 'add', email, role });
}

/** A command as the arguments or the socket give it, checked; an error in words otherwise. */
export function staffCommand(request: Record<string, unknown>): StaffCommand {
  const { command, email, role } = request;
  if (command === 'add') return { command, ...staffValues(email, role) };
  if (command === 'disable' || command === 'enable') return { command, email: emailOf(email) };
  throw new Error(`Unknown command ${JSON.stringify(command)}: "add", "disable" or "enable"`);
}

/** An address and a role as the command takes them, from its arguments or its socket; an error in words otherwise. */
export function staffValues(email: unknown, role: unknown): StaffValues {
  emailOf(email);
  if (role !== 'owner' && role !== 'staff') throw new Error(`The role must be owner or staff.\n${STAFF_USAGE}`);
  return { email: email as string, role };
}

function emailOf(email: unknown): string {
  if (typeof email !== 'string' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error(`Not an email address: ${String(email)}`);
  return email;
}

/** Runs a command as the terminal's user: what to print. */
export async function runStaffCommand(db: Db, secret: Uint8Array, values: StaffCommand, publicUrl: string): Promise<string> {
  if (values.command === 'add') return addStaffByCommand(db, secret, values, publicUrl);
  const member = await setStaffDisabled(db, { email: values.email }, values.command === 'disable', 'command');
  return values.command === 'disable' ? `${member.email} is disabled: their sessions have ended, and they cannot sign in.` : `${member.email} may sign in again, with their password and a mailed code.`;
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
