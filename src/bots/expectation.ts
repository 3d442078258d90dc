/**
 * Expectations over explicit chance: where a game states the odds of an action's roll
 * (`chance` with `applyOutcome`, see core/game.ts), a bot can weigh every result by its
 * chance instead of rolling once, which removes the luck of one sample from a one-step
 * look-ahead (expectimax at one ply). Games without stated odds are sampled, as before.
 */
import type { Action, AnyGame, Seat } from '../core/game.ts';

/** A bot's estimate of a position for the seat deciding, e.g. its chance to win, in [0, 1]. */
export type Estimate = (state: unknown) => number;

/**
 * The expected estimate after `seat` plays `action` at `state`: the mean of `evaluate` over
 * the action's results, weighted by their chances, where the game states them (one copy per
 * result with a chance above 0); otherwise `evaluate` after one `apply` on a copy, whose dice
 * come from the copy's own generator. `state` is left as it was.
 */
export function expectedValue(
  game: AnyGame,
  state: unknown,
  seat: Seat,
  action: Action,
  evaluate: Estimate,
): number {
  const chances = game.chance?.(state, seat, action);
  if (chances === undefined || game.applyOutcome === undefined) {
    const copy = game.clone(state);
    game.apply(copy, seat, action);
    return evaluate(copy);
  }
  let sum = 0;
  for (let outcome = 0; outcome < chances.length; outcome++) {
    const p = chances[outcome] as number;
    if (p === 0) continue;
    const copy = game.clone(state);
    game.applyOutcome(copy, seat, action, outcome);
    sum += p * evaluate(copy);
  }
  return sum;
}

/** The legal action with the best expected estimate (expectimax at one ply); ties to the first. */
export function bestByExpectation(
  game: AnyGame,
  state: unknown,
  seat: Seat,
  legal: readonly Action[],
  evaluate: Estimate,
): Action {
  let best = legal[0] as Action;
  let bestValue = -Infinity;
  for (const action of legal) {
    const value = expectedValue(game, state, seat, action, evaluate);
    if (value > bestValue) {
      bestValue = value;
      best = action;
    }
  }
  return best;
}
