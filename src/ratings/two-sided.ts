/**
 * A two-sided game rated as lichess rates one: Glicko-2 with the game as its own rating period,
 * both players rated from their ratings before it, then lichess's bounds (deviation 45–500, at
 * most 700 points). Beyond lichess: a seat offset in the expected score and a weight per player.
 * Widen each rating for the days since its last game first (inactivity.ts).
 */
import { glicko2Period } from './glicko2.ts';
import { bounded, LICHESS, type Rating, type RatingSettings } from './rating.ts';
import { weighted } from './weight.ts';

export interface TwoSidedGame {
  /** The two players, in seat order. */
  readonly players: readonly [Rating, Rating];
  /** The first seat's score: 1 a win, 0.5 a draw, 0 a loss; the second gets 1 − score. */
  readonly score: number;
  /** Each seat's offset in displayed points (seatOffsets), e.g. [17.43, −17.43]. Default 0s. */
  readonly offsets?: readonly [number, number];
  /** How much the game counts for each player, e.g. [0.5, 1] for a person against a bot. */
  readonly weights?: readonly [number, number];
}

/**
 * Both players' ratings after the game, e.g. two new players (1500 ± 500, σ 0.09), the first
 * winning: 1741.62 ± 396.81 and 1258.38 ± 396.81 (volatility 0.089998 for both).
 */
export function rateTwoSided(
  { players, score, offsets = [0, 0], weights = [1, 1] }: TwoSidedGame,
  settings: RatingSettings = LICHESS,
): [Rating, Rating] {
  const [first, second] = players;
  const advantage = offsets[0] - offsets[1];
  const one = glicko2Period(first, [{ opponent: second, score, advantage }], settings.tau);
  const two = glicko2Period(
    second,
    [{ opponent: first, score: 1 - score, advantage: -advantage }],
    settings.tau,
  );
  return [
    bounded(first, weighted(first, one, weights[0]), settings),
    bounded(second, weighted(second, two, weights[1]), settings),
  ];
}
