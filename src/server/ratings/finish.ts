/**
 * Where tables meet the ratings book: whether a table asked for as rated may be (every seat a
 * player or a bot, at least one person, a game and seat layout with a rating mode), which
 * tables are rated (the book's `rated_tables`, written at creation so that it survives a
 * restart), and the finished table handed to `recordFinished`.
 */
import { parseOptions } from '../../core/checked.ts';
import type { Refusal } from '../errors.ts';
import { refusal } from '../errors.ts';
import type { GameFinder } from '../games.ts';
import type { CreateTable } from '../protocol.ts';
import type { Outcome } from '../../core/game.ts';
import { loadOpenskill } from '../../ratings/weng-lin.ts';
import type { StoredAction, StoredSeat, StoredTable } from '../storage/rows.ts';
import type { StoreReader } from '../storage/contract.ts';
import type { Table } from '../tables/table.ts';
import type { RatingsBook, Recorded } from './book.ts';
import type { ModeBook } from './modes.ts';
import type { FinishedTable } from './rate-table.ts';
import { ratedSeatsOf } from './rated-seats.ts';
import { movesDigest } from './repeats.ts';
import { UNRATED } from './rate-table.ts';
import { asForfeit, rangeAround, timedOutSeats, whyCoolingDown } from './abandons.ts';
import type { FastifyRequest } from 'fastify';

/** Why a table asked for as rated cannot be, or undefined when it can. */
export function whyNotRateable(
  request: Pick<CreateTable, 'game' | 'options' | 'seats'>,
  find: GameFinder,
  modes: ModeBook,
): Refusal | undefined {
  const found = find(request.game);
  if (!found.ok) return undefined; // the table's own checks refuse it
  const options = parseOptions(found.value.engine, request.options ?? {});
  if (!options.ok) return undefined;
  const parsed = options.value as Readonly<Record<string, unknown>>;
  if (!modes.of(request.game, parsed, request.seats.length)) {
    return refusal(
      'not-rateable',
      `${request.game} with ${request.seats.length} seats is not rated.`,
    );
  }
  if (request.seats.every((seat) => seat.kind === 'bot')) {
    return refusal('not-rateable', 'A rated game needs a person at the table.');
  }
  return undefined;
}

/** What rating a finished table reads, from a live table or a stored one. */
interface TableParts {
  readonly id: string;
  readonly game: string;
  readonly options: Readonly<Record<string, unknown>>;
  readonly seats: readonly Pick<StoredSeat, 'agent' | 'name' | 'playerId'>[];
  readonly outcome: Outcome | null;
  readonly finishedAt: string | null;
  /** Its moves, for the digest of a game with a bot (repeats.ts). */
  readonly actions: readonly { readonly seat: number; readonly action: number }[];
}

/**
 * The finished table as the book rates it, or why it cannot be rated: a person's seat with no
 * player (nobody's browser with a session took it) makes the game casual.
 */
export function finishedTableOf(table: Table): FinishedTable | string {
  const { id, options, seats, outcome, finishedAt, actions } = table;
  const game = table.game.engine.facts.id;
  return finishedOf({ id, game, options, seats, outcome, finishedAt, actions });
}

/** The same for a table read back from the store (the check at start), with its moves. */
export function finishedStoredOf(
  table: StoredTable,
  actions: readonly StoredAction[],
): FinishedTable | string {
  return finishedOf({ ...table, actions });
}

function finishedOf(table: TableParts): FinishedTable | string {
  if (!table.outcome || !table.finishedAt) return 'The game is not finished.';
  // Never marked so at creation (whyNotRateable), and checked again here: bots alone prove nothing.
  if (table.seats.every((seat) => seat.agent.startsWith('bot:'))) {
    return 'A game of bots alone is not rated.';
  }
  const seats = ratedSeatsOf(table.seats);
  if (typeof seats === 'string') return seats;
  return {
    tableId: table.id,
    game: table.game,
    options: table.options,
    seats,
    places: table.outcome.places,
    finishedAt: Date.parse(table.finishedAt),
    ...(seats.some((seat) => seat.bot) ? { moves: movesDigest(table.actions) } : {}),
  };
}

/**
 * Rates a table that has just finished, if it was created rated; says in the log why a rated
 * table was not. Never throws: a rating that fails is logged, the game stays as played.
 */
export async function rateFinished(
  book: RatingsBook,
  table: Table,
  log: (message: string) => void,
): Promise<Recorded | undefined> {
  try {
    if (!(await book.isRated(table.id))) return undefined;
    await loadOpenskill();
    const finished = finishedTableOf(table);
    const recorded: Recorded =
      typeof finished === 'string'
        ? { kind: 'unrated', reason: finished }
        : // A person who let the timer play for them again and again left the game (abandons.ts).
          await book.recordFinished(
            asForfeit(book.modes, finished, timedOutSeats(table.actions, table.seats)),
          );
    if (recorded.kind === 'unrated') {
      log(`table ${table.id} is not rated: ${recorded.reason}`);
      await book.forgetRated(table.id);
    }
    return recorded;
  } catch (error) {
    log(`rating table ${table.id} failed: ${String(error)}`);
    return undefined;
  }
}

/**
 * A rematch of a rated table is rated too, in the same mode (same game, options and seats):
 * noted before anyone can play it. A table whose rating was refused at its finish (a seat
 * nobody signed in held) leaves the book and its rematch is casual. Never throws.
 */
export async function rateRematch(
  book: RatingsBook,
  from: Pick<Table, 'id'>,
  to: Pick<Table, 'id'>,
  log: (message: string) => void,
): Promise<void> {
  try {
    if ((await book.tables([from.id])).has(from.id)) await book.markRated(to.id);
  } catch (error) {
    log(`noting the rematch ${to.id} of ${from.id} as rated failed: ${String(error)}`);
  }
}

/** Tables looked at per round of the check at start. */
const PENDING_PAGE = 200;

/**
 * The check at start: a rated table whose finish reached the disk while its rating did not
 * (the process died between the two) is rated now; one abandoned leaves the list. Resolves
 * to how many were rated. A table still being played stays on the list for its finish.
 */
export async function ratePending(
  book: RatingsBook,
  reader: Pick<StoreReader, 'loadTable' | 'loadActions'>,
  log: (message: string) => void,
): Promise<number> {
  let rated = 0;
  try {
    const seen = new Set<string>();
    for (;;) {
      const ids = (await book.pendingRated(PENDING_PAGE + seen.size)).filter((id) => !seen.has(id));
      if (ids.length === 0) return rated;
      for (const id of ids) {
        seen.add(id);
        const stored = await reader.loadTable(id);
        if (!stored || stored.abandonedAt !== null) {
          await book.forgetRated(id);
          continue;
        }
        if (stored.finishedAt === null) continue;
        const finished = finishedStoredOf(stored, await reader.loadActions(id));
        if (typeof finished === 'string') {
          log(`table ${id} is not rated: ${finished}`);
          await book.forgetRated(id);
          continue;
        }
        await loadOpenskill();
        const recorded = await book.recordFinished(finished);
        if (recorded.kind === 'rated') rated++;
        if (recorded.kind === 'unrated') {
          log(`table ${id} is not rated: ${recorded.reason}`);
          await book.forgetRated(id);
        }
      }
    }
  } catch (error) {
    log(`rating the tables left unrated failed: ${String(error)}`);
    return rated;
  }
}

/** What the tables' HTTP route asks of the ratings when a table is created rated. */
export interface RatedTables {
  /**
   * Why this table cannot be rated, or undefined; the request's signed-in player (its host)
   * may not make one while cooling down (abandons.ts).
   */
  refusal(
    request: Pick<CreateTable, 'game' | 'options' | 'seats'>,
    http?: FastifyRequest,
  ): Promise<Refusal | undefined>;
  /** Notes the new table as rated, with its rating range around its host's rating if asked. */
  created(
    tableId: string,
    request?: Pick<CreateTable, 'game' | 'options' | 'seats' | 'ratingRange'>,
    http?: FastifyRequest,
  ): Promise<void>;
}

/** The signed-in player of a request, if any (accounts/). */
export type PlayerOfRequest = (request: FastifyRequest) => Promise<{ readonly id: string } | null>;

/** The rated tables of a book, for the routes. */
export function ratedTables(
  book: RatingsBook,
  find: GameFinder,
  playerOf?: PlayerOfRequest,
  now: () => number = Date.now,
): RatedTables {
  const hostOf = async (http: FastifyRequest | undefined) =>
    http && playerOf ? ((await playerOf(http))?.id ?? undefined) : undefined;
  return {
    refusal: async (request, http) => {
      const why = whyNotRateable(request, find, book.modes);
      if (why) return why;
      const host = await hostOf(http);
      return host === undefined ? undefined : whyCoolingDown(book, host, now());
    },
    created: async (tableId, request, http) => {
      const width = request?.ratingRange;
      if (width === undefined || !request) return book.markRated(tableId);
      const found = find(request.game);
      const options = found.ok
        ? parseOptions(found.value.engine, request.options ?? {})
        : undefined;
      const parsed = options?.ok ? (options.value as Readonly<Record<string, unknown>>) : {};
      const mode = book.modes.of(request.game, parsed, request.seats.length);
      const host = await hostOf(http);
      const rating =
        host !== undefined && mode
          ? ((await book.ratingsIn(mode.id, [host])).get(host)?.rating ?? UNRATED.rating)
          : UNRATED.rating;
      return book.markRated(tableId, rangeAround(rating, width));
    },
  };
}
