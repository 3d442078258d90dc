/**
 * The ratings book: what the server keeps of players' ratings (one per player and rating
 * mode), their history (one row per seat of every rated game) and the rated games themselves
 * (one row per table: the key that makes rating a table happen once). Two stores keep it,
 * node:sqlite (sqlite-book.ts) and PostgreSQL (postgres-book.ts), behind this one interface.
 */
import { isProvisional } from '../../ratings/provisional.ts';
import type { Rating } from '../../ratings/rating.ts';
import type { BotRatings } from '../../ratings/bot-ratings.ts';
import type { SeatAdvantageTable } from '../../ratings/seat-advantage.ts';
import type { ModeBook } from './modes.ts';
import type { FinishedTable, SeatResult, SeatUpdate, StoredRating } from './rate-table.ts';

/** A leaderboard lists only settled ratings: this many rated games at least. */
export const LEADERBOARD_MIN_GAMES = 10;
/** …and a game in the mode within this many days. */
export const LEADERBOARD_ACTIVE_DAYS = 30;
/** The most rows one page of a leaderboard or a history may ask for. */
export const MAX_PAGE = 100;

/** How `recordFinished` went: rated now, rated before (nothing changed), or not rated. */
export type Recorded =
  | { readonly kind: 'rated'; readonly mode: string; readonly seats: readonly SeatUpdate[] }
  | { readonly kind: 'already' }
  | { readonly kind: 'unrated'; readonly reason: string };

/** A player's rating in one mode, as pages show it. */
export interface PlayerRating extends StoredRating {
  readonly mode: string;
  /**
   * Provisional ("?"): deviation 110 or more, or a bot's in a mode the lab has not calibrated
   * (bot-ratings.ts's provisionalIn).
   */
  readonly provisional: boolean;
  /** The name of the player's latest rated seat in the mode, e.g. 'Ada'. */
  readonly name: string;
}

/** One seat of a rated game in a player's history. */
export interface GameSeat {
  readonly seat: number;
  readonly player: string;
  readonly name: string;
  readonly bot: boolean;
  readonly place: number;
  readonly result: SeatResult;
  /** The seat's rating after the game, e.g. 1741.6, and before, e.g. 1500. */
  readonly rating: number;
  readonly ratingBefore: number;
  readonly deviation: number;
}

/** A rated game as its player's history lists it. */
export interface HistoryEntry {
  readonly tableId: string;
  readonly mode: string;
  /** When it finished (epoch ms). */
  readonly at: number;
  /** The player's seat (their first, if they had several). */
  readonly seat: number;
  /** Every seat of the game, the player's among them, in seat order. */
  readonly seats: readonly GameSeat[];
}

export interface HistoryPage {
  readonly entries: readonly HistoryEntry[];
  /** The cursor of the next (older) page; absent on the last page. */
  readonly next?: string;
}

/** Wins, draws and losses of a player in one mode and seat. */
export interface SeatRecord {
  readonly mode: string;
  readonly seat: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
}

export interface LeaderboardEntry {
  /** 1 for the top of the board. */
  readonly rank: number;
  readonly player: string;
  /** The name of the player's last rated seat in the mode, e.g. 'Ada'. */
  readonly name: string;
  readonly bot: boolean;
  readonly rating: number;
  readonly deviation: number;
  readonly games: number;
  readonly lastPlayed: number;
}

export interface LeaderboardPage {
  readonly mode: string;
  readonly entries: readonly LeaderboardEntry[];
  /** The cursor of the next page; absent on the last page. */
  readonly next?: string;
}

/** Where a leaderboard page starts: after this rating and player, who had this rank. */
export interface BoardCursor {
  readonly rating: number;
  readonly player: string;
  readonly rank: number;
}

/** Where a history page starts: before this game (its finish time and table). */
export interface HistoryCursor {
  readonly at: number;
  readonly tableId: string;
}

/**
 * How a seat ended a table before its finish: it resigned, the win was claimed from it, or it
 * ran out of time at a rated table ('time').
 */
export interface SeatEnding {
  readonly tableId: string;
  readonly seat: number;
  readonly kind: 'resign' | 'claim' | 'time';
  /** When (epoch ms). */
  readonly at: number;
}

/** A `table_endings` row as read back (either store). */
export function endingOf(tableId: string, row: Readonly<Record<string, unknown>>): SeatEnding {
  return {
    tableId,
    seat: Number(row.seat),
    kind: row.kind === 'claim' || row.kind === 'time' ? row.kind : 'resign',
    at: Number(row.at),
  };
}

export interface RatingsBook {
  readonly modes: ModeBook;
  /** The lab's seat advantages by mode and options, that rated games are rated with. */
  readonly advantage: SeatAdvantageTable;
  /** The bots' calibrated ratings by mode (bot-ratings.ts): a calibrated bot keeps its own. */
  readonly bots: BotRatings;
  /**
   * Rates a finished table once: its game row, every seat's new rating and its history rows
   * in one transaction keyed by the table's id. Recording it again changes nothing.
   */
  recordFinished(table: FinishedTable): Promise<Recorded>;
  /**
   * Carries a guest's ratings and history over to an account, in one transaction; later
   * games recorded under the guest's id count for the account. Calling it again changes
   * nothing. Where both have a rating in a mode, the one of more games is kept (the games
   * counted together). Resolves to the number of rows moved.
   */
  mergePlayer(fromGuestId: string, toAccountId: string): Promise<number>;
  /**
   * The accounts these players were merged into, by guest id (a player never merged is
   * absent): a table taken over on another process re-keys its merged guests' seats with it.
   */
  accountsOf(players: readonly string[]): Promise<Map<string, string>>;
  /**
   * Forgets a deleted account: its ratings go (and so off every leaderboard); its rated games
   * stay for their other players, its seats in them under the seat's default name ('Seat 2')
   * and an id that names nobody ('deleted:…'). Resolves to the number of rows changed.
   */
  forgetPlayer(player: string): Promise<number>;
  /** The player's ratings, one per mode played. */
  ratings(player: string): Promise<PlayerRating[]>;
  /** The player's rated games, newest first, in pages; only one mode's if `mode` is given. */
  history(
    player: string,
    page: { readonly limit: number; readonly before?: HistoryCursor; readonly mode?: string },
  ): Promise<HistoryPage>;
  /** The player's wins, draws and losses per mode and seat. */
  record(player: string): Promise<SeatRecord[]>;
  /**
   * A page of the mode's leaderboard: settled ratings only (not provisional, at least
   * LEADERBOARD_MIN_GAMES games, one in the last LEADERBOARD_ACTIVE_DAYS days before `now`),
   * best first, read from an index after `after` (keyset, never an offset).
   */
  leaderboard(
    mode: string,
    page: { readonly limit: number; readonly after?: BoardCursor; readonly now: number },
  ): Promise<LeaderboardPage>;
  /**
   * Notes a table as rated, when it is created (its finish is then recorded), with the
   * ratings it accepts in its seats if it asks for a range (abandons.ts).
   */
  markRated(tableId: string, range?: RatingRange): Promise<void>;
  /**
   * When (epoch ms, oldest first) the player abandoned rated tables at or after `since`
   * (FinishedTable.abandonedBy, noted in the same transaction as the table's rating).
   */
  abandons(player: string, since: number): Promise<number[]>;
  /**
   * Notes that a seat resigned a table, or that its opponent claimed the win from it while it
   * was away (resign.ts): once per table and seat (a second note changes nothing).
   */
  noteEnding(ending: SeatEnding): Promise<void>;
  /** The seats that resigned or lost by a claim at this table, by seat; none: []. */
  endings(tableId: string): Promise<SeatEnding[]>;
  /**
   * Since when (epoch ms) a seat of a rated table has had no device connected (resign.ts's
   * absences): kept, so that a restarted or taking-over process measures from then.
   */
  noteAway(tableId: string, seat: number, since: number): Promise<void>;
  /** A device of the seat is connected again: its absence is over. */
  noteBack(tableId: string, seat: number): Promise<void>;
  /** The table's seats kept as absent, each with since when (epoch ms). */
  absences(tableId: string): Promise<Map<number, number>>;
  /**
   * Whether the table was created rated and is not rated yet (rating it, in the same
   * transaction, takes it off this list).
   */
  isRated(tableId: string): Promise<boolean>;
  /**
   * Takes a table off the rated list without rating it (it ended unrated: abandoned with
   * nobody to blame, a seat nobody signed in held), and deletes its kept absences with it, in
   * one transaction: whatever its rating outcome, an ended table's absences are gone.
   */
  forgetRated(tableId: string): Promise<void>;
  /** Tables created rated and not rated yet, at most `limit`: for the check at start. */
  pendingRated(limit: number): Promise<string[]>;
  /**
   * What the book knows of these tables (at most MAX_PAGE): 'pending' for one created rated
   * and not rated yet, 'recorded' with its seats for one rated; a casual table is absent.
   */
  tables(ids: readonly string[]): Promise<Map<string, BookTable>>;
  /**
   * These players' ratings in one mode, keyed by the ids asked for (a guest's id merged into
   * an account finds the account's rating); a player with no rating in it is absent.
   */
  ratingsIn(mode: string, players: readonly string[]): Promise<Map<string, StoredRating>>;
  /**
   * Writes ratings as given (a player's row left as it is if there is one): for benches,
   * tests and an operator's import, never the serving path.
   */
  importRatings(rows: readonly ImportedRating[]): Promise<void>;
  close(): Promise<void>;
}

/** A table as the book knows it: rated and waiting for its finish, or rated already. */
export type BookTable =
  | { readonly kind: 'pending'; readonly range?: RatingRange }
  | { readonly kind: 'recorded'; readonly mode: string; readonly seats: readonly GameSeat[] };

/** The ratings a rated table accepts in its seats, e.g. 1300 to 1700 (its host's ± 200). */
export interface RatingRange {
  readonly low: number;
  readonly high: number;
}

/** A rated_tables row as the book reads it, from either store. */
export function pendingRow(row: Record<string, unknown>): {
  tableId: string;
  range?: RatingRange;
} {
  const tableId = String(row.table_id);
  if (row.low == null || row.high == null) return { tableId };
  return { tableId, range: { low: Number(row.low), high: Number(row.high) } };
}

/** The book's tables from its rows: rated_tables' rows, and history rows (with their mode). */
export function bookTables(
  pending: readonly { readonly tableId: string; readonly range?: RatingRange }[],
  seats: readonly (GameSeat & { readonly tableId: string; readonly mode: string })[],
): Map<string, BookTable> {
  const found = new Map<string, BookTable>();
  for (const { tableId, range } of pending) {
    found.set(tableId, range ? { kind: 'pending', range } : { kind: 'pending' });
  }
  const recorded = new Map<string, { mode: string; seats: GameSeat[] }>();
  for (const { tableId, mode, ...seat } of seats) {
    const table = recorded.get(tableId) ?? { mode, seats: [] };
    table.seats.push(seat);
    recorded.set(tableId, table);
  }
  for (const [id, { mode, seats: list }] of recorded) {
    found.set(id, { kind: 'recorded', mode, seats: list.sort((a, b) => a.seat - b.seat) });
  }
  return found;
}

/** A rating row to import. */
export interface ImportedRating {
  readonly player: string;
  readonly mode: string;
  readonly name: string;
  readonly bot: boolean;
  readonly rating: StoredRating;
}

/**
 * Whether a rating may be on a leaderboard, activity aside (kept as a column, indexed): not
 * provisional (lichess's rule unless `provisional` says otherwise: a bot the lab has not
 * calibrated in the mode, bot-ratings.ts's provisionalIn) and played enough.
 */
export function settled(
  rating: Rating & { readonly games: number },
  provisional = isProvisional(rating),
): boolean {
  return !provisional && rating.games >= LEADERBOARD_MIN_GAMES;
}

/** The earliest last game that still counts as active on a leaderboard at `now`. */
export function activeSince(now: number): number {
  return now - LEADERBOARD_ACTIVE_DAYS * 24 * 60 * 60 * 1000;
}

/** A cursor as a URL carries it: base64url of its JSON. */
export function writeCursor(cursor: BoardCursor | HistoryCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** A leaderboard cursor from a URL, or undefined if it is not one. */
export function readBoardCursor(text: string): BoardCursor | undefined {
  const value = readJson(text) as Partial<BoardCursor> | undefined;
  const { rating, player, rank } = value ?? {};
  if (typeof rating !== 'number' || !Number.isFinite(rating)) return undefined;
  if (typeof player !== 'string' || !Number.isSafeInteger(rank) || (rank ?? -1) < 0)
    return undefined;
  return { rating, player, rank: rank ?? 0 };
}

/** A history cursor from a URL, or undefined if it is not one. */
export function readHistoryCursor(text: string): HistoryCursor | undefined {
  const value = readJson(text) as Partial<HistoryCursor> | undefined;
  const { at, tableId } = value ?? {};
  if (!Number.isSafeInteger(at) || typeof tableId !== 'string') return undefined;
  return { at: at ?? 0, tableId };
}

function readJson(text: string): unknown {
  if (text.length > 400) return undefined;
  try {
    return JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/** The rows of a history page grouped into games, in the order of `keys`. */
export function groupHistory(
  player: string,
  keys: readonly { readonly tableId: string; readonly mode: string; readonly at: number }[],
  seats: readonly (GameSeat & { readonly tableId: string })[],
): HistoryEntry[] {
  const byTable = new Map<string, GameSeat[]>();
  for (const { tableId, ...seat } of seats) {
    const list = byTable.get(tableId) ?? [];
    list.push(seat);
    byTable.set(tableId, list);
  }
  return keys.map(({ tableId, mode, at }) => {
    const list = (byTable.get(tableId) ?? []).sort((a, b) => a.seat - b.seat);
    const own = list.find((s) => s.player === player);
    return { tableId, mode, at, seat: own?.seat ?? 0, seats: list };
  });
}

/** The statements' plan for `recordFinished`: the rating rows to write after an update. */
export function ratingRows(
  updates: readonly SeatUpdate[],
): { player: string; name: string; bot: boolean; after: StoredRating }[] {
  return updates
    .filter((u) => u.rated)
    .map(({ player, name, bot, after }) => ({ player, name, bot, after }));
}
