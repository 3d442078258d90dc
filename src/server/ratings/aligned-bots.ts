/**
 * The bots' stored ratings made to agree with the calibration at start (issue #34): a book
 * whose bot rows were written before the calibration existed, or under an older one, would show
 * the old numbers on the bot's page, the leaderboard and beside its seat until the bot's next
 * rated game. Each store reads its bot rows when it opens and rewrites the ones that differ.
 *
 * RULING (docs/ratings.md, "a calibrated bot keeps its rating"): a calibrated bot's row holds its
 * calibrated rating, deviation and volatility, its games and last game as they were; a bot the
 * lab has not calibrated in the mode keeps its numbers and is marked unsettled (provisional,
 * off the leaderboard: bot-ratings.ts's provisionalIn).
 */
import { calibratedBot, provisionalIn, type BotRatings } from '../../ratings/bot-ratings.ts';
import { settled } from './book.ts';
import type { StoredRating } from './rate-table.ts';

/** A bot's ratings row as a store reads it. */
export interface BotRow {
  /** e.g. 'bot:normal'. */
  readonly player: string;
  /** e.g. 'goal-1v1'. */
  readonly mode: string;
  readonly rating: StoredRating;
  /** The row's `settled` flag as stored. */
  readonly settled: boolean;
}

/** A row to write: the bot's numbers under the calibration, and its settled flag. */
export interface AlignedBot {
  readonly player: string;
  readonly mode: string;
  readonly rating: StoredRating;
  readonly settled: boolean;
}

/** The rows that differ from the calibration, as they must be written; none: []. */
export function alignBots(rows: readonly BotRow[], bots: BotRatings): AlignedBot[] {
  const changed: AlignedBot[] = [];
  for (const row of rows) {
    const calibrated = calibratedBot(bots, row.mode, row.player);
    const rating: StoredRating = calibrated ? { ...row.rating, ...calibrated } : row.rating;
    const provisional = provisionalIn(bots, row.mode, { id: row.player, bot: true }, rating);
    const flag = settled(rating, provisional);
    const same =
      rating.rating === row.rating.rating &&
      rating.deviation === row.rating.deviation &&
      rating.volatility === row.rating.volatility &&
      flag === row.settled;
    if (!same) changed.push({ player: row.player, mode: row.mode, rating, settled: flag });
  }
  return changed;
}
