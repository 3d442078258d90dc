/**
 * The ratings book on node:sqlite: its own connection to the server's database file (WAL
 * lets it write beside the tables' writer thread; busy_timeout waits out the other's commit),
 * its own schema steps (`ratings_schema`), so the tables' schema is not touched. Each
 * `recordFinished` is one BEGIN IMMEDIATE transaction: the rated game's row (its table id the
 * primary key), every seat's rating and history, all or nothing.
 */
import { randomUUID } from 'node:crypto';
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import type { BotRatings } from '../../ratings/bot-ratings.ts';
import type { SeatAdvantageTable } from '../../ratings/seat-advantage.ts';
import { openDatabase, transaction } from '../storage/database.ts';
import type { Row } from '../storage/rows.ts';
import {
  activeSince,
  groupHistory,
  MAX_PAGE,
  ratingRows,
  settled,
  writeCursor,
  type BoardCursor,
  type GameSeat,
  type HistoryCursor,
  type HistoryPage,
  type ImportedRating,
  type LeaderboardPage,
  type PlayerRating,
  type RatingsBook,
  type Recorded,
  type SeatRecord,
  bookTables,
  pendingRow,
  type BookTable,
  type RatingRange,
  endingOf,
  type SeatEnding,
} from './book.ts';
import type { ModeBook } from './modes.ts';
import { isProvisional } from '../../ratings/provisional.ts';
import { provisionalIn } from '../../ratings/bot-ratings.ts';
import { alignBots } from './aligned-bots.ts';
import { rateTable, type FinishedTable, type SeatResult, type StoredRating } from './rate-table.ts';
import { mergeRatings } from './merge.ts';
import { checksRepeats, personBotPairs, RepeatedGame, REPEAT_WINDOW } from './repeats.ts';
import { listed, SQL } from './sql.ts';
import { renameModesStep } from './renamed-modes.ts';

/** The schema as steps, taken once each at open (recorded in `ratings_schema`). */
const STEPS: readonly string[] = [
  `
CREATE TABLE ratings (
  player TEXT NOT NULL,
  mode TEXT NOT NULL,
  name TEXT NOT NULL,
  bot INTEGER NOT NULL,
  rating REAL NOT NULL,
  deviation REAL NOT NULL,
  volatility REAL NOT NULL,
  games INTEGER NOT NULL,
  last_played INTEGER NOT NULL,
  settled INTEGER NOT NULL,
  PRIMARY KEY (player, mode)
) STRICT, WITHOUT ROWID;
CREATE INDEX ratings_board ON ratings (mode, rating DESC, player, last_played) WHERE settled = 1;
CREATE TABLE rating_history (
  table_id TEXT NOT NULL,
  seat INTEGER NOT NULL,
  player TEXT NOT NULL,
  mode TEXT NOT NULL,
  at INTEGER NOT NULL,
  name TEXT NOT NULL,
  bot INTEGER NOT NULL,
  place INTEGER NOT NULL,
  result TEXT NOT NULL,
  rating_before REAL NOT NULL,
  deviation_before REAL NOT NULL,
  rating REAL NOT NULL,
  deviation REAL NOT NULL,
  volatility REAL NOT NULL,
  rated INTEGER NOT NULL,
  PRIMARY KEY (table_id, seat)
) STRICT, WITHOUT ROWID;
CREATE INDEX rating_history_player ON rating_history (player, at DESC, table_id DESC);
CREATE INDEX rating_history_mode ON rating_history (player, mode, at DESC, table_id DESC);
CREATE TABLE rated_games (
  table_id TEXT PRIMARY KEY,
  game TEXT NOT NULL,
  mode TEXT NOT NULL,
  finished_at INTEGER NOT NULL
) STRICT, WITHOUT ROWID;
CREATE TABLE player_aliases (
  from_player TEXT PRIMARY KEY,
  to_player TEXT NOT NULL
) STRICT, WITHOUT ROWID;
`,
  // Tables created rated: their finish is rated (finish.ts).
  `
CREATE TABLE rated_tables (table_id TEXT PRIMARY KEY) STRICT, WITHOUT ROWID;
`,
  // A rated table's rating range (its low and high, both or neither), and the abandons of
  // rated tables by player for the cool-down (abandons.ts).
  `
ALTER TABLE rated_tables ADD COLUMN low REAL;
ALTER TABLE rated_tables ADD COLUMN high REAL;
CREATE TABLE rating_abandons (
  table_id TEXT NOT NULL,
  seat INTEGER NOT NULL,
  player TEXT NOT NULL,
  at INTEGER NOT NULL,
  PRIMARY KEY (table_id, seat)
) STRICT, WITHOUT ROWID;
CREATE INDEX rating_abandons_player ON rating_abandons (player, at);
`,
  // How seats ended a table before its finish: resigned, or lost by a claim (resign.ts).
  `
CREATE TABLE table_endings (
  table_id TEXT NOT NULL,
  seat INTEGER NOT NULL,
  kind TEXT NOT NULL,
  at INTEGER NOT NULL,
  PRIMARY KEY (table_id, seat)
) STRICT, WITHOUT ROWID;
`,
  // Since when each seat of a rated table has had no device (resign.ts's absences), so that a
  // restarted process measures a claim's wait from then.
  `
CREATE TABLE seat_absences (
  table_id TEXT NOT NULL,
  seat INTEGER NOT NULL,
  since INTEGER NOT NULL,
  PRIMARY KEY (table_id, seat)
) STRICT, WITHOUT ROWID;
`,
  // Each person's rated games against a bot, by the digest of their moves (repeats.ts): a game
  // that repeats a recent one move for move is not rated. No key: a merge may move a guest's
  // rows onto an account's without a clash.
  `
CREATE TABLE bot_game_moves (
  player TEXT NOT NULL,
  mode TEXT NOT NULL,
  bot TEXT NOT NULL,
  at INTEGER NOT NULL,
  table_id TEXT NOT NULL,
  moves TEXT NOT NULL
) STRICT;
CREATE INDEX bot_game_moves_recent ON bot_game_moves (player, mode, bot, at DESC, table_id DESC);
`,
  // Goal!'s modes renamed when its sides became teams: their rows go on under the new ids.
  renameModesStep(),
];

/** Test hooks: a fault between the transaction's steps. */
export interface BookFaults {
  /** Called after every write of a `recordFinished`, before its COMMIT; a throw aborts it. */
  beforeCommit?(): void;
}

export interface SqliteBookOptions {
  readonly modes: ModeBook;
  readonly advantage?: SeatAdvantageTable;
  /** The bots' calibrated ratings (bot-ratings.ts); absent: none, bots rated by their games. */
  readonly bots?: BotRatings;
  readonly faults?: BookFaults;
}

export class SqliteRatingsBook implements RatingsBook {
  readonly modes: ModeBook;
  private readonly db: DatabaseSync;
  /** The lab's seat advantages the book rates with (none given: an empty table). */
  readonly advantage: SeatAdvantageTable;
  readonly bots: BotRatings;
  private readonly faults: BookFaults;
  private readonly sql: ReturnType<typeof prepare>;

  constructor(path: string, options: SqliteBookOptions) {
    this.modes = options.modes;
    this.advantage = options.advantage ?? new Map();
    this.bots = options.bots ?? new Map();
    this.faults = options.faults ?? {};
    this.db = openDatabase(path);
    migrate(this.db);
    this.sql = prepare(this.db);
    this.alignBots();
  }

  /** Rewrites the bot rows that disagree with the calibration (aligned-bots.ts), at open. */
  private alignBots(): void {
    const rows = this.sql.botRatings.all().map((row) => ({
      player: String(row.player),
      mode: String(row.mode),
      rating: storedRating(row),
      settled: Number(row.settled) === 1,
    }));
    const changed = alignBots(rows, this.bots);
    if (changed.length === 0) return;
    transaction(this.db, () => {
      for (const { player, mode, rating, settled: flagged } of changed) {
        const { rating: value, deviation, volatility } = rating;
        this.sql.alignBot.run(value, deviation, volatility, flag(flagged), player, mode);
      }
    });
  }

  /** Whether a player's rating in a mode shows as provisional (bot-ratings.ts). */
  private provisional(mode: string, player: string, bot: boolean, rating: StoredRating): boolean {
    return provisionalIn(this.bots, mode, { id: player, bot }, rating);
  }

  recordFinished(table: FinishedTable): Promise<Recorded> {
    return answer(() => {
      try {
        return this.record_(table);
      } catch (error) {
        // The transaction is undone: the table is not claimed, nothing is written.
        if (error instanceof RepeatedGame) return { kind: 'unrated', reason: error.message };
        throw error;
      }
    });
  }

  private record_(table: FinishedTable): Recorded {
    const mode = this.modes.of(table.game, table.options, table.seats.length);
    if (!mode) return { kind: 'unrated', reason: `No rating mode for ${table.game}.` };
    if (table.places.length !== table.seats.length) {
      return { kind: 'unrated', reason: 'The outcome does not place every seat.' };
    }
    return transaction(this.db, () => {
      const inserted = this.sql.game.run(table.tableId, table.game, mode.id, table.finishedAt);
      if (Number(inserted.changes) === 0) return { kind: 'already' } as const;
      this.sql.forgetRated.run(table.tableId);
      this.sql.forgetAbsences.run(table.tableId);
      const seats = table.seats.map((seat) => ({ ...seat, player: this.alias(seat.player) }));
      const ratings = new Map<string, StoredRating>();
      for (const { player } of seats) {
        const row = this.sql.rating.get(player, mode.id);
        if (row) ratings.set(player, storedRating(row));
      }
      const pairs = checksRepeats(table) ? personBotPairs(seats) : [];
      for (const [person, bot] of pairs) {
        const recent = this.sql.recentMoves.all(person, mode.id, bot, table.tableId, REPEAT_WINDOW);
        if (recent.some((row) => row.moves === table.moves)) throw new RepeatedGame(person, bot);
      }
      const updates = rateTable(mode, { ...table, seats }, ratings, this.advantage, this.bots);
      for (const [person, bot] of pairs) {
        this.sql.noteMoves.run(
          person,
          mode.id,
          bot,
          table.finishedAt,
          table.tableId,
          table.moves ?? '',
        );
      }
      for (const { player, name, bot, after } of ratingRows(updates)) {
        const provisional = this.provisional(mode.id, player, bot, after);
        this.sql.upsert.run(...ratingValues(player, mode.id, name, bot, after, provisional));
      }
      for (const u of updates) {
        this.sql.history.run(
          table.tableId,
          u.seat,
          u.player,
          mode.id,
          table.finishedAt,
          u.name,
          flag(u.bot),
          u.place,
          u.result,
          u.before.rating,
          u.before.deviation,
          u.after.rating,
          u.after.deviation,
          u.after.volatility,
          flag(u.rated),
        );
      }
      for (const seat of table.abandonedBy ?? []) {
        const player = seats[seat]?.player;
        if (player !== undefined && !seats[seat]?.bot) {
          this.sql.abandon.run(table.tableId, seat, player, table.finishedAt);
        }
      }
      this.faults.beforeCommit?.();
      return { kind: 'rated', mode: mode.id, seats: updates } as const;
    });
  }

  private alias(player: string): string {
    const row = this.sql.alias.get(player);
    return row ? String(row.to_player) : player;
  }

  accountsOf(players: readonly string[]): Promise<Map<string, string>> {
    return answer(() => {
      const found = new Map<string, string>();
      for (const player of players) {
        const to = this.alias(player);
        if (to !== player) found.set(player, to);
      }
      return found;
    });
  }

  mergePlayer(from: string, to: string): Promise<number> {
    return answer(() => {
      if (from === to) return 0;
      return transaction(this.db, () => {
        let moved = 0;
        this.sql.addAlias.run(from, to);
        moved += Number(this.sql.repointAliases.run(to, from).changes);
        for (const row of this.sql.playerRatings.all(from)) {
          const mode = String(row.mode);
          const theirs = this.sql.rating.get(to, mode);
          const kept = mergeRatings(storedRating(row), theirs ? storedRating(theirs) : undefined);
          const source = theirs && kept.fromAccount ? theirs : row;
          this.sql.upsert.run(
            ...ratingValues(to, mode, String(source.name), source.bot === 1, kept.rating),
          );
          this.sql.deleteRating.run(from, mode);
          moved++;
        }
        moved += Number(this.sql.moveHistory.run(to, from).changes);
        moved += Number(this.sql.moveAbandons.run(to, from).changes);
        moved += Number(this.sql.moveMoves.run(to, from).changes);
        return moved;
      });
    });
  }

  forgetPlayer(player: string): Promise<number> {
    return answer(() =>
      transaction(this.db, () => {
        const nobody = `deleted:${randomUUID()}`;
        return (
          Number(this.sql.deleteRatings.run(player).changes) +
          Number(this.sql.anonymiseHistory.run(nobody, player).changes) +
          Number(this.sql.deleteAliases.run(player, player).changes) +
          Number(this.sql.deleteAbandons.run(player).changes) +
          Number(this.sql.deleteMoves.run(player).changes)
        );
      }),
    );
  }

  ratings(player: string): Promise<PlayerRating[]> {
    return answer(() =>
      this.sql.playerRatings.all(player).map((row) => {
        const rating = storedRating(row);
        const mode = String(row.mode);
        return {
          mode,
          name: String(row.name),
          ...rating,
          provisional: this.provisional(mode, player, row.bot === 1, rating),
        };
      }),
    );
  }

  history(
    player: string,
    page: { readonly limit: number; readonly before?: HistoryCursor; readonly mode?: string },
  ): Promise<HistoryPage> {
    return answer(() => {
      const limit = Math.min(MAX_PAGE, Math.max(1, page.limit));
      const { at = Number.MAX_SAFE_INTEGER, tableId = '\u{10FFFF}' } = page.before ?? {};
      const keys = (
        page.mode === undefined
          ? this.sql.historyKeys.all(player, at, at, tableId, limit + 1)
          : this.sql.historyModeKeys.all(player, page.mode, at, at, tableId, limit + 1)
      ).map((row) => ({
        tableId: String(row.table_id),
        mode: String(row.mode),
        at: Number(row.at),
      }));
      const shown = keys.slice(0, limit);
      const seats = this.sql.tableSeats
        .all(JSON.stringify(shown.map((k) => k.tableId)))
        .map((row) => ({ tableId: String(row.table_id), ...gameSeat(row) }));
      const entries = groupHistory(player, shown, seats);
      const last = shown[shown.length - 1];
      return keys.length > limit && last
        ? { entries, next: writeCursor({ at: last.at, tableId: last.tableId }) }
        : { entries };
    });
  }

  record(player: string): Promise<SeatRecord[]> {
    return answer(() => seatRecords(this.sql.record.all(player)));
  }

  leaderboard(
    mode: string,
    page: { readonly limit: number; readonly after?: BoardCursor; readonly now: number },
  ): Promise<LeaderboardPage> {
    return answer(() => {
      const limit = Math.min(MAX_PAGE, Math.max(1, page.limit));
      const since = activeSince(page.now);
      const { after } = page;
      const rows = after
        ? this.sql.boardAfter.all(mode, since, after.rating, after.rating, after.player, limit + 1)
        : this.sql.board.all(mode, since, limit + 1);
      return boardPage(mode, rows, limit, after?.rank ?? 0);
    });
  }

  markRated(tableId: string, range?: RatingRange): Promise<void> {
    return answer(() => {
      this.sql.markRated.run(tableId, range?.low ?? null, range?.high ?? null);
    });
  }

  abandons(player: string, since: number): Promise<number[]> {
    return answer(() =>
      this.sql.abandonsSince.all(this.alias(player), since).map((row) => Number(row.at)),
    );
  }

  noteEnding(ending: SeatEnding): Promise<void> {
    return answer(() => {
      this.sql.noteEnding.run(ending.tableId, ending.seat, ending.kind, ending.at);
    });
  }

  endings(tableId: string): Promise<SeatEnding[]> {
    return answer(() => this.sql.endings.all(tableId).map((row) => endingOf(tableId, row)));
  }

  noteAway(tableId: string, seat: number, since: number): Promise<void> {
    return answer(() => {
      this.sql.noteAway.run(tableId, seat, since);
    });
  }

  noteBack(tableId: string, seat: number): Promise<void> {
    return answer(() => {
      this.sql.noteBack.run(tableId, seat);
    });
  }

  absences(tableId: string): Promise<Map<number, number>> {
    return answer(
      () =>
        new Map(this.sql.absences.all(tableId).map((row) => [Number(row.seat), Number(row.since)])),
    );
  }

  isRated(tableId: string): Promise<boolean> {
    return answer(() => this.sql.isRated.get(tableId) !== undefined);
  }

  forgetRated(tableId: string): Promise<void> {
    return answer(() => {
      transaction(this.db, () => {
        this.sql.forgetRated.run(tableId);
        this.sql.forgetAbsences.run(tableId);
      });
    });
  }

  pendingRated(limit: number): Promise<string[]> {
    return answer(() => this.sql.pendingRated.all(limit).map((row) => String(row.table_id)));
  }

  tables(ids: readonly string[]): Promise<Map<string, BookTable>> {
    return answer(() => {
      const list = JSON.stringify(ids.slice(0, MAX_PAGE));
      return bookTables(
        this.sql.pendingAmong.all(list).map((row) => pendingRow(row)),
        this.sql.seatsAmong.all(list).map((row) => ({
          tableId: String(row.table_id),
          mode: String(row.mode),
          ...gameSeat(row),
        })),
      );
    });
  }

  ratingsIn(mode: string, players: readonly string[]): Promise<Map<string, StoredRating>> {
    return answer(() => {
      const rows = this.sql.ratingsIn.all(JSON.stringify(players.slice(0, MAX_PAGE)), mode);
      return new Map(rows.map((row) => [String(row.asked), storedRating(row)]));
    });
  }

  importRatings(rows: readonly ImportedRating[]): Promise<void> {
    return answer(() => {
      const insert = this.db.prepare(
        `INSERT INTO ratings (player, mode, name, bot, rating, deviation, volatility, games, last_played, settled)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
      );
      transaction(this.db, () => {
        for (const r of rows)
          insert.run(...ratingValues(r.player, r.mode, r.name, r.bot, r.rating));
      });
    });
  }

  close(): Promise<void> {
    this.db.close();
    return Promise.resolve();
  }
}

function migrate(db: DatabaseSync): void {
  transaction(db, () => {
    db.exec('CREATE TABLE IF NOT EXISTS ratings_schema (step INTEGER PRIMARY KEY) STRICT');
    const taken = Number(db.prepare('SELECT count(*) AS n FROM ratings_schema').get()?.n ?? 0);
    for (let step = taken; step < STEPS.length; step++) {
      db.exec(STEPS[step] as string);
      db.prepare('INSERT INTO ratings_schema (step) VALUES (?)').run(step + 1);
    }
  });
}

function prepare(db: DatabaseSync) {
  return {
    game: db.prepare(SQL.game),
    rating: db.prepare(SQL.rating),
    upsert: db.prepare(SQL.upsert),
    botRatings: db.prepare(SQL.botRatings),
    alignBot: db.prepare(SQL.alignBot),
    history: db.prepare(SQL.history),
    alias: db.prepare(SQL.alias),
    addAlias: db.prepare(SQL.addAlias),
    repointAliases: db.prepare(SQL.repointAliases),
    playerRatings: db.prepare(SQL.playerRatings),
    deleteRating: db.prepare(SQL.deleteRating),
    moveHistory: db.prepare(SQL.moveHistory),
    historyKeys: db.prepare(SQL.historyKeys),
    historyModeKeys: db.prepare(SQL.historyModeKeys),
    tableSeats: db.prepare(
      'SELECT * FROM rating_history WHERE table_id IN (SELECT value FROM json_each(?))',
    ),
    record: db.prepare(SQL.record),
    markRated: db.prepare(SQL.markRated),
    isRated: db.prepare(SQL.isRated),
    forgetRated: db.prepare(SQL.forgetRated),
    forgetAbsences: db.prepare(SQL.forgetAbsences),
    deleteRatings: db.prepare(SQL.deleteRatings),
    anonymiseHistory: db.prepare(SQL.anonymiseHistory),
    deleteAliases: db.prepare(SQL.deleteAliases),
    pendingRated: db.prepare(SQL.pendingRated),
    abandon: db.prepare(SQL.abandon),
    abandonsSince: db.prepare(SQL.abandonsSince),
    moveAbandons: db.prepare(SQL.moveAbandons),
    deleteAbandons: db.prepare(SQL.deleteAbandons),
    noteEnding: db.prepare(SQL.noteEnding),
    endings: db.prepare(SQL.endings),
    noteAway: db.prepare(SQL.noteAway),
    noteBack: db.prepare(SQL.noteBack),
    absences: db.prepare(SQL.absences),
    recentMoves: db.prepare(SQL.recentMoves),
    noteMoves: db.prepare(SQL.noteMoves),
    moveMoves: db.prepare(SQL.moveMoves),
    deleteMoves: db.prepare(SQL.deleteMoves),
    board: db.prepare(SQL.board),
    pendingAmong: db.prepare(listed(SQL.pendingAmong, 'sqlite')),
    seatsAmong: db.prepare(listed(SQL.seatsAmong, 'sqlite')),
    ratingsIn: db.prepare(listed(SQL.ratingsIn, 'sqlite')),
    boardAfter: db.prepare(SQL.boardAfter),
  };
}

/** node:sqlite answers at once; the contract's answers are promises, as PostgreSQL's are. */
function answer<T>(work: () => T): Promise<T> {
  try {
    return Promise.resolve(work());
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

const flag = (value: boolean): number => (value ? 1 : 0);

/**
 * The values of a ratings row, in the upsert's order; `provisional` decides its settled flag
 * (lichess's rule from the deviation unless given: bot-ratings.ts's provisionalIn).
 */
export function ratingValues(
  player: string,
  mode: string,
  name: string,
  bot: boolean,
  r: StoredRating,
  provisional = isProvisional(r),
): SQLInputValue[] {
  return [
    player,
    mode,
    name,
    flag(bot),
    r.rating,
    r.deviation,
    r.volatility,
    r.games,
    r.lastPlayed,
    flag(settled(r, provisional)),
  ];
}

/** A ratings row as the book reads it, from either store. */
export function storedRating(row: Row | Record<string, unknown>): StoredRating {
  return {
    rating: Number(row.rating),
    deviation: Number(row.deviation),
    volatility: Number(row.volatility),
    games: Number(row.games),
    lastPlayed: Number(row.last_played),
  };
}

/** A history row as a game's seat, from either store. */
export function gameSeat(row: Row | Record<string, unknown>): GameSeat {
  return {
    seat: Number(row.seat),
    player: String(row.player),
    name: String(row.name),
    bot: Number(row.bot) === 1,
    place: Number(row.place),
    result: String(row.result) as SeatResult,
    rating: Number(row.rating),
    ratingBefore: Number(row.rating_before),
    deviation: Number(row.deviation),
  };
}

/** Counted rows (mode, seat, result, n) as wins, draws and losses per mode and seat. */
export function seatRecords(rows: readonly (Row | Record<string, unknown>)[]): SeatRecord[] {
  const records = new Map<
    string,
    { mode: string; seat: number; wins: number; draws: number; losses: number }
  >();
  for (const row of rows) {
    const mode = String(row.mode);
    const seat = Number(row.seat);
    const key = `${mode}\u0000${seat}`;
    const record = records.get(key) ?? { mode, seat, wins: 0, draws: 0, losses: 0 };
    const n = Number(row.n);
    if (row.result === 'win') record.wins += n;
    else if (row.result === 'draw') record.draws += n;
    else record.losses += n;
    records.set(key, record);
  }
  return [...records.values()];
}

/** A page of `limit` rows from `limit + 1` read, ranked after `rank`. */
export function boardPage(
  mode: string,
  rows: readonly (Row | Record<string, unknown>)[],
  limit: number,
  rank: number,
): LeaderboardPage {
  const entries = rows.slice(0, limit).map((row, i) => ({
    rank: rank + i + 1,
    player: String(row.player),
    name: String(row.name),
    bot: Number(row.bot) === 1,
    rating: Number(row.rating),
    deviation: Number(row.deviation),
    games: Number(row.games),
    lastPlayed: Number(row.last_played),
  }));
  const last = entries[entries.length - 1];
  return rows.length > limit && last
    ? {
        mode,
        entries,
        next: writeCursor({ rating: last.rating, player: last.player, rank: last.rank }),
      }
    : { mode, entries };
}
