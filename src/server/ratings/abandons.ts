/**
 * Leaving rated games and rating ranges (issue #34).
 *
 * A rated table is abandoned by a seat when:
 * - the table is closed as abandoned (tables/idle.ts: nobody played or watched it for the idle
 *   time) while that seat's person was the one the game waited for (the table's actors); or
 * - its person let the turn timer run out TIMEOUTS_THAT_ABANDON times in a row (the computer
 *   played for them each time), however the game then ended.
 * The table is then rated as a loss for every abandoning seat (and its team) and a win for the
 * others, and each abandon is noted against its player in the book in the same transaction.
 * ABANDONS_BEFORE_COOL_DOWN abandons within ABANDON_WINDOW_MS earn a cool-down without rated
 * games, COOL_DOWN_MS from the latest, doubling with each further abandon in the window (at
 * most LONGEST_COOL_DOWN_MS): creating a rated table or taking a seat at one is refused, in
 * words, until it ends.
 *
 * A rated table may ask for a rating range: ± ratingRange of its host's rating in the mode
 * when it is made (a new player's 1500), kept with the table in the book. A player whose
 * rating in the mode is outside it is refused a seat, in words.
 */
import { loadOpenskill } from '../../ratings/weng-lin.ts';
import { refusal, type Refusal } from '../errors.ts';
import type { StoredSeat } from '../storage/rows.ts';
import type { Table } from '../tables/table.ts';
import type { RatingRange, RatingsBook } from './book.ts';
import { ratedSeatsOf } from './rated-seats.ts';
import type { ModeBook } from './modes.ts';
import { UNRATED, type FinishedTable } from './rate-table.ts';

const HOUR_MS = 60 * 60 * 1000;
/** Abandons count towards a cool-down for this long: 24 hours. */
export const ABANDON_WINDOW_MS = 24 * HOUR_MS;
/** This many abandons in the window earn a cool-down: 3. */
export const ABANDONS_BEFORE_COOL_DOWN = 3;
/** The first cool-down: 1 hour without rated games. */
export const COOL_DOWN_MS = HOUR_MS;
/** The longest cool-down: 24 hours. */
export const LONGEST_COOL_DOWN_MS = 24 * HOUR_MS;
/** A person who runs out of time this many times in a row has abandoned the table: 3. */
export const TIMEOUTS_THAT_ABANDON = 3;

/** A player's cool-down: until when (epoch ms), earned by this many abandons in the window. */
export interface CoolDown {
  readonly until: number;
  readonly abandons: number;
}

/**
 * The cool-down at `now` after abandons at these times (epoch ms), or undefined: the 3rd
 * abandon in 24 hours earns 1 hour from it, the 4th 2 hours, the 5th 4 hours, … at most 24.
 */
export function coolDown(abandons: readonly number[], now: number): CoolDown | undefined {
  const recent = abandons.filter((at) => at > now - ABANDON_WINDOW_MS && at <= now);
  if (recent.length < ABANDONS_BEFORE_COOL_DOWN) return undefined;
  const latest = Math.max(...recent);
  const doublings = recent.length - ABANDONS_BEFORE_COOL_DOWN;
  const length = Math.min(LONGEST_COOL_DOWN_MS, COOL_DOWN_MS * 2 ** doublings);
  const until = latest + length;
  return until > now ? { until, abandons: recent.length } : undefined;
}

/** How long is left, in words: '1 hour', '2 hours 5 minutes', '12 minutes', '1 minute'. */
export function durationWords(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (hours === 0) return plural(rest, 'minute');
  return rest === 0 ? plural(hours, 'hour') : `${plural(hours, 'hour')} ${plural(rest, 'minute')}`;
}

/** The refusal of a player cooling down, e.g. '… for 1 hour more (until 14:05 UTC).' */
export function coolingDown(cool: CoolDown, now: number): Refusal {
  const at = new Date(cool.until).toISOString().slice(11, 16);
  return refusal(
    'cooling-down',
    `You left ${cool.abandons} rated games in the last 24 hours, so you may not create or join ` +
      `a rated table for ${durationWords(cool.until - now)} more (until ${at} UTC). ` +
      'Casual tables are open to you.',
  );
}

/** The refusal of a player outside a table's range, e.g. 'This table is for ratings 1300 to 1700 …'. */
export function outOfRange(range: RatingRange, rating: number, title: string): Refusal {
  return refusal(
    'out-of-range',
    `This rated table is for ratings ${rangeText(range)}; your rating in ${title} is ` +
      `${Math.round(rating)}. Look for another table or make your own.`,
  );
}

/** A range in words, e.g. '1300 to 1700'. */
export function rangeText(range: RatingRange): string {
  return `${Math.round(range.low)} to ${Math.round(range.high)}`;
}

/** The range ± `width` around a rating, e.g. 1500 ± 200: 1300 to 1700. */
export function rangeAround(rating: number, width: number): RatingRange {
  return { low: rating - width, high: rating + width };
}

/**
 * The seats (in order) whose person let the turn timer run out TIMEOUTS_THAT_ABANDON times
 * in a row, counting that seat's own actions only; bots never abandon.
 */
export function timedOutSeats(
  actions: readonly { readonly seat: number; readonly timeout: boolean }[],
  seats: readonly Pick<StoredSeat, 'agent'>[],
): number[] {
  const run = new Array<number>(seats.length).fill(0);
  const worst = new Array<number>(seats.length).fill(0);
  for (const { seat, timeout } of actions) {
    const now = timeout ? (run[seat] ?? 0) + 1 : 0;
    run[seat] = now;
    if (now > (worst[seat] ?? 0)) worst[seat] = now;
  }
  return seats.flatMap((seat, i) =>
    !seat.agent.startsWith('bot:') && (worst[i] ?? 0) >= TIMEOUTS_THAT_ABANDON ? [i] : [],
  );
}

/**
 * The places of a forfeit: every seat of a team with an abandoning seat last (2), every other
 * seat first (1); all abandoning makes a draw. Undefined for a game with no rating mode.
 */
export function forfeitPlaces(
  modes: ModeBook,
  table: Pick<FinishedTable, 'game' | 'options' | 'seats'>,
  abandonedBy: readonly number[],
): number[] | undefined {
  const mode = modes.of(table.game, table.options, table.seats.length);
  if (!mode) return undefined;
  const places = table.seats.map(() => 1);
  for (const team of mode.teams) {
    if (team.some((seat) => abandonedBy.includes(seat))) for (const seat of team) places[seat] = 2;
  }
  return places.every((place) => place === 2) ? places.map(() => 1) : places;
}

/** A finished table rated as a forfeit of these seats (none: as it is). */
export function asForfeit(
  modes: ModeBook,
  table: FinishedTable,
  abandonedBy: readonly number[],
): FinishedTable {
  if (abandonedBy.length === 0) return table;
  const places = forfeitPlaces(modes, table, abandonedBy);
  return places ? { ...table, places, abandonedBy } : table;
}

/**
 * A rated table just closed as abandoned by the idle sweep: rated as lost by the persons it
 * waited for. A seat nobody signed in holds (an opponent who never came) or nobody to blame
 * (the table waited for no person) leaves it unrated. Never throws.
 */
export async function rateAbandoned(
  book: RatingsBook,
  table: Table,
  log: (message: string) => void,
): Promise<void> {
  try {
    if (!(await book.isRated(table.id)) || table.abandonedAt === null) return;
    const seats = ratedSeatsOf(table.seats);
    const blamed = table.actors().filter((seat) => !table.seats[seat]?.agent.startsWith('bot:'));
    if (typeof seats === 'string' || blamed.length === 0) {
      log(
        `abandoned table ${table.id} is not rated: ${typeof seats === 'string' ? seats : 'nobody to blame'}`,
      );
      await book.forgetRated(table.id);
      return;
    }
    const base: FinishedTable = {
      tableId: table.id,
      game: table.game.engine.facts.id,
      options: table.options,
      seats,
      places: seats.map(() => 1),
      finishedAt: Date.parse(table.abandonedAt),
    };
    await loadOpenskill();
    const recorded = await book.recordFinished(asForfeit(book.modes, base, blamed));
    if (recorded.kind === 'unrated') {
      log(`abandoned table ${table.id} is not rated: ${recorded.reason}`);
      await book.forgetRated(table.id);
    }
  } catch (error) {
    log(`rating the abandoned table ${table.id} failed: ${String(error)}`);
  }
}

/** What a seat check reads of a table. */
interface SeatTable {
  readonly id: string;
  readonly game: string;
  readonly options: Readonly<Record<string, unknown>>;
  readonly seats: number;
}

/**
 * Why this player may not take a seat at this table, or undefined: at a rated table, a player
 * cooling down, or one whose rating in the mode is outside the table's range.
 */
export async function whyNoSeat(
  book: RatingsBook,
  table: SeatTable,
  player: string,
  now: number,
): Promise<Refusal | undefined> {
  const found = (await book.tables([table.id])).get(table.id);
  if (found?.kind !== 'pending') return undefined;
  const cooling = await whyCoolingDown(book, player, now);
  if (cooling) return cooling;
  const { range } = found;
  const mode = book.modes.of(table.game, table.options, table.seats);
  if (!range || !mode) return undefined;
  const rating = (await book.ratingsIn(mode.id, [player])).get(player)?.rating ?? UNRATED.rating;
  return rating < range.low || rating > range.high
    ? outOfRange(range, rating, mode.title)
    : undefined;
}

/** The refusal of a player cooling down at `now`, or undefined. */
export async function whyCoolingDown(
  book: RatingsBook,
  player: string,
  now: number,
): Promise<Refusal | undefined> {
  const cool = coolDown(await book.abandons(player, now - ABANDON_WINDOW_MS), now);
  return cool && coolingDown(cool, now);
}

/** The seat check of a live table (tables/seating.ts calls it before a player takes a seat). */
export function seatCheck(
  book: RatingsBook,
  now: () => number,
): (table: Table, player: string) => Promise<Refusal | undefined> {
  return (table, player) =>
    whyNoSeat(
      book,
      {
        id: table.id,
        game: table.game.engine.facts.id,
        options: table.options,
        seats: table.seats.length,
      },
      player,
      now(),
    );
}
