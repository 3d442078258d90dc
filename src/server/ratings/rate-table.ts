/**
 * One finished table's rating update as data: every seat's rating before and after, from the
 * ratings the book holds. Pure (no database), so both stores run the same numbers and a test
 * can check them without one. The maths is src/ratings/: Glicko-2 as lichess runs it for one
 * seat against one, Weng-Lin for three or more seats and for teams, seat offsets, half weight
 * for a person against a bot, and the deviation widened for the days since a player's last game.
 */
import { calibratedBot, type BotRatings } from '../../ratings/bot-ratings.ts';
import { afterInactivity, daysBetween } from '../../ratings/inactivity.ts';
import { LICHESS, type Rating } from '../../ratings/rating.ts';
import { seatOffsets, type SeatAdvantageTable } from '../../ratings/seat-advantage.ts';
import { rateTwoSided } from '../../ratings/two-sided.ts';
import { BOT_GAME_WEIGHT } from '../../ratings/weight.ts';
import { rateField } from '../../ratings/weng-lin.ts';
import type { RatingMode } from './modes.ts';

/** A player's rating in one mode as the book keeps it. */
export interface StoredRating extends Rating {
  /** Rated games played in the mode, e.g. 12. */
  readonly games: number;
  /** When the last of them finished (epoch ms). */
  readonly lastPlayed: number;
}

/** Who sat in a seat of a rated table. */
export interface RatedSeat {
  /** A player's id (an account's or a guest's), or a bot's, e.g. 'bot:normal'. */
  readonly player: string;
  readonly bot: boolean;
  /** The seat's name at the table, e.g. 'Ada'. */
  readonly name: string;
}

/** A finished table to rate, as its finish path hands it over. */
export interface FinishedTable {
  readonly tableId: string;
  readonly game: string;
  /** The game's options as the table parsed them, e.g. { mode: 'match' }. */
  readonly options: Readonly<Record<string, unknown>>;
  readonly seats: readonly RatedSeat[];
  /** Each seat's place, 1 the best, ties shared (the outcome's places). */
  readonly places: readonly number[];
  /** When it finished (epoch ms). */
  readonly finishedAt: number;
  /**
   * The seats that abandoned the table (abandons.ts), placed last in `places`: each is noted
   * against its player with the rating, for the cool-down. Absent: none.
   */
  readonly abandonedBy?: readonly number[];
  /**
   * The digest of its moves (repeats.ts `movesDigest`) where a bot sat at it: a game that repeats
   * one of a person's recent games against that bot move for move is not rated. Absent: not checked.
   */
  readonly moves?: string;
}

export type SeatResult = 'win' | 'draw' | 'loss';

/** One seat of a rated game, before and after. */
export interface SeatUpdate {
  readonly seat: number;
  readonly player: string;
  readonly bot: boolean;
  readonly name: string;
  readonly place: number;
  readonly result: SeatResult;
  /** The rating the game was rated from (after inactivity), e.g. 1500 ± 500. */
  readonly before: StoredRating;
  /**
   * The rating after the game; the same as `before` for a player who sat in more than one
   * seat of the table (a bot against itself), whose games say nothing of their strength.
   */
  readonly after: StoredRating;
  /** Whether `after` is written: false for a player in several seats. */
  readonly rated: boolean;
}

/** A new player's rating, never played. */
export const UNRATED: StoredRating = { ...LICHESS.start, games: 0, lastPlayed: 0 };

/**
 * Every seat's update. `ratings` holds each player's rating in the mode (absent: new);
 * `advantage` the lab's seat offsets, by mode and options (absent or unmeasured: none);
 * `bots` the bots' calibrated ratings (bot-ratings.ts; absent: none).
 *
 * RULING (#34, a calibrated bot's rating stays put): a bot with a calibrated rating in the mode
 * is rated from it and keeps it (its games are counted): a level's strength is its code, which
 * no game changes, so people's results against it can only make its number drift from what the
 * lab measured (docs/ratings.md).
 */
export function rateTable(
  mode: RatingMode,
  table: FinishedTable,
  ratings: ReadonlyMap<string, StoredRating>,
  advantage?: SeatAdvantageTable,
  bots?: BotRatings,
): SeatUpdate[] {
  const { seats, places, finishedAt } = table;
  const counts = new Map<string, number>();
  for (const { player } of seats) counts.set(player, (counts.get(player) ?? 0) + 1);
  const fixed = seats.map((seat) =>
    seat.bot && bots ? calibratedBot(bots, mode.id, seat.player) : undefined,
  );
  const before = seats.map(({ player }, i) => {
    const stored = ratings.get(player) ?? UNRATED;
    const calibrated = fixed[i];
    if (calibrated) return { ...stored, ...calibrated };
    if (stored.games === 0) return stored;
    const widened = afterInactivity(stored, daysBetween(stored.lastPlayed, finishedAt));
    return { ...stored, deviation: widened.deviation };
  });
  const teamOf = new Array<number>(seats.length).fill(0);
  mode.teams.forEach((team, t) => {
    for (const seat of team) teamOf[seat] = t;
  });
  // A person gains half as much from a game with a bot on the other side.
  const weights = seats.map((seat, i) =>
    !seat.bot && seats.some((other, j) => other.bot && teamOf[j] !== teamOf[i])
      ? BOT_GAME_WEIGHT
      : 1,
  );
  const offsets =
    advantage === undefined
      ? seats.map(() => 0)
      : seatOffsets(advantage, mode.id, optionsKey(table.options), seats.length);
  const fresh = newRatings(mode, before, places, offsets, weights);
  return seats.map((seat, i) => {
    const rated = counts.get(seat.player) === 1;
    const from = before[i] ?? UNRATED;
    const to = fixed[i] ?? fresh[i] ?? from;
    return {
      seat: i,
      player: seat.player,
      bot: seat.bot,
      name: seat.name,
      place: places[i] ?? 0,
      result: resultOf(mode, places, teamOf[i] ?? 0),
      before: from,
      after: rated ? { ...to, games: from.games + 1, lastPlayed: finishedAt } : from,
      rated,
    };
  });
}

/** The ratings the models give each seat, in seat order. */
function newRatings(
  mode: RatingMode,
  before: readonly Rating[],
  places: readonly number[],
  offsets: readonly number[],
  weights: readonly number[],
): Rating[] {
  const at = <T>(list: readonly T[], i: number): T => list[i] as T;
  if (mode.model === 'glicko2') {
    const [first, second] = [at(places, 0), at(places, 1)];
    const score = first < second ? 1 : first === second ? 0.5 : 0;
    return rateTwoSided({
      players: [at(before, 0), at(before, 1)],
      score,
      offsets: [at(offsets, 0), at(offsets, 1)],
      weights: [at(weights, 0), at(weights, 1)],
    });
  }
  const rated = rateField({
    seats: mode.teams.map((team) => team.map((seat) => at(before, seat))),
    places: mode.teams.map((team) => at(places, at(team, 0))),
    offsets: mode.teams.map((team) => team.reduce((sum, seat) => sum + at(offsets, seat), 0)),
    weights: mode.teams.map((team) => team.map((seat) => at(weights, seat))),
  });
  const bySeat = new Array<Rating>(before.length);
  mode.teams.forEach((team, t) => {
    team.forEach((seat, k) => {
      bySeat[seat] = rated[t]?.[k] ?? at(before, seat);
    });
  });
  return bySeat;
}

/**
 * A win: the seat's team alone in first place; a draw: first place shared with another team;
 * a loss: any other place.
 */
function resultOf(mode: RatingMode, places: readonly number[], team: number): SeatResult {
  const placeOf = (t: number): number => places[mode.teams[t]?.[0] ?? 0] ?? 0;
  if (placeOf(team) !== 1) return 'loss';
  const shared = mode.teams.some((_, t) => t !== team && placeOf(t) === 1);
  return shared ? 'draw' : 'win';
}

/**
 * The options' canonical key, as seat-advantage rows key them: the options as the game parsed
 * them (every default filled in, so `{}` and `{ rounds: 3 }` are one key) in JSON with sorted
 * keys, '' for none, e.g. '{"reward":"choice","rounds":5,"starter":"drawn"}'. Options that only
 * restore an earlier version's rules never reach a new table (parseOptions refuses them).
 */
export function optionsKey(options: Readonly<Record<string, unknown>>): string {
  const keys = Object.keys(options).sort();
  return keys.length === 0 ? '' : JSON.stringify(options, keys);
}
