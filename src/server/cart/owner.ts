import type { FastifyRequest } from 'fastify';
import type { TokenService } from '../auth/tokens.ts';
import { ApiError } from '../errors.ts';

/** Whose cart a request reaches: the signed-in customer's, or the guest session's. */
export type CartOwner = { userId: string } | { sessionId: string };

const GUEST_ID = /^guest_[A-Za-z0-9_-]{22,120}$/;

export const isGuestId = (value: unknown): value is string => typeof value === 'string' && GUEST_ID.test(value);

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw new ApiError(401, 'UNAUTHORIZED', 'Invalid token');
  return match[1];
}

/**
 * A bearer token makes it the customer's cart (an expired or forged one is a 401, so the browser
 * refreshes and retries rather than falling back to a guest cart). Without one, the `x-session-id`
 * must be a well-formed guest id: that long random id is the guest cart's only key.
 */
export async function cartOwner(request: FastifyRequest, tokens: TokenService): Promise<CartOwner> {
  const token = bearerOf(request);
  if (token) return { userId: await tokens.userOf(token) };
  const sessionId = request.headers['x-session-id'];
  if (isGuestId(sessionId)) return { sessionId };
  throw new ApiError(400, 'VALIDATION_ERROR', 'A guest cart needs its session id (x-session-id: guest_…)', [
    { field: 'header.x-session-id', message: 'A guest session id is required' },
  ]);
}
