/**
 * A table's ratings as its page and the lobby show them (GET /api/ratings/tables): the rating
 * beside a seated person's name ('1500?' while provisional), at full time their new rating with
 * its change ('1532? (+32)'), and when to ask the server again.
 */
import type { SeatRating, TableRatings } from '../../../src/server/ratings/wire.ts';
import type { SeatSummary, TableSummary } from '../protocol.ts';

type TableStatus = TableSummary['status'];
import { changeText } from './format.ts';

/** The seat's rating at this table, or undefined: a casual table, a bot, nobody signed in. */
export function seatRating(
  ratings: TableRatings | null | undefined,
  seat: number,
): SeatRating | undefined {
  if (!ratings || ratings.state === 'casual') return undefined;
  return ratings.seats.find((s) => s.seat === seat);
}

/** Whether the table is rated (its result moves ratings, or has moved them). */
export function isRated(ratings: TableRatings | null | undefined): boolean {
  return !!ratings && ratings.state !== 'casual';
}

/** A rating after a rated game with its change, e.g. '1532? (+32)', '1488 (−12)'. */
export function afterText(rating: SeatRating): string {
  if (rating.before === undefined) return rating.shown;
  return `${rating.shown} (${changeText(rating.before, rating.rating)})`;
}

/** A seat's name with its rating, if it has one, e.g. 'Ada (1500?)' or 'Normal'. */
export function nameWithRating(
  ratings: TableRatings | null | undefined,
  seat: SeatSummary,
): string {
  const rating = seatRating(ratings, seat.seat);
  return rating ? `${seat.name} (${rating.shown})` : seat.name;
}

/**
 * The mode whose rating stands beside a bot's seat, e.g. 'goalkeepers-2' for 'bot:normal' at a
 * rated table; undefined for a person's seat or at a casual table. RULING (#34, docs/ratings.md
 * "Ratings at tables"): ratings stand beside seats at rated tables only, a bot's as a person's,
 * on the table page and in the lobby alike.
 */
export function botRatingMode(
  ratings: TableRatings | null | undefined,
  agent: string,
): string | undefined {
  if (!isRated(ratings) || !agent.startsWith('bot:')) return undefined;
  return ratings?.mode;
}

/**
 * The tooltip of a bot's rating at a rated table: where it comes from. RULING (#34,
 * docs/ratings.md "modes not calibrated"): a bot the lab has not calibrated in the mode is rated
 * by its games with people, shown provisional ('?'), and its tooltip says so.
 */
export function botRatingTitle(title: string | undefined, calibrated: boolean): string {
  const mode = title ?? 'this mode';
  return calibrated
    ? `The bot's rating in ${mode}, calibrated by the lab from games between the levels`
    : `The bot's rating in ${mode}, provisional: the lab has not calibrated it here, so it comes from its rated games so far`;
}

/**
 * What changes a table's ratings, so that they are asked for again: its status (the result
 * rated at full time) and who holds its seats (a person signing in to take one).
 */
export function ratingsKey(table: {
  readonly id: string;
  readonly status: TableStatus;
  readonly seats: readonly SeatSummary[];
}): string {
  const seats = table.seats.map((s) => `${s.claimed ? 1 : 0}${s.connected ? 1 : 0}`).join('');
  return `${table.id}:${table.status}:${seats}`;
}

/**
 * Whether full time has come and the result is not rated yet: the server rates it a moment
 * after the result, so the page asks again shortly.
 */
export function waitingForRating(ratings: TableRatings, status: TableStatus): boolean {
  return status === 'finished' && ratings.state === 'rated';
}

/** An offset in points as the note shows it, e.g. '+59.7', '−29.8', '0'. */
function offsetText(offset: number): string {
  const tenths = Math.round(offset * 10) / 10;
  if (tenths === 0) return '0';
  return tenths > 0 ? `+${tenths.toFixed(1)}` : `−${(-tenths).toFixed(1)}`;
}

/**
 * What a rated table's note says of the seat advantage its result is rated with (RULING #34,
 * docs/ratings.md), e.g. 'Seats counted as the lab measured these options: Seat 1 +59.7, …'; null
 * for a casual table or one whose options are not known yet.
 */
export function seatAdvantageWords(ratings: TableRatings | null | undefined): string | null {
  if (!ratings || ratings.state === 'casual' || !ratings.seatAdvantage) return null;
  const { basis, offsets } = ratings.seatAdvantage;
  if (basis === 'even')
    return 'Seats rated as equal: the lab measured these options and found no seat favoured.';
  if (basis === 'unmeasured')
    return 'Seats rated as equal: the lab has not measured the seat advantage of these options.';
  const each = offsets.map((offset, seat) => `Seat ${seat + 1} ${offsetText(offset)}`).join(', ');
  return `Seat advantage counted as the lab measured these options (${each} points in the expected score): a win from a favoured seat gains less.`;
}

/** The rating ranges a new rated table may ask for: ± this of its host's rating. */
export const RANGE_CHOICES: readonly number[] = [100, 200, 300, 500];

/** The ratings a rated table accepts, in words, e.g. 'ratings 1300–1700'; null when open. */
export function rangeWords(ratings: TableRatings | null | undefined): string | null {
  const range = ratings?.state === 'rated' ? ratings.range : undefined;
  if (!range) return null;
  return `ratings ${Math.round(range.low)}–${Math.round(range.high)}`;
}
