import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The unsubscribe link of a newsletter mail: the address and a MAC of it under the server's secret,
 * so the link works without a sign-in, for ever, and cannot be made for someone else's address.
 */
export function unsubscribeToken(secret: Uint8Array, email: string): string {
  return `${Buffer.from(email).toString('base64url')}.${mac(secret, email)}`;
}

/** The address a token was made for, or null when it was not made by this shop. */
export function addressOfToken(secret: Uint8Array, token: string): string | null {
  const [encoded, given] = token.split('.');
  if (!encoded || !given || token.split('.').length !== 2) return null;
  const email = Buffer.from(encoded, 'base64url').toString();
  const expected = Buffer.from(mac(secret, email));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? email : null;
}

/** The page of the link, in the subscriber's language (as the shop's other pages: ?lang= unless French). */
export const unsubscribeUrl = (publicUrl: string, secret: Uint8Array, email: string, locale: 'fr' | 'en' | 'ar') =>
  `${publicUrl}/newsletter/unsubscribe?token=${unsubscribeToken(secret, email)}${locale === 'fr' ? '' : `&lang=${locale}`}`;

function mac(secret: Uint8Array, email: string): string {
  return createHmac('sha256', secret).update(`newsletter-unsubscribe:${email}`).digest('base64url');
}
