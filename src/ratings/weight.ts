/**
 * A game that counts for less: a person gains half as much from a game against a bot. The
 * weight scales how far the game moves each number, from the rating before the game to the
 * rating a full game would give.
 */
import type { Rating } from './rating.ts';

/** How much a person's game against a bot counts, 0.5. */
export const BOT_GAME_WEIGHT = 0.5;

/**
 * The rating `weight` of the way from `before` to `after`, e.g. 1500 → 1600 at weight 0.5 is
 * 1550 (the deviation and volatility move the same fraction).
 */
export function weighted(before: Rating, after: Rating, weight: number): Rating {
  if (weight === 1) return after;
  const part = (from: number, to: number): number => from + weight * (to - from);
  return {
    rating: part(before.rating, after.rating),
    deviation: part(before.deviation, after.deviation),
    volatility: part(before.volatility, after.volatility),
  };
}
