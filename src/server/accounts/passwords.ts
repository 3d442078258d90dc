/**
 * Passwords hashed with argon2id (@node-rs/argon2, OWASP's first choice) instead of
 * better-auth's default scrypt: 19 MiB of memory and two passes, OWASP's minimum for argon2id.
 * The native library is loaded by the first password to hash or check, not by every start.
 */
import type * as Argon2Module from '@node-rs/argon2';

type Argon2 = typeof Argon2Module;

let loading: Promise<Argon2> | undefined;
const argon2 = (): Promise<Argon2> => (loading ??= import('@node-rs/argon2'));

/** @node-rs/argon2's Algorithm.Argon2id (a const enum, which type stripping cannot inline). */
const ARGON2ID = 2;

const COST = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export async function hashPassword(password: string): Promise<string> {
  return (await argon2()).hash(password, COST);
}

export async function verifyPassword({
  hash: stored,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  // Outside the try: a library that fails to load is a fault, not a wrong password.
  const { verify } = await argon2();
  try {
    return await verify(stored, password);
  } catch {
    // A stored value that is no argon2 hash matches no password.
    return false;
  }
}
