import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';

/** A device stays known for a year after its last sign-in. */
const DEVICE_SECONDS = 365 * 24 * 60 * 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The device of a request, as its cookie names it: the account that signed in there, and the device's own id. */
export interface KnownDevice {
  accountId: string;
  deviceId: string;
}

/**
 * OWASP's device cookies: a browser where an account signed in gets a signed cookie naming that
 * account. Its later sign-ins are throttled by that device alone, so strangers' wrong passwords,
 * which lock out the unknown clients of an address, never lock out the owner's own browser.
 */
export class DeviceCookies {
  constructor(
    private readonly secret: Uint8Array,
    /** `customer` or `staff`: a cookie of one never vouches for the other. */
    private readonly audience: 'customer' | 'staff',
    /** The cookie's name and the path of the calls it goes with (the sign-in calls only). */
    private readonly cookie: { name: string; path: string; secure: boolean },
  ) {}

  /** Marks the request's browser as one where the account signed in. */
  async remember(reply: FastifyReply, accountId: string): Promise<void> {
    const value = await new SignJWT({ typ: 'device' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setAudience(this.audience)
      .setSubject(accountId)
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(`${DEVICE_SECONDS}s`)
      .sign(this.secret);
    reply.setCookie(this.cookie.name, value, { path: this.cookie.path, httpOnly: true, sameSite: 'strict', secure: this.cookie.secure, maxAge: DEVICE_SECONDS });
  }

  /** The device the request's cookie names, when it is one this server signed; undefined otherwise. */
  async read(request: FastifyRequest): Promise<KnownDevice | undefined> {
    const value = request.cookies[this.cookie.name];
    if (!value) return undefined;
    try {
      const { payload } = await jwtVerify(value, this.secret, { algorithms: ['HS256'], audience: this.audience, requiredClaims: ['exp', 'iat', 'sub', 'jti'], maxTokenAge: DEVICE_SECONDS });
      const { typ, sub, jti, iat, exp } = payload;
      // Promising more than a year: not a cookie this server made.
      if (typ !== 'device' || !UUID.test(sub!) || !UUID.test(jti!) || exp! - iat! > DEVICE_SECONDS) return undefined;
      return { accountId: sub!, deviceId: jti! };
    } catch {
      return undefined;
    }
  }
}
