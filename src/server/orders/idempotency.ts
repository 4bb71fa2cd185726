import { createHash } from 'node:crypto';
import stableStringify from 'fast-json-stable-stringify';
import { ApiError } from '../errors.ts';

/** The same body, whatever the order of its keys, gives the same fingerprint. */
export function requestFingerprint(body: unknown): string {
  return createHash('sha256').update(stableStringify(body)).digest('base64url');
}

/**
 * The order placed earlier with this key answers a retry of the same request; the key sent with
 * another body is refused (as Stripe does), since answering the earlier order would tell the shopper
 * their new address or payment was taken when it was not.
 */
export function earlierOrderFor(earlier: { id: string; fingerprint: string | null } | undefined, fingerprint: string): string | undefined {
  if (!earlier) return undefined;
  if (earlier.fingerprint !== null && earlier.fingerprint !== fingerprint) {
    throw new ApiError(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different order; send a new key for a new order');
  }
  return earlier.id;
}
