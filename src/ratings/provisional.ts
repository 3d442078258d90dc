/**
 * Provisional ratings: lichess shows a "?" after a rating whose deviation is 110 or more
 * (lila's Glicko.scala: `provisional = deviation >= provisionalDeviation`), i.e. until about a
 * dozen games have narrowed it.
 */
import { LICHESS, type Rating, type RatingSettings } from './rating.ts';

/** Whether the rating is still provisional, e.g. true for 1500 ± 500, false for 1500 ± 80. */
export function isProvisional(rating: Rating, settings: RatingSettings = LICHESS): boolean {
  return rating.deviation >= settings.provisionalDeviation;
}

/** The rating as shown, rounded down, e.g. '1500?' for a new player, '1712' when settled. */
export function showRating(rating: Rating, settings: RatingSettings = LICHESS): string {
  return showRatingAs(rating.rating, isProvisional(rating, settings));
}

/** A rating as shown when its provisional mark is decided elsewhere, e.g. '1620?' for a bot. */
export function showRatingAs(rating: number, provisional: boolean): string {
  return `${Math.floor(rating)}${provisional ? '?' : ''}`;
}
