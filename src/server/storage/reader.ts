/**
 * Reading the database on the server's own thread: rebuilding tables at start, bringing back
 * finished ones, and the pages of the lobby and the finished list. Reads never wait for a
 * disk flush; WAL lets them run beside the writer. node:sqlite answers at once (an indexed
 * read of a local file); the answers are promises only because the contract's are, as
 * PostgreSQL's must be (postgres/reader.ts).
 */
import type { DatabaseSync } from 'node:sqlite';
import { openDatabase } from './database.ts';
import type { LobbyCursor, StoreReader, TableRow, TableState } from './contract.ts';
import {
  readAction,
  readSeat,
  readTable,
  type Row,
  type StoredAction,
  type StoredTable,
} from './rows.ts';
import type { Outcome } from '../../core/game.ts';

export type { LobbyCursor, TableRow, TableState };

export class Reader implements StoreReader {
  private readonly db: DatabaseSync;
  private readonly statements: ReturnType<typeof prepare>;

  constructor(path: string) {
    this.db = openDatabase(path);
    this.statements = prepare(this.db);
  }

  loadTable(id: string): Promise<StoredTable | undefined> {
    return answer(() => this.table(id));
  }

  loadActions(id: string): Promise<StoredAction[]> {
    return answer(() => this.statements.actions.all(id).map(readAction));
  }

  tableStates(ids: readonly string[]): Promise<TableState[]> {
    return answer(() =>
      ids.length === 0 ? [] : this.statements.states.all(JSON.stringify(ids)).map(readState),
    );
  }

  /** A table's row and its number of actions, or undefined. */
  tableRow(id: string): Promise<TableRow | undefined> {
    return answer(() => this.row(id));
  }

  /** Tables still being played (neither finished nor abandoned), oldest first. */
  playingIds(): Promise<string[]> {
    return answer(() => this.statements.playing.all().map((row) => String(row.id)));
  }

  /** Since when (epoch ms) nobody has played at a table: its last action, or its creation. */
  quietSince(id: string, createdAt: string): Promise<number> {
    return answer(() => {
      const last = this.statements.lastAt.get(id)?.at;
      return Math.max(Date.parse(createdAt), typeof last === 'number' ? last : 0);
    });
  }

  /** Finished tables listed in the lobby, newest first: the public list of replays. */
  finished(limit: number): Promise<TableRow[]> {
    return answer(() =>
      this.statements.finished.all(limit).flatMap((row) => this.row(String(row.id)) ?? []),
    );
  }

  /**
   * Listed tables still playing with a friend seat nobody has opened, newest first (ties by
   * id), from after `cursor`: at most `limit` ids.
   */
  lobby(limit: number, cursor?: LobbyCursor): Promise<LobbyCursor[]> {
    return answer(() => {
      const rows = cursor
        ? this.statements.lobbyAfter.all(cursor.createdAt, cursor.id, limit)
        : this.statements.lobby.all(limit);
      return rows.map((row) => ({ createdAt: String(row.created_at), id: String(row.id) }));
    });
  }

  close(): Promise<void> {
    return answer(() => {
      if (this.db.isOpen) this.db.close();
    });
  }

  private table(id: string): StoredTable | undefined {
    const row = this.statements.table.get(id);
    if (!row) return undefined;
    return readTable(row, this.statements.seats.all(id).map(readSeat));
  }

  private row(id: string): TableRow | undefined {
    const stored = this.table(id);
    if (!stored) return undefined;
    return { stored, version: Number(this.statements.version.get(id)?.n ?? 0) };
  }
}

/** A synchronous read as the contract's promise: resolved, or rejected with what it threw. */
function answer<T>(read: () => T): Promise<T> {
  return new Promise((resolve) => {
    resolve(read());
  });
}

/**
 * A state as both stores read it: `timed_out` is the seats as a JSON list (SQLite) or an array
 * (PostgreSQL).
 */
export function readState(row: Row | Record<string, unknown>): TableState {
  const late =
    typeof row.timed_out === 'string' ? (JSON.parse(row.timed_out) as unknown) : row.timed_out;
  return {
    id: String(row.id),
    outcome: typeof row.outcome === 'string' ? (JSON.parse(row.outcome) as Outcome) : null,
    finishedAt: typeof row.finished_at === 'string' ? row.finished_at : null,
    abandonedAt: typeof row.abandoned_at === 'string' ? row.abandoned_at : null,
    timedOut: Array.isArray(late) ? late.map(Number).sort((a, b) => a - b) : [],
  };
}

/** The reads start and the lobby make: they must go through partial indexes (see the test). */
export const PLAYING =
  'SELECT id FROM tables WHERE finished_at IS NULL AND abandoned_at IS NULL ORDER BY created_at';

const LOBBY = `SELECT id, created_at FROM tables
  WHERE listed = 1 AND finished_at IS NULL AND abandoned_at IS NULL AND %AFTER%
    AND EXISTS (SELECT 1 FROM seats
      WHERE seats.table_id = tables.id AND invite = 'friend' AND claimed = 0)
  ORDER BY created_at DESC, id DESC LIMIT ?`;
export const LOBBY_FIRST = LOBBY.replace('%AFTER%', 'TRUE');
export const LOBBY_AFTER = LOBBY.replace('%AFTER%', '(created_at, id) < (?, ?)');

function prepare(db: DatabaseSync) {
  return {
    table: db.prepare('SELECT * FROM tables WHERE id = ?'),
    seats: db.prepare('SELECT * FROM seats WHERE table_id = ? ORDER BY seat'),
    actions: db.prepare(
      'SELECT idx, seat, action, timeout, at FROM actions WHERE table_id = ? ORDER BY idx',
    ),
    // The seats are distinct by GROUP BY in the subquery, json_group_array having no DISTINCT.
    states: db.prepare(
      `SELECT t.id, t.outcome, t.finished_at, t.abandoned_at,
         (SELECT json_group_array(seat) FROM (SELECT DISTINCT a.seat FROM actions a
            WHERE a.table_id = t.id AND a.timeout = 1)) AS timed_out
       FROM tables t WHERE t.id IN (SELECT value FROM json_each(?))`,
    ),
    version: db.prepare('SELECT count(*) AS n FROM actions WHERE table_id = ?'),
    lastAt: db.prepare('SELECT at FROM actions WHERE table_id = ? ORDER BY idx DESC LIMIT 1'),
    playing: db.prepare(PLAYING),
    finished: db.prepare(
      'SELECT id FROM tables WHERE finished_at IS NOT NULL AND listed = 1 ORDER BY finished_at DESC LIMIT ?',
    ),
    lobby: db.prepare(LOBBY_FIRST),
    lobbyAfter: db.prepare(LOBBY_AFTER),
  };
}
