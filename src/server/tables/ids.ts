/** Table ids and seeds: random, so that neither can be guessed from another. */
import { secretBytes } from './random-pool.ts';

/** A table id for URLs, e.g. 'q3Z_x8aK0bLm' (72 random bits). */
export function newTableId(): string {
  return secretBytes.base64url(9);
}

/** A game seed: it never leaves the server before the game is over. */
export function newSeed(): string {
  return secretBytes.base64url(16);
}
