/**
 * The Golazo tables the two-person browser tests play: stored before the server starts
 * (stored-table.ts) with a seed chosen by rehearsing the tests' own play through the engine
 * (golazo-rehearsal.ts), so the match reaches a shot, and every roll is the same each run. A
 * seed the server drew left about 1 match in 300 at full time without a shot.
 *
 * The tests' claims are about the shot and the moves just before it (issue #32: decisions cost
 * the suite's time, not the match), so the table can be stored a few decisions before the
 * shot, at the last beginning of moves (a roll, a kick-off) that still leaves three moves across
 * the pitch before the first pick: the rehearsal's played decisions are the stored moves, and
 * the tests play the rest by clicking, as they would have from the kick-off.
 */
import type { Seat } from '../../src/core/game.ts';
import { findShotSeed, rehearse, type Rehearsal } from './golazo-rehearsal.ts';
import { storeTable, type Stored } from './stored-table.ts';

/**
 * Long enough that a response window never closes by its countdown while a page looks
 * elsewhere: each is let go by the person's own Continue, the same way every run.
 */
const WINDOW_SECONDS = 120;

const NAMES = ['Ana', 'Bo'] as const;

/** Moves across the pitch the online test watches land on the other's pitch before the shot. */
export const MOVES_ACROSS = 3;

/**
 * How many of `rehearsal`'s decisions to store so that the table opens at the last beginning
 * of moves (each seat's count of moves starts again there, as in the tests' chooser) with at
 * least `across` moves across before the first secret pick.
 */
export function beforeTheShot(rehearsal: Rehearsal, across = MOVES_ACROSS): number {
  const { steps } = rehearsal;
  const pick = steps.findIndex((step) => step.pick);
  if (pick < 0) throw new Error(`${rehearsal.seed}: no shot`);
  let left = 0;
  for (let i = pick - 1; i >= 0; i--) {
    if (steps[i]?.starts === true && left >= across) return i + 1;
    if (steps[i]?.across === true) left++;
  }
  return 0;
}

/**
 * Stores a match between Ana (the Reds, seat 0) and Bo; returns each one's invite path. With
 * `nearShot`, it opens a few decisions before the shot (see above), else at the start.
 */
export function storeGolazo(dataDir: string, nearShot = false): ReadonlyMap<Seat, string> {
  const rehearsal = findShotSeed('golazo-e2e', NAMES);
  const played = nearShot ? rehearsal.steps.slice(0, beforeTheShot(rehearsal)) : [];
  return storeTable(dataDir, {
    game: 'golazo',
    seed: rehearsal.seed,
    seats: [
      { name: NAMES[0], person: 'me' },
      { name: NAMES[1], person: 'friend' },
    ],
    moves: played.map((step) => [step.seat, step.action] as const),
    windowSeconds: WINDOW_SECONDS,
  }).invites;
}

/** The people of a 2v2 table (GZ-12.1): Ana and Cy for the Reds (seats 0 and 2), Bo and Di. */
export const PEOPLE_2V2 = ['Ana', 'Bo', 'Cy', 'Di'] as const;

/**
 * The seed of the 2v2 tables the hot-seat tests (golazo.test.ts) store: its rehearsed start
 * has Ana then Cy decide for the Reds with nobody of the Blues between (an uncovered hand-over
 * between teammates), then the device go to the Blues and back (covers), within a dozen
 * decisions.
 */
export const SEED_2V2 = 'golazo-2v2-0';

/**
 * Stores a 2v2 match seeded SEED_2V2 from its start, each seat either a person of this device
 * ('me') or an easy bot; returns the people's invite paths by seat.
 */
export function store2v2(dataDir: string, bots: readonly Seat[] = []): Stored {
  return storeTable(dataDir, {
    game: 'golazo',
    seed: SEED_2V2,
    seats: PEOPLE_2V2.map((name, seat) =>
      bots.includes(seat) ? { name, bot: 'easy' } : { name, person: 'me' as const },
    ),
    windowSeconds: WINDOW_SECONDS,
  });
}

/** The 2v2 table's rehearsed start (for the tests' own check that its seed still fits). */
export const rehearsed2v2 = (bound: number): Rehearsal => rehearse(SEED_2V2, PEOPLE_2V2, 3, bound);
