/**
 * Ratings as pages show them: provisional with "?" (lichess's rule, src/ratings/provisional.ts),
 * the deviation as "±", results as W/D/L, and the points a plot draws.
 */
import { showRating, showRatingAs } from '../../../src/ratings/provisional.ts';
import type { HistoryEntry, SeatResult } from '../../../src/server/ratings/wire.ts';

/**
 * A rating with its deviation, e.g. '1500? ± 500' (provisional) or '1712 ± 64'; provisional as
 * the server says where it says (a bot the lab has not calibrated in the mode is provisional
 * whatever its deviation: '1540? ± 90'), else by lichess's rule.
 */
export function ratingText(rating: {
  rating: number;
  deviation: number;
  provisional?: boolean;
}): string {
  const shown =
    rating.provisional === undefined
      ? showRating({ ...rating, volatility: 0 })
      : showRatingAs(rating.rating, rating.provisional);
  return `${shown} ± ${Math.round(rating.deviation)}`;
}

/**
 * A seat's rating after a game as the rest of the site shows a rating: rounded down, with "?"
 * while provisional, e.g. '1620?' (a page that rounded it to 1621 here and showed 1620? in
 * its ratings table read as two different numbers).
 */
export function seatRatingText(seat: { rating: number; deviation: number }): string {
  return showRating({ ...seat, volatility: 0 });
}

/** A rating's change in a game, e.g. '+241', '−12', '±0'. */
export function changeText(before: number, after: number): string {
  const change = Math.round(after - before);
  if (change === 0) return '±0';
  return change > 0 ? `+${change}` : `−${-change}`;
}

const RESULT_WORDS: Record<SeatResult, string> = { win: 'Won', draw: 'Drew', loss: 'Lost' };

/** A result in words, e.g. 'Won'. */
export function resultText(result: SeatResult): string {
  return RESULT_WORDS[result];
}

/** One point of a player's rating over time: after each game, with its band. */
export interface RatingPoint {
  readonly at: Date;
  readonly rating: number;
  readonly low: number;
  readonly high: number;
}

/**
 * The player's rating after each game of `entries` (newest first, as the history pages them),
 * oldest first, with rating ± deviation as a band, e.g. for a plot.
 */
export function ratingPoints(player: string, entries: readonly HistoryEntry[]): RatingPoint[] {
  const points: RatingPoint[] = [];
  for (const entry of entries) {
    const seat = entry.seats.find((s) => s.player === player);
    if (!seat) continue;
    points.push({
      at: new Date(entry.at),
      rating: seat.rating,
      low: seat.rating - seat.deviation,
      high: seat.rating + seat.deviation,
    });
  }
  return points.reverse();
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The time axis of a rating plot: from the first point to the last, or a day either side of a
 * lone point (one game: a scale of one instant has no ticks to show but the raw timestamp).
 */
export function timeDomain(points: readonly RatingPoint[]): [Date, Date] | undefined {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return undefined;
  if (last.at.getTime() > first.at.getTime()) return [first.at, last.at];
  return [new Date(first.at.getTime() - DAY_MS), new Date(first.at.getTime() + DAY_MS)];
}
