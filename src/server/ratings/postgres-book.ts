/**
 * The ratings book on PostgreSQL (DATABASE_URL): a small pool of its own, its own schema steps
 * (`ratings_schema`) taken under an advisory lock, the statements of sql.ts. Each
 * `recordFinished` is one transaction: the rated game's row first (its table id the primary
 * key: a second process recording the same table waits on that row, then finds it and does
 * nothing), then each player's rating, locked per player and mode in a fixed order so that two
 * tables finishing together for one player are rated one after the other, never from the same
 * numbers.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { provisionalIn, type BotRatings } from '../../ratings/bot-ratings.ts';
import type { SeatAdvantageTable } from '../../ratings/seat-advantage.ts';
import { poolOptions } from '../storage/postgres/pool.ts';
import { transaction } from '../storage/postgres/transaction.ts';
import { numbered } from '../storage/postgres/reader.ts';
import {
  activeSince,
  groupHistory,
  MAX_PAGE,
  ratingRows,
  writeCursor,
  type BoardCursor,
  type HistoryCursor,
  type HistoryPage,
  type LeaderboardPage,
  type PlayerRating,
  type RatingsBook,
  type Recorded,
  type SeatRecord,
  type ImportedRating,
  bookTables,
  type BookTable,
  pendingRow,
  type RatingRange,
  endingOf,
  type SeatEnding,
} from './book.ts';
import { alignBots } from './aligned-bots.ts';
import { mergeRatings } from './merge.ts';
import { checksRepeats, personBotPairs, RepeatedGame, REPEAT_WINDOW } from './repeats.ts';
import type { ModeBook } from './modes.ts';
import { rateTable, type FinishedTable, type StoredRating } from './rate-table.ts';
import type { BookFaults } from './sqlite-book.ts';
import { boardPage, gameSeat, ratingValues, seatRecords, storedRating } from './sqlite-book.ts';
import { listed, SQL } from './sql.ts';
import { renameModesStep } from './renamed-modes.ts';

const STEPS: readonly string[] = [
  `
CREATE TABLE ratings (
  player TEXT COLLATE "C" NOT NULL,
  mode TEXT COLLATE "C" NOT NULL,
  name TEXT NOT NULL,
  bot INTEGER NOT NULL,
  rating DOUBLE PRECISION NOT NULL,
  deviation DOUBLE PRECISION NOT NULL,
  volatility DOUBLE PRECISION NOT NULL,
  games INTEGER NOT NULL,
  last_played BIGINT NOT NULL,
  settled INTEGER NOT NULL,
  PRIMARY KEY (player, mode)
);
CREATE INDEX ratings_board ON ratings (mode, rating DESC, player, last_played) WHERE settled = 1;
CREATE TABLE rating_history (
  table_id TEXT COLLATE "C" NOT NULL,
  seat INTEGER NOT NULL,
  player TEXT COLLATE "C" NOT NULL,
  mode TEXT COLLATE "C" NOT NULL,
  at BIGINT NOT NULL,
  name TEXT NOT NULL,
  bot INTEGER NOT NULL,
  place INTEGER NOT NULL,
  result TEXT NOT NULL,
  rating_before DOUBLE PRECISION NOT NULL,
  deviation_before DOUBLE PRECISION NOT NULL,
  rating DOUBLE PRECISION NOT NULL,
  deviation DOUBLE PRECISION NOT NULL,
  volatility DOUBLE PRECISION NOT NULL,
  rated INTEGER NOT NULL,
  PRIMARY KEY (table_id, seat)
);
CREATE INDEX rating_history_player ON rating_history (player, at DESC, table_id DESC);
CREATE INDEX rating_history_mode ON rating_history (player, mode, at DESC, table_id DESC);
CREATE TABLE rated_games (
  table_id TEXT COLLATE "C" PRIMARY KEY,
  game TEXT NOT NULL,
  mode TEXT NOT NULL,
  finished_at BIGINT NOT NULL
);
CREATE TABLE player_aliases (
  from_player TEXT COLLATE "C" PRIMARY KEY,
  to_player TEXT COLLATE "C" NOT NULL
);
`,
  // Tables created rated: their finish is rated (finish.ts).
  `
CREATE TABLE rated_tables (table_id TEXT COLLATE "C" PRIMARY KEY);
`,
  // A rated table's rating range (its low and high, both or neither), and the abandons of
  // rated tables by player for the cool-down (abandons.ts).
  `
ALTER TABLE rated_tables ADD COLUMN low DOUBLE PRECISION, ADD COLUMN high DOUBLE PRECISION;
CREATE TABLE rating_abandons (
  table_id TEXT COLLATE "C" NOT NULL,
  seat INTEGER NOT NULL,
  player TEXT COLLATE "C" NOT NULL,
  at BIGINT NOT NULL,
  PRIMARY KEY (table_id, seat)
);
CREATE INDEX rating_abandons_player ON rating_abandons (player, at);
`,
  // How seats ended a table before its finish: resigned, or lost by a claim (resign.ts).
  `
CREATE TABLE table_endings (
  table_id TEXT COLLATE "C" NOT NULL,
  seat INTEGER NOT NULL,
  kind TEXT NOT NULL,
  at BIGINT NOT NULL,
  PRIMARY KEY (table_id, seat)
);
`,
  // Since when each seat of a rated table has had no device (resign.ts's absences), so that a
  // process taking the table over measures a claim's wait from then.
  `
CREATE TABLE seat_absences (
  table_id TEXT COLLATE "C" NOT NULL,
  seat INTEGER NOT NULL,
  since BIGINT NOT NULL,
  PRIMARY KEY (table_id, seat)
);
`,
  // Each person's rated games against a bot, by the digest of their moves (repeats.ts). No key:
  // a merge may move a guest's rows onto an account's without a clash.
  `
CREATE TABLE bot_game_moves (
  player TEXT COLLATE "C" NOT NULL,
  mode TEXT COLLATE "C" NOT NULL,
  bot TEXT COLLATE "C" NOT NULL,
  at BIGINT NOT NULL,
  table_id TEXT COLLATE "C" NOT NULL,
  moves TEXT NOT NULL
);
CREATE INDEX bot_game_moves_recent ON bot_game_moves (player, mode, bot, at DESC, table_id DESC);
`,
  // Goal!'s modes renamed when its sides became teams: their rows go on under the new ids.
  renameModesStep(),
  // recordFinished's lock and read in one call (CLAIM_GAME): the players of a mode locked in a
  // fixed order, then their ratings read by a statement of its own. VOLATILE: each statement
  // of the body takes a fresh snapshot, so the read sees what the lock's last holder
  // committed; STRICT: no players (no table claimed), no call.
  `
CREATE OR REPLACE FUNCTION ratings_locked(mode_id TEXT, players TEXT[])
RETURNS TABLE (player TEXT, rating DOUBLE PRECISION, deviation DOUBLE PRECISION,
  volatility DOUBLE PRECISION, games INTEGER, last_played BIGINT)
LANGUAGE sql VOLATILE STRICT AS $$
  SELECT count(pg_advisory_xact_lock(hashtextextended(mode_id || ' ' || l.p, 0)))
  FROM (SELECT DISTINCT u.p COLLATE "C" AS p FROM unnest(players) AS u(p) ORDER BY 1) AS l;
  SELECT r.player, r.rating, r.deviation, r.volatility, r.games, r.last_played
  FROM ratings AS r WHERE r.mode = mode_id AND r.player = ANY(players);
$$;
`,
];

/** The advisory lock of the ratings' schema steps: 'rate'. */
const SCHEMA_LOCK = 0x72617465;
const CONNECTIONS = 2;

/** BIGINT (epoch ms, counts) as numbers: every one of ours is safe. */
const types = new pg.TypeOverrides();
types.setTypeParser(pg.types.builtins.INT8, Number);

const PG = Object.fromEntries(
  Object.entries(SQL).map(([k, v]) => [k, numbered(listed(v, 'postgres'))]),
) as {
  readonly [K in keyof typeof SQL]: string;
};

/** Rows as one array per column, for `unnest` (`width` columns, for no rows too). */
function columns(rows: readonly (readonly unknown[])[], width = rows[0]?.length ?? 0): unknown[][] {
  return Array.from({ length: width }, (_, c) => rows.map((row) => row[c]));
}

/** `SELECT * FROM unnest($from::type[], …)`, its parameters numbered from `from`. */
const unnest = (types: readonly string[], from = 1): string =>
  `SELECT * FROM unnest(${types.map((type, c) => `$${c + from}::${type}[]`).join(', ')})`;

/** The ratings row's columns' types, in ratingValues' order. */
const RATING_TYPES = [
  'text',
  'text',
  'text',
  'int',
  'float8',
  'float8',
  'float8',
  'int',
  'int8',
  'int',
];

const IMPORT_ALL = `INSERT INTO ratings (player, mode, name, bot, rating, deviation, volatility, games, last_played, settled) ${unnest(RATING_TYPES)}`;

const HISTORY_TYPES = [
  'text',
  'int',
  'text',
  'text',
  'int8',
  'text',
  'int',
  'int',
  'text',
  'float8',
  'float8',
  'float8',
  'float8',
  'float8',
  'int',
];

/** Every rating's upsert and every seat's history row, in one statement. */
const WRITE_ALL = `WITH upserted AS (${SQL.upsert.replace(/VALUES \([?, ]+\)/, unnest(RATING_TYPES))} RETURNING 1)
${SQL.history.replace(/VALUES \([?, ]+\)/, unnest(HISTORY_TYPES, RATING_TYPES.length + 1))}`;

/**
 * Claims a table for rating, takes it off rated_tables, forgets its seats' absences (nobody
 * can claim its win any more), reads each seat's player through its alias, locks those
 * players in the mode and reads their ratings (ratings_locked). One row for each rating
 * found, at least one: `inserted` 0 when the table was rated before (nothing locked), the
 * seats' players in seat order in each.
 */
const CLAIM_GAME = `WITH game AS (
  INSERT INTO rated_games (table_id, game, mode, finished_at) VALUES ($1, $2, $3, $4)
  ON CONFLICT DO NOTHING RETURNING table_id
), pending AS (
  DELETE FROM rated_tables WHERE table_id IN (SELECT table_id FROM game)
), absent AS (
  DELETE FROM seat_absences WHERE table_id IN (SELECT table_id FROM game)
), seats AS (
  SELECT s.n, coalesce(a.to_player, s.player) AS player
  FROM unnest($5::text[]) WITH ORDINALITY AS s(player, n)
  LEFT JOIN player_aliases a ON a.from_player = s.player
  WHERE EXISTS (SELECT 1 FROM game)
), claim AS (
  SELECT (SELECT count(*) FROM game)::int AS inserted,
    (SELECT array_agg(player ORDER BY n) FROM seats) AS players
)
SELECT c.inserted, c.players, r.* FROM claim AS c
LEFT JOIN LATERAL ratings_locked($3, c.players) AS r ON true`;

/** A row of CLAIM_GAME: the claim, and one rating found (or none: `player` null). */
type ClaimRow = {
  readonly inserted: number;
  readonly players: string[] | null;
  readonly player: string | null;
  readonly rating: number;
  readonly deviation: number;
  readonly volatility: number;
  readonly games: number;
  readonly last_played: number;
};

/**
 * recordFinished's statements by name: each is parsed once per connection (by PostgreSQL and
 * by the driver), then only bound and run.
 */
const RATE = {
  begin: { name: 'ratings-begin', text: 'BEGIN' },
  claim: { name: 'ratings-claim', text: CLAIM_GAME },
  recentMoves: { name: 'ratings-recent-moves', text: PG.recentMoves },
  noteMoves: { name: 'ratings-note-moves', text: PG.noteMoves },
  write: { name: 'ratings-write', text: WRITE_ALL },
  abandon: { name: 'ratings-abandon', text: PG.abandon },
  commit: { name: 'ratings-commit', text: 'COMMIT' },
} as const;

export interface PgBookOptions {
  readonly modes: ModeBook;
  readonly advantage?: SeatAdvantageTable;
  /** The bots' calibrated ratings (bot-ratings.ts); absent: none, bots rated by their games. */
  readonly bots?: BotRatings;
  readonly faults?: BookFaults;
}

export class PgRatingsBook implements RatingsBook {
  readonly modes: ModeBook;
  private readonly pool: pg.Pool;
  /** The lab's seat advantages the book rates with (none given: an empty table). */
  readonly advantage: SeatAdvantageTable;
  readonly bots: BotRatings;
  private readonly faults: BookFaults;

  private constructor(pool: pg.Pool, options: PgBookOptions) {
    this.pool = pool;
    this.modes = options.modes;
    this.advantage = options.advantage ?? new Map();
    this.bots = options.bots ?? new Map();
    this.faults = options.faults ?? {};
  }

  /** Opens the book on the database at `url`, taking the schema steps it has not taken. */
  static async open(url: string, options: PgBookOptions): Promise<PgRatingsBook> {
    const pool = new pg.Pool({ ...poolOptions(url, CONNECTIONS), types });
    pool.on('error', () => undefined);
    try {
      await transaction(pool, async (client) => {
        await client.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
        await client.query('CREATE TABLE IF NOT EXISTS ratings_schema (step INTEGER PRIMARY KEY)');
        const { rows } = await client.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM ratings_schema',
        );
        for (let step = rows[0]?.n ?? 0; step < STEPS.length; step++) {
          await client.query(STEPS[step] as string);
          await client.query('INSERT INTO ratings_schema (step) VALUES ($1)', [step + 1]);
        }
      });
      const book = new PgRatingsBook(pool, options);
      await book.alignBots();
      return book;
    } catch (error) {
      await pool.end();
      throw error;
    }
  }

  /**
   * Rewrites the bot rows that disagree with the calibration (aligned-bots.ts), at open: each
   * write sets a row to the calibration's numbers, so processes opening at once agree.
   */
  private async alignBots(): Promise<void> {
    const { rows } = await this.pool.query(PG.botRatings);
    const changed = alignBots(
      (rows as Record<string, unknown>[]).map((row) => ({
        player: String(row.player),
        mode: String(row.mode),
        rating: storedRating(row),
        settled: Number(row.settled) === 1,
      })),
      this.bots,
    );
    if (changed.length === 0) return;
    await transaction(this.pool, async (client) => {
      for (const { player, mode, rating, settled: flag } of changed) {
        const { rating: value, deviation, volatility } = rating;
        await client.query(PG.alignBot, [value, deviation, volatility, flag ? 1 : 0, player, mode]);
      }
    });
  }

  /** Whether a player's rating in a mode shows as provisional (bot-ratings.ts). */
  private provisional(mode: string, player: string, bot: boolean, rating: StoredRating): boolean {
    return provisionalIn(this.bots, mode, { id: player, bot }, rating);
  }

  async recordFinished(table: FinishedTable): Promise<Recorded> {
    try {
      return await this.record_(table);
    } catch (error) {
      // The transaction is undone: the table is not claimed, nothing is written.
      if (error instanceof RepeatedGame) return { kind: 'unrated', reason: error.message };
      throw error;
    }
  }

  private async record_(table: FinishedTable): Promise<Recorded> {
    const mode = this.modes.of(table.game, table.options, table.seats.length);
    if (!mode) return { kind: 'unrated', reason: `No rating mode for ${table.game}.` };
    if (table.places.length !== table.seats.length) {
      return { kind: 'unrated', reason: 'The outcome does not place every seat.' };
    }
    return transaction(
      this.pool,
      async (client) => {
        // Few statements, each for every seat at once: each one is a round trip. The first
        // claims the table (no row claimed: rated before), locks its players and reads their
        // ratings.
        const claimed = await client.query<ClaimRow>({
          ...RATE.claim,
          values: [
            table.tableId,
            table.game,
            mode.id,
            table.finishedAt,
            table.seats.map((s) => s.player),
          ],
        });
        const claim = claimed.rows[0];
        if (!claim || claim.inserted === 0) return { kind: 'already' } as const;
        const aliased = claim.players ?? [];
        const seats = table.seats.map((seat, i) => ({
          ...seat,
          player: aliased[i] ?? seat.player,
        }));
        const ratings = new Map<string, StoredRating>();
        for (const row of claimed.rows) {
          if (row.player !== null) ratings.set(row.player, storedRating(row));
        }
        // A person's games against a bot in the mode are checked under the person's lock above.
        const pairs = checksRepeats(table) ? personBotPairs(seats) : [];
        for (const [person, bot] of pairs) {
          const recent = await client.query<{ moves: string }>({
            ...RATE.recentMoves,
            values: [person, mode.id, bot, table.tableId, REPEAT_WINDOW],
          });
          if (recent.rows.some((row) => row.moves === table.moves))
            throw new RepeatedGame(person, bot);
        }
        for (const [person, bot] of pairs) {
          await client.query({
            ...RATE.noteMoves,
            values: [person, mode.id, bot, table.finishedAt, table.tableId, table.moves ?? ''],
          });
        }
        const updates = rateTable(mode, { ...table, seats }, ratings, this.advantage, this.bots);
        const rows = ratingRows(updates).map(({ player, name, bot, after }) =>
          ratingValues(
            player,
            mode.id,
            name,
            bot,
            after,
            this.provisional(mode.id, player, bot, after),
          ),
        );
        const history = updates.map((u) => [
          table.tableId,
          u.seat,
          u.player,
          mode.id,
          table.finishedAt,
          u.name,
          u.bot ? 1 : 0,
          u.place,
          u.result,
          u.before.rating,
          u.before.deviation,
          u.after.rating,
          u.after.deviation,
          u.after.volatility,
          u.rated ? 1 : 0,
        ]);
        await client.query({
          ...RATE.write,
          values: [
            ...columns(rows, RATING_TYPES.length),
            ...columns(history, HISTORY_TYPES.length),
          ],
        });
        for (const seat of table.abandonedBy ?? []) {
          const player = seats[seat]?.player;
          if (player !== undefined && !seats[seat]?.bot) {
            await client.query({
              ...RATE.abandon,
              values: [table.tableId, seat, player, table.finishedAt],
            });
          }
        }
        this.faults.beforeCommit?.();
        return { kind: 'rated', mode: mode.id, seats: updates } as const;
      },
      RATE,
    );
  }

  async accountsOf(players: readonly string[]): Promise<Map<string, string>> {
    const found = new Map<string, string>();
    for (const player of players) {
      const row = (await this.pool.query(PG.alias, [player])).rows[0] as
        | Record<string, unknown>
        | undefined;
      if (row) found.set(player, String(row.to_player));
    }
    return found;
  }

  async mergePlayer(from: string, to: string): Promise<number> {
    if (from === to) return 0;
    return transaction(this.pool, async (client) => {
      let moved = 0;
      await client.query(PG.addAlias, [from, to]);
      moved += (await client.query(PG.repointAliases, [to, from])).rowCount ?? 0;
      const { rows } = await client.query(PG.playerRatings, [from]);
      for (const row of rows as Record<string, unknown>[]) {
        const mode = String(row.mode);
        const theirs = (await client.query(PG.rating, [to, mode])).rows[0] as
          | Record<string, unknown>
          | undefined;
        const kept = mergeRatings(storedRating(row), theirs ? storedRating(theirs) : undefined);
        const source = theirs && kept.fromAccount ? theirs : row;
        await client.query(
          PG.upsert,
          ratingValues(to, mode, String(source.name), Number(source.bot) === 1, kept.rating),
        );
        await client.query(PG.deleteRating, [from, mode]);
        moved++;
      }
      moved += (await client.query(PG.moveHistory, [to, from])).rowCount ?? 0;
      moved += (await client.query(PG.moveAbandons, [to, from])).rowCount ?? 0;
      moved += (await client.query(PG.moveMoves, [to, from])).rowCount ?? 0;
      return moved;
    });
  }

  async forgetPlayer(player: string): Promise<number> {
    return transaction(this.pool, async (client) => {
      const nobody = `deleted:${randomUUID()}`;
      const counts = [
        await client.query(PG.deleteRatings, [player]),
        await client.query(PG.anonymiseHistory, [nobody, player]),
        await client.query(PG.deleteAliases, [player, player]),
        await client.query(PG.deleteAbandons, [player]),
        await client.query(PG.deleteMoves, [player]),
      ];
      return counts.reduce((sum, result) => sum + (result.rowCount ?? 0), 0);
    });
  }

  async ratings(player: string): Promise<PlayerRating[]> {
    const { rows } = await this.pool.query(PG.playerRatings, [player]);
    return (rows as Record<string, unknown>[]).map((row) => {
      const rating = storedRating(row);
      const mode = String(row.mode);
      return {
        mode,
        name: String(row.name),
        ...rating,
        provisional: this.provisional(mode, player, Number(row.bot) === 1, rating),
      };
    });
  }

  async history(
    player: string,
    page: { readonly limit: number; readonly before?: HistoryCursor; readonly mode?: string },
  ): Promise<HistoryPage> {
    const limit = Math.min(MAX_PAGE, Math.max(1, page.limit));
    const { at = Number.MAX_SAFE_INTEGER, tableId = '\u{10FFFF}' } = page.before ?? {};
    const { rows } =
      page.mode === undefined
        ? await this.pool.query(PG.historyKeys, [player, at, at, tableId, limit + 1])
        : await this.pool.query(PG.historyModeKeys, [
            player,
            page.mode,
            at,
            at,
            tableId,
            limit + 1,
          ]);
    const keys = (rows as Record<string, unknown>[]).map((row) => ({
      tableId: String(row.table_id),
      mode: String(row.mode),
      at: Number(row.at),
    }));
    const shown = keys.slice(0, limit);
    const seatRows = await this.pool.query(
      'SELECT * FROM rating_history WHERE table_id = ANY($1::text[])',
      [shown.map((k) => k.tableId)],
    );
    const seats = (seatRows.rows as Record<string, unknown>[]).map((row) => ({
      tableId: String(row.table_id),
      ...gameSeat(row),
    }));
    const entries = groupHistory(player, shown, seats);
    const last = shown[shown.length - 1];
    return keys.length > limit && last
      ? { entries, next: writeCursor({ at: last.at, tableId: last.tableId }) }
      : { entries };
  }

  async record(player: string): Promise<SeatRecord[]> {
    const { rows } = await this.pool.query(PG.record, [player]);
    return seatRecords(rows as Record<string, unknown>[]);
  }

  async leaderboard(
    mode: string,
    page: { readonly limit: number; readonly after?: BoardCursor; readonly now: number },
  ): Promise<LeaderboardPage> {
    const limit = Math.min(MAX_PAGE, Math.max(1, page.limit));
    const since = activeSince(page.now);
    const { after } = page;
    const { rows } = after
      ? await this.pool.query(PG.boardAfter, [
          mode,
          since,
          after.rating,
          after.rating,
          after.player,
          limit + 1,
        ])
      : await this.pool.query(PG.board, [mode, since, limit + 1]);
    return boardPage(mode, rows as Record<string, unknown>[], limit, after?.rank ?? 0);
  }

  async markRated(tableId: string, range?: RatingRange): Promise<void> {
    await this.pool.query(PG.markRated, [tableId, range?.low ?? null, range?.high ?? null]);
  }

  async noteEnding(ending: SeatEnding): Promise<void> {
    await this.pool.query(
      `INSERT INTO table_endings (table_id, seat, kind, at) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING`,
      [ending.tableId, ending.seat, ending.kind, ending.at],
    );
  }

  async endings(tableId: string): Promise<SeatEnding[]> {
    const { rows } = await this.pool.query<Record<string, unknown>>(
      'SELECT seat, kind, at FROM table_endings WHERE table_id = $1 ORDER BY seat',
      [tableId],
    );
    return rows.map((row) => endingOf(tableId, row));
  }

  async abandons(player: string, since: number): Promise<number[]> {
    const { rows } = await this.pool.query<{ at: number }>(
      `SELECT a.at FROM rating_abandons a
       WHERE a.player = coalesce((SELECT to_player FROM player_aliases WHERE from_player = $1), $1)
         AND a.at >= $2 ORDER BY a.at`,
      [player, since],
    );
    return rows.map((row) => row.at);
  }

  async noteAway(tableId: string, seat: number, since: number): Promise<void> {
    await this.pool.query(PG.noteAway, [tableId, seat, since]);
  }

  async noteBack(tableId: string, seat: number): Promise<void> {
    await this.pool.query(PG.noteBack, [tableId, seat]);
  }

  async absences(tableId: string): Promise<Map<number, number>> {
    const { rows } = await this.pool.query<Record<string, unknown>>(PG.absences, [tableId]);
    return new Map(rows.map((row) => [Number(row.seat), Number(row.since)]));
  }

  async isRated(tableId: string): Promise<boolean> {
    return (await this.pool.query(PG.isRated, [tableId])).rows.length > 0;
  }

  async forgetRated(tableId: string): Promise<void> {
    await transaction(this.pool, async (client) => {
      await client.query(PG.forgetRated, [tableId]);
      await client.query(PG.forgetAbsences, [tableId]);
    });
  }

  async pendingRated(limit: number): Promise<string[]> {
    const { rows } = await this.pool.query<{ table_id: string }>(PG.pendingRated, [limit]);
    return rows.map((row) => row.table_id);
  }

  async tables(ids: readonly string[]): Promise<Map<string, BookTable>> {
    const list = ids.slice(0, MAX_PAGE);
    const [pending, seats] = await Promise.all([
      this.pool.query(PG.pendingAmong, [list]),
      this.pool.query(PG.seatsAmong, [list]),
    ]);
    return bookTables(
      (pending.rows as Record<string, unknown>[]).map((row) => pendingRow(row)),
      (seats.rows as Record<string, unknown>[]).map((row) => ({
        tableId: String(row.table_id),
        mode: String(row.mode),
        ...gameSeat(row),
      })),
    );
  }

  async ratingsIn(mode: string, players: readonly string[]): Promise<Map<string, StoredRating>> {
    const { rows } = await this.pool.query(PG.ratingsIn, [players.slice(0, MAX_PAGE), mode]);
    return new Map(
      (rows as Record<string, unknown>[]).map((row) => [String(row.asked), storedRating(row)]),
    );
  }

  async importRatings(rows: readonly ImportedRating[]): Promise<void> {
    const CHUNK = 5000;
    await transaction(this.pool, async (client) => {
      for (let i = 0; i < rows.length; i += CHUNK) {
        const chunk = rows.slice(i, i + CHUNK);
        const values = chunk.map((r) => ratingValues(r.player, r.mode, r.name, r.bot, r.rating));
        await client.query(`${IMPORT_ALL} ON CONFLICT (player, mode) DO NOTHING`, columns(values));
      }
    });
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
