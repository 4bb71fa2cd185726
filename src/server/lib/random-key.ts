import { randomBytes } from 'node:crypto';

/**
 * A key nobody can guess: 128 random bits written as a UUID (8-4-4-4-12 hex). A version-4 UUID
 * spends 6 of its bits on version and variant, leaving 122; this keeps all 128.
 */
export function randomKey(): string {
  const hex = randomBytes(16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
