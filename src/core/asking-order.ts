/**
 * Which of several actors a runner (match, series, lab, CLI) asks first.
 *
 * At a response window (`Game.window`) several seats may answer, passes are private, and
 * whoever acts first acts. A runner that always asked the lowest seat first would hand the
 * other seats a window in which that seat has already passed, though nothing in their views
 * can say so: a bot that plans for an answer still to come (a search over sampled worlds) would
 * then misjudge every window from one side only. So at a window the first seat asked is drawn
 * from the decision's number through a fixed integer mix: over a game each seat is first about
 * as often, with no period a game's rhythm could fall in step with (a plain alternation would:
 * a game that opens two windows a phase would always start the same one with the same seat).
 *
 * Outside windows several actors decide at once (secret picks), and the lowest seat is asked
 * first, as always. Records do not depend on this: they replay the actions in their order.
 */
import type { Game, Seat } from './game.ts';

/**
 * The actor to ask at decision number `step` (0 for a game's first decision). `actors` is the
 * engine's non-empty list for `state`.
 */
export function askedNext<S>(
  game: Pick<Game<S, unknown, unknown>, 'window'>,
  state: S,
  actors: readonly Seat[],
  step: number,
): Seat {
  const count = actors.length;
  if (count === 1 || game.window?.(state) === undefined) return actors[0] as Seat;
  return actors[mix(step) % count] as Seat;
}

/** A 32-bit integer finaliser (murmur3's): nearby steps give unrelated, even values. */
function mix(step: number): number {
  let h = step | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
