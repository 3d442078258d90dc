/**
 * A deviation that grows while a player does not play: lichess counts 0.21436 Glicko-2 rating
 * periods per day and widens φ as step 6 does for a period without games,
 * φ² + periods · σ², never beyond the 500 cap.
 */
import { LICHESS, type Rating, type RatingSettings } from './rating.ts';
import { fromPhi, toPhi } from './scale.ts';

/** Milliseconds in a day. */
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The rating after `days` without games, e.g. 1500 ± 50 (σ 0.06) after 365 days is
 * 1500 ± 104.88. Negative days count as none.
 */
export function afterInactivity(
  rating: Rating,
  days: number,
  settings: RatingSettings = LICHESS,
): Rating {
  const periods = Math.max(0, days) * settings.periodsPerDay;
  const phi = toPhi(rating.deviation);
  const sigma = rating.volatility;
  const widened = fromPhi(Math.sqrt(phi * phi + periods * sigma * sigma));
  return {
    ...rating,
    deviation: Math.max(rating.deviation, Math.min(settings.maxDeviation, widened)),
  };
}

/** Days between two instants in milliseconds, e.g. daysBetween(0, 86_400_000) = 1. */
export function daysBetween(fromMs: number, toMs: number): number {
  return (toMs - fromMs) / DAY_MS;
}
