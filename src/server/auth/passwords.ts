import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id floor: 19 MiB, two passes, one lane.
// algorithm 2 is Argon2id (a const enum in the package's types, which this build cannot import).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Checked against when the account does not exist, so an unknown email costs the same time.
let decoy: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  decoy ??= hash('decoy password, never matches', OPTIONS);
  const target = storedHash ?? (await decoy);
  const ok = await verify(target, password).catch(() => false);
  return storedHash !== undefined && ok;
}
