/** Table ids and seeds: random, so that neither can be guessed from another. */
import { randomBytes } from 'node:crypto';

/** A table id for URLs, e.g. 'q3Z_x8aK0bLm' (72 random bits). */
export function newTableId(): string {
  return randomBytes(9).toString('base64url');
}

/** A game seed: it never leaves the server before the game is over. */
export function newSeed(): string {
  return randomBytes(16).toString('base64url');
}
