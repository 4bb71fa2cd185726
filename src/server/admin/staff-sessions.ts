import { and, eq, gt, isNull } from 'drizzle-orm';
import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { ApiError } from '../errors.ts';

/** A staff session lasts a working day; the next day starts with the password and a new code. */
export const STAFF_SESSION_SECONDS = 12 * 60 * 60;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type StaffRow = typeof t.staff.$inferSelect;

/**
 * Staff sessions: a row each, named by the token (`sid`), so signing out or being disabled ends it
 * at once. Its tokens say `typ: 'staff'`: a customer's token (`typ: 'access'`) is never one of them.
 */
export class StaffSessions {
  constructor(
    private readonly db: Db,
    private readonly secret: Uint8Array,
  ) {}

  async open(staffId: string): Promise<{ token: string; expiresIn: number }> {
    const [session] = await this.db
      .insert(t.staffSessions)
      .values({ staffId, expiresAt: new Date(Date.now() + STAFF_SESSION_SECONDS * 1000) })
      .returning({ id: t.staffSessions.id });
    const token = await new SignJWT({ typ: 'staff', sid: session!.id })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(staffId)
      .setIssuedAt()
      .setExpirationTime(`${STAFF_SESSION_SECONDS}s`)
      .sign(this.secret);
    return { token, expiresIn: STAFF_SESSION_SECONDS };
  }

  /** The staff member and session of a token, or undefined when it is not a staff token at all. */
  async read(token: string): Promise<{ member: StaffRow; sessionId: string } | undefined> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, this.secret, { algorithms: ['HS256'], requiredClaims: ['exp', 'iat', 'sub'], maxTokenAge: STAFF_SESSION_SECONDS }));
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new ApiError(401, 'TOKEN_EXPIRED', 'Session expired');
      return undefined;
    }
    const { typ, sub, sid, iat, exp } = payload;
    if (typ !== 'staff' || typeof sub !== 'string' || typeof sid !== 'string' || !UUID.test(sub) || !UUID.test(sid)) return undefined;
    // Signed with our key yet promising more than a working day: not a token this server issued.
    if (exp! - iat! > STAFF_SESSION_SECONDS) throw new ApiError(401, 'UNAUTHORIZED', 'Invalid token');
    const [row] = await this.db
      .select({ member: t.staff })
      .from(t.staffSessions)
      .innerJoin(t.staff, eq(t.staff.id, t.staffSessions.staffId))
      .where(and(eq(t.staffSessions.id, sid), eq(t.staffSessions.staffId, sub), isNull(t.staffSessions.endedAt), gt(t.staffSessions.expiresAt, new Date()), isNull(t.staff.disabledAt)))
      .limit(1);
    if (!row) throw new ApiError(401, 'UNAUTHORIZED', 'Session ended');
    return { member: row.member, sessionId: sid };
  }

  /** Whether the session still admits its member: not ended, not expired, the member not disabled. */
  async isOpen(sessionId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: t.staffSessions.id })
      .from(t.staffSessions)
      .innerJoin(t.staff, eq(t.staff.id, t.staffSessions.staffId))
      .where(and(eq(t.staffSessions.id, sessionId), isNull(t.staffSessions.endedAt), gt(t.staffSessions.expiresAt, new Date()), isNull(t.staff.disabledAt)))
      .limit(1);
    return row !== undefined;
  }

  async end(sessionId: string, db: Db = this.db): Promise<void> {
    await db.update(t.staffSessions).set({ endedAt: new Date() }).where(and(eq(t.staffSessions.id, sessionId), isNull(t.staffSessions.endedAt)));
  }
}
