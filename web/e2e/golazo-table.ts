/**
 * The Golazo table the two-person browser tests play: stored with a fixed seed before the
 * server starts (stored-table.ts), so every roll of the match is the same each run, and the
 * tests' people (golazo-play.ts) reach a shot — a seed the server drew would leave, now and
 * then, a whole match without one.
 */
import type { Seat } from '../../src/core/game.ts';
import { storeTable } from './stored-table.ts';

/**
 * The seed: with it the test's chooser (golazo-play.ts, forward with the ball, standing off
 * without it, five moves a turn) reaches a shot in both the online and the hot-seat test.
 */
export const GOLAZO_SEED = 'golazo-e2e-0';

/**
 * Long enough that a response window never closes by its countdown while a page looks
 * elsewhere: each is let go by the person's own Continue, the same way every run.
 */
const WINDOW_SECONDS = 120;

/** Stores a match between Ana (the Reds, seat 0) and Bo; returns each one's invite path. */
export function storeGolazo(dataDir: string): ReadonlyMap<Seat, string> {
  return storeTable(dataDir, {
    game: 'golazo',
    seed: GOLAZO_SEED,
    seats: [
      { name: 'Ana', person: 'me' },
      { name: 'Bo', person: 'friend' },
    ],
    windowSeconds: WINDOW_SECONDS,
  }).invites;
}
