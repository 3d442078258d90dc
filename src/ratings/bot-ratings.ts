/**
 * The bots' calibrated ratings (issue #34: "Bots have ratings on the same scale, calibrated
 * from bot-against-bot runs of the lab"): for each rating mode, each bot level's rating and
 * deviation, fitted (bradley-terry.ts) from seeded games between the levels, written to
 * bot-ratings.data.ts by `node src/server/ratings/calibrate-bots.ts` (read by calibrated-bots.ts).
 *
 * RULING (#34, the anchor): in every mode the easy bot is fixed at 1500, a new player's rating;
 * normal and hard stand where their results against it and each other put them. RULING (a bot's
 * deviation): its fitted standard error, at least lichess's floor of 45.
 */
import { isProvisional } from './provisional.ts';
import { LICHESS, type Rating } from './rating.ts';

/** One level's calibrated rating in one mode, as the data file keeps it. */
export interface CalibratedBot {
  /** The rating mode, e.g. 'goal-1v1'. */
  readonly mode: string;
  /** The bot's player id, e.g. 'bot:normal'. */
  readonly player: string;
  /** Its fitted rating, e.g. 1690.8. */
  readonly rating: number;
  /** Its deviation: the fit's standard error, at least 45. */
  readonly deviation: number;
  /** Games the level played in the run, e.g. 40. */
  readonly games: number;
  /** The game's version the run played, e.g. '1.2.0'. */
  readonly version: string;
  /** The command that plays the same games again. */
  readonly command: string;
}

/** Calibrated ratings by mode, then by player id. */
export type BotRatings = ReadonlyMap<string, ReadonlyMap<string, Rating>>;

/** The rows as a lookup. */
export function botRatingsTable(rows: readonly CalibratedBot[]): BotRatings {
  const table = new Map<string, Map<string, Rating>>();
  for (const row of rows) {
    const mode = table.get(row.mode) ?? new Map<string, Rating>();
    mode.set(row.player, {
      rating: row.rating,
      deviation: row.deviation,
      volatility: LICHESS.start.volatility,
    });
    table.set(row.mode, mode);
  }
  return table;
}

/** A bot's calibrated rating in a mode, or undefined (not calibrated, or not a bot). */
export function calibratedBot(table: BotRatings, mode: string, player: string): Rating | undefined {
  return table.get(mode)?.get(player);
}

/**
 * Whether a player's rating in a mode shows as provisional ("?"): lichess's rule (deviation 110
 * or more), and, RULING (#34, modes not calibrated), always for a bot the lab has not calibrated
 * in the mode: its number comes from a few games with people, not from the lab's, so it is
 * never shown as settled nor listed on a leaderboard, whatever its deviation.
 */
export function provisionalIn(
  table: BotRatings,
  mode: string,
  player: { readonly id: string; readonly bot: boolean },
  rating: Rating,
): boolean {
  if (isProvisional(rating)) return true;
  return player.bot && calibratedBot(table, mode, player.id) === undefined;
}
