/**
 * One Glicko-2 rating period for one player (Glickman, "Example of the Glicko-2 system",
 * steps 1–8), with no caps: the caps and lichess's one-game periods are two-sided.ts's job.
 */
import type { Rating } from './rating.ts';
import { fromMu, fromPhi, toMu, toPhi } from './scale.ts';
import { newVolatility } from './volatility.ts';

/** One game of the period, as the rated player saw it. */
export interface GameResult {
  readonly opponent: Rating;
  /** The rated player's score: 1 a win, 0.5 a draw, 0 a loss. */
  readonly score: number;
  /**
   * The seat advantage of the rated player's seat over the opponent's, in displayed points,
   * e.g. 34.9 for a seat that wins 55% against equals (seat-advantage.ts). Default 0.
   */
  readonly advantage?: number;
}

/** Step 3's g(φ): how much an opponent's uncertainty flattens the odds, e.g. g(0) = 1. */
export function g(phi: number): number {
  return 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
}

/**
 * Step 3's E: the expected score of μ against μⱼ ± φⱼ, on Glicko-2's scale (the advantage
 * already added to μ), e.g. expectedScore(0, 0, 0) = 0.5.
 */
export function expectedScore(mu: number, muJ: number, phiJ: number): number {
  return 1 / (1 + Math.exp(-g(phiJ) * (mu - muJ)));
}

/**
 * The player's rating after a period with these games, e.g. 1500 ± 200 (σ 0.06) after
 * Glickman's three games at τ 0.5 is 1464.05 ± 151.52 (σ 0.059996). A period with no games
 * only widens the deviation (step 6 alone).
 */
export function glicko2Period(player: Rating, games: readonly GameResult[], tau: number): Rating {
  // Steps 1–2: the player on Glicko-2's scale.
  const mu = toMu(player.rating);
  const phi = toPhi(player.deviation);
  const sigma = player.volatility;
  if (games.length === 0)
    return { ...player, deviation: fromPhi(Math.sqrt(phi * phi + sigma * sigma)) };
  // Steps 3–4: the estimated variance v and the sum behind the improvement Δ = v · Σ.
  let information = 0;
  let surprise = 0;
  for (const { opponent, score, advantage = 0 } of games) {
    const phiJ = toPhi(opponent.deviation);
    const gJ = g(phiJ);
    const e = expectedScore(mu + toPhi(advantage), toMu(opponent.rating), phiJ);
    information += gJ * gJ * e * (1 - e);
    surprise += gJ * (score - e);
  }
  const v = 1 / information;
  // Step 5: the new volatility.
  const sigmaNew = newVolatility({ phi, sigma, v, delta: v * surprise, tau });
  // Step 6: the pre-period deviation φ*.
  const phiStar = Math.sqrt(phi * phi + sigmaNew * sigmaNew);
  // Step 7: the new φ′ and μ′.
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const muNew = mu + phiNew * phiNew * surprise;
  // Step 8: back to the displayed scale.
  return { rating: fromMu(muNew), deviation: fromPhi(phiNew), volatility: sigmaNew };
}
