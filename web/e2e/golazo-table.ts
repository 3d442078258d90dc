/**
 * The Golazo table the two-person browser tests play: stored before the server starts
 * (stored-table.ts) with a seed chosen by rehearsing the tests' own play through the engine
 * (golazo-rehearsal.ts), so the match reaches a shot, and every roll is the same each run. A
 * seed the server drew left about 1 match in 300 at full time without a shot.
 */
import type { Seat } from '../../src/core/game.ts';
import { findShotSeed } from './golazo-rehearsal.ts';
import { storeTable } from './stored-table.ts';

/**
 * Long enough that a response window never closes by its countdown while a page looks
 * elsewhere: each is let go by the person's own Continue, the same way every run.
 */
const WINDOW_SECONDS = 120;

const NAMES = ['Ana', 'Bo'] as const;

/** Stores a match between Ana (the Reds, seat 0) and Bo; returns each one's invite path. */
export function storeGolazo(dataDir: string): ReadonlyMap<Seat, string> {
  return storeTable(dataDir, {
    game: 'golazo',
    seed: findShotSeed('golazo-e2e', NAMES).seed,
    seats: [
      { name: NAMES[0], person: 'me' },
      { name: NAMES[1], person: 'friend' },
    ],
    windowSeconds: WINDOW_SECONDS,
  }).invites;
}
