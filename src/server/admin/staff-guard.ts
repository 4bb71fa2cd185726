import type { FastifyRequest } from 'fastify';
import type { TokenService } from '../auth/tokens.ts';
import type { StaffRole } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import type { StaffRow, StaffSessions } from './staff-sessions.ts';

/**
 * Who may call a back-office operation (the contract's x-roles): no token or a bad one is 401; a
 * customer's token, or a staff member outside the roles, is 403.
 */
export function staffGuard(sessions: StaffSessions, customerTokens: TokenService) {
  return async function requireStaff(request: FastifyRequest, roles: readonly StaffRole[]): Promise<{ member: StaffRow; sessionId: string }> {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match) throw new ApiError(401, 'UNAUTHORIZED', 'Authentication required');
    const staff = await sessions.read(match[1]!);
    if (!staff) {
      // Not a staff token: a customer's is known and refused; anything else is no sign-in at all.
      await customerTokens.userOf(match[1]!);
      throw new ApiError(403, 'FORBIDDEN', 'Staff only');
    }
    if (!roles.includes(staff.member.role)) throw new ApiError(403, 'FORBIDDEN', 'Your role does not allow this');
    return staff;
  };
}

export type RequireStaff = ReturnType<typeof staffGuard>;
