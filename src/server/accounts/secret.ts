/**
 * The secret that signs session cookies: BETTER_AUTH_SECRET when the operator gives one, else
 * one made on the first start and kept beside the database (DATA_DIR/auth-secret, readable by
 * the server's user alone), so that a fresh clone plays with no configuration and sessions
 * survive restarts. Whoever reads that file can forge any session: back it up like the
 * database, never beside it in public.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Shortest secret accepted: 32 characters, as better-auth asks. */
const MIN_LENGTH = 32;

export function authSecret(given: string | undefined, dataDir: string): string {
  if (given !== undefined && given !== '') {
    if (given.length < MIN_LENGTH)
      throw new Error(`BETTER_AUTH_SECRET must be at least ${MIN_LENGTH} characters long`);
    return given;
  }
  const file = join(dataDir, 'auth-secret');
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= MIN_LENGTH) return kept;
  }
  const made = randomBytes(32).toString('base64url');
  mkdirSync(dirname(file), { recursive: true });
  // 'wx': two processes starting at once on one DATA_DIR keep the first one's secret.
  try {
    writeFileSync(file, `${made}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return authSecret(undefined, dataDir);
  }
  chmodSync(file, 0o600);
  return made;
}
