/**
 * Ratings where people play (issue #34): for a table, whether it is rated, in which mode, and
 * each seated person's rating beside their name; once its result is rated, each person's new
 * rating and the rating it was rated from. Ratings are public (leaderboards and player pages
 * show them), so anyone who knows a table's id may ask; no player id is given out. Bots and
 * seats nobody signed in holds get none.
 *
 *   GET /api/ratings/tables?ids=ID,ID   → TableRatings[]  (at most MAX_TABLES ids, in order)
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isProvisional, showRating } from '../../ratings/provisional.ts';
import { LICHESS } from '../../ratings/rating.ts';
import { seatAdvantage, type SeatAdvantage } from '../../ratings/seat-advantage.ts';
import { err } from '../../core/result.ts';
import { refusal } from '../errors.ts';
import { answer, parseBody } from '../http/reply.ts';
import type { StoredSeat, StoredTable } from '../storage/rows.ts';
import type { StoreReader } from '../storage/contract.ts';
import type { Table } from '../tables/table.ts';
import type { BookTable, GameSeat, RatingRange, RatingsBook } from './book.ts';
import { playerIdOf } from './rated-seats.ts';
import { optionsKey, UNRATED, type SeatResult } from './rate-table.ts';

/** The most tables one request may ask about: a lobby page's. */
export const MAX_TABLES = 50;

/** A seated person's rating at a table. */
export interface SeatRating {
  readonly seat: number;
  /** Now (before the game is rated), or after it, e.g. 1532.4 ± 210.2. */
  readonly rating: number;
  readonly deviation: number;
  /** Provisional ("?"): deviation 110 or more. */
  readonly provisional: boolean;
  /** The rating as shown, e.g. '1532?' or '1712'. */
  readonly shown: string;
  /** Once the game is rated: the rating it was rated from, e.g. 1500. */
  readonly before?: number;
  /**
   * Once the game is rated: its result as rated for the seat, e.g. 'loss' for a seat whose
   * side left it (a forfeit), whatever the score said: the full-time panel says so.
   */
  readonly result?: SeatResult;
}

export interface TableRatings {
  readonly tableId: string;
  /**
   * 'casual': no rating moves; 'rated': created rated, its result not rated yet (each
   * person's rating is theirs now); 'recorded': its result moved the ratings (after and before).
   */
  readonly state: 'casual' | 'rated' | 'recorded';
  /** The rating mode and its words, e.g. 'goalkeepers-2', 'Goalkeepers, 2 players'. */
  readonly mode?: string;
  readonly title?: string;
  /** The seats of people with a rating, in seat order. */
  readonly seats: readonly SeatRating[];
  /** While it waits for its result: the ratings its seats accept, if it asked for a range. */
  readonly range?: RatingRange;
  /**
   * The seat advantage its result is (or was) rated with, for its mode and options, e.g.
   * { basis: 'measured', offsets: [59.62, -29.81, -29.81] }: what the page's note says.
   */
  readonly seatAdvantage?: SeatAdvantage;
}

/** Who sits at a table now, as its ratings read it. */
export interface SeatedTable {
  readonly game: string;
  readonly options: Readonly<Record<string, unknown>>;
  readonly seats: readonly Pick<StoredSeat, 'agent' | 'playerId'>[];
}

/** The table of an id as it is now, or undefined. */
export type SeatsOf = (id: string) => Promise<SeatedTable | undefined>;

/**
 * A table's seats from the tables' service: the live table if this process holds it (a seat
 * taken a moment ago is there before it is on disk), else its stored row.
 */
export function seatsFrom(tables: {
  readonly house: { peek(id: string): Table | undefined };
  readonly reader: Pick<StoreReader, 'tableRow'>;
}): SeatsOf {
  return async (id) => {
    const live = tables.house.peek(id);
    if (live) return { game: live.game.engine.facts.id, options: live.options, seats: live.seats };
    const row = await tables.reader.tableRow(id);
    return row && seatedOf(row.stored);
  };
}

function seatedOf(stored: StoredTable): SeatedTable {
  return { game: stored.game, options: stored.options, seats: stored.seats };
}

/** Each table's ratings, in the order of `ids`. */
export async function tableRatings(
  book: RatingsBook,
  seatsOf: SeatsOf,
  ids: readonly string[],
): Promise<TableRatings[]> {
  const known = await book.tables(ids);
  return Promise.all(
    ids.map(async (tableId): Promise<TableRatings> => {
      const found = known.get(tableId);
      if (!found) return { tableId, state: 'casual', seats: [] };
      return found.kind === 'recorded'
        ? recordedRatings(book, tableId, found, await seatsOf(tableId))
        : pendingRatings(book, seatsOf, tableId, found.range);
    }),
  );
}

/** The seat advantage a table of this mode and options is rated with (seat-advantage.ts). */
function advantageOf(
  book: RatingsBook,
  mode: string,
  table: SeatedTable | undefined,
): { seatAdvantage?: SeatAdvantage } {
  if (!table) return {};
  const found = seatAdvantage(book.advantage, mode, optionsKey(table.options), table.seats.length);
  const offsets = found.offsets.map((x) => Math.round(x * 100) / 100);
  return { seatAdvantage: { basis: found.basis, offsets } };
}

function recordedRatings(
  book: RatingsBook,
  tableId: string,
  found: Extract<BookTable, { kind: 'recorded' }>,
  table: SeatedTable | undefined,
): TableRatings {
  const people = found.seats.filter((seat) => !seat.bot);
  return {
    tableId,
    state: 'recorded',
    mode: found.mode,
    title: book.modes.get(found.mode)?.title ?? found.mode,
    ...advantageOf(book, found.mode, table),
    seats: people.map((seat: GameSeat) => ({
      ...shown(seat.rating, seat.deviation),
      seat: seat.seat,
      before: seat.ratingBefore,
      result: seat.result,
    })),
  };
}

async function pendingRatings(
  book: RatingsBook,
  seatsOf: SeatsOf,
  tableId: string,
  range: RatingRange | undefined,
): Promise<TableRatings> {
  const ranged = range ? { range } : {};
  const table = await seatsOf(tableId);
  const mode = table && book.modes.of(table.game, table.options, table.seats.length);
  if (!table || !mode) return { tableId, state: 'rated', seats: [], ...ranged };
  const people = table.seats.flatMap((seat, i) => {
    const player = seat.agent.startsWith('bot:') ? undefined : playerIdOf(seat);
    return player === undefined ? [] : [{ seat: i, player }];
  });
  const ratings = await book.ratingsIn(
    mode.id,
    people.map((p) => p.player),
  );
  return {
    tableId,
    state: 'rated',
    mode: mode.id,
    title: mode.title,
    ...ranged,
    ...advantageOf(book, mode.id, table),
    seats: people.map(({ seat, player }) => {
      // A new player's rating is the one their first game is rated from: 1500?.
      const { rating, deviation } = ratings.get(player) ?? UNRATED;
      return { ...shown(rating, deviation), seat };
    }),
  };
}

function shown(
  rating: number,
  deviation: number,
): Pick<SeatRating, 'rating' | 'deviation' | 'provisional' | 'shown'> {
  const value = { rating, deviation, volatility: LICHESS.start.volatility };
  return { rating, deviation, provisional: isProvisional(value), shown: showRating(value) };
}

/** A table id as the tables make them (ids.ts: base64url), or a test's. */
const tableId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[\w-]+$/u, 'not a table id');

const tablesQuery = z.strictObject({
  ids: z
    .string()
    .max(MAX_TABLES * 65)
    .transform((text) => [...new Set(text.split(','))])
    .pipe(z.array(tableId).min(1).max(MAX_TABLES)),
});

export function registerTableRatingRoutes(
  app: FastifyInstance,
  deps: { readonly book: RatingsBook; readonly seatsOf: SeatsOf },
): void {
  app.get('/api/ratings/tables', async (request, reply) => {
    const query = parseBody(tablesQuery, request.query);
    if (!query.ok) return answer(reply, query);
    try {
      return await tableRatings(deps.book, deps.seatsOf, query.value.ids);
    } catch {
      return answer(reply, err(refusal('unavailable', 'Ratings cannot be read just now.')));
    }
  });
}
