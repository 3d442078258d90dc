/**
 * PostgreSQL's reads for the tables' service, on the server's thread and its event loop: a
 * small pool of their own, so that a read never waits behind a commit (nor a commit behind a
 * read). Each read answers within `readTimeoutMs` or rejects: a PostgreSQL that is away or
 * hangs holds up only the requests that need a read (refused as unavailable, see
 * tables/service.ts), never the actions of the tables already in memory.
 */
import pg from 'pg';
import { LOBBY_AFTER, LOBBY_FIRST, PLAYING, readState } from '../reader.ts';
import { readAction, readSeat, readTable, type Row, type StoredAction } from '../rows.ts';
import type { LobbyCursor, StoreReader, TableRow, TableState } from '../contract.ts';
import { poolOptions } from './pool.ts';

/** How long a read may take before it is given up (the pool's connection attempt is 5 s). */
export const READ_TIMEOUT_MS = 5000;

/** Connections for reads: a lobby page's reads run beside a table's rebuild. */
const READ_CONNECTIONS = 2;

/** The timer of the read timeout; tests pass their own. */
export interface ReadTimer {
  setTimeout(fire: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const SYSTEM_TIMER: ReadTimer = {
  setTimeout: (fire, ms) => setTimeout(fire, ms),
  clearTimeout: (handle) => {
    clearTimeout(handle as NodeJS.Timeout);
  },
};

export interface PgReaderOptions {
  /** Absent: READ_TIMEOUT_MS. */
  readonly readTimeoutMs?: number;
  readonly timer?: ReadTimer;
}

/** A read PostgreSQL did not answer in time (it may still be running there). */
export class ReadTimedOut extends Error {
  constructor(ms: number) {
    super(`PostgreSQL did not answer a read within ${ms} ms`);
    this.name = 'ReadTimedOut';
  }
}

/** BIGINT (counts, epoch milliseconds, actions) as numbers: every one of ours is safe. */
const types = new pg.TypeOverrides();
types.setTypeParser(pg.types.builtins.INT8, Number);

/** SQLite's `?` placeholders as PostgreSQL's `$1, $2 …`: the shared queries stay one text. */
export function numbered(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

const LOBBY_FIRST_PG = numbered(LOBBY_FIRST);
const LOBBY_AFTER_PG = numbered(LOBBY_AFTER);

export class PgReader implements StoreReader {
  private readonly pool: pg.Pool;
  private readonly timeoutMs: number;
  private readonly timer: ReadTimer;

  constructor(url: string, options: PgReaderOptions = {}) {
    this.pool = new pg.Pool({ ...poolOptions(url, READ_CONNECTIONS), types });
    // An idle connection PostgreSQL closed (a restart) is only dropped; the next read reconnects.
    this.pool.on('error', () => undefined);
    this.timeoutMs = options.readTimeoutMs ?? READ_TIMEOUT_MS;
    this.timer = options.timer ?? SYSTEM_TIMER;
  }

  async loadTable(id: string): ReturnType<StoreReader['loadTable']> {
    return (await this.rows([id]))[0]?.stored;
  }

  async loadActions(id: string): Promise<StoredAction[]> {
    const rows = await this.read(
      'SELECT idx, seat, action, timeout, at FROM actions WHERE table_id = $1 ORDER BY idx',
      [id],
    );
    return rows.map(readAction);
  }

  async tableStates(ids: readonly string[]): Promise<TableState[]> {
    if (ids.length === 0) return [];
    const rows = await this.read(
      `SELECT t.id, t.outcome, t.finished_at, t.abandoned_at,
         ARRAY(SELECT DISTINCT a.seat FROM actions a
           WHERE a.table_id = t.id AND a.timeout = 1) AS timed_out
       FROM tables t WHERE t.id = ANY($1::text[])`,
      [[...ids]],
    );
    return rows.map(readState);
  }

  async tableRow(id: string): Promise<TableRow | undefined> {
    return (await this.rows([id]))[0];
  }

  async playingIds(): Promise<string[]> {
    return (await this.read(PLAYING)).map((row) => String(row.id));
  }

  async quietSince(id: string, createdAt: string): Promise<number> {
    const rows = await this.read(
      'SELECT at FROM actions WHERE table_id = $1 ORDER BY idx DESC LIMIT 1',
      [id],
    );
    const last = rows[0]?.at;
    return Math.max(Date.parse(createdAt), typeof last === 'number' ? last : 0);
  }

  async finished(limit: number): Promise<TableRow[]> {
    const ids = await this.read(
      'SELECT id FROM tables WHERE finished_at IS NOT NULL AND listed = 1 ORDER BY finished_at DESC LIMIT $1',
      [limit],
    );
    return this.rows(ids.map((row) => String(row.id)));
  }

  async lobby(limit: number, after?: LobbyCursor): Promise<LobbyCursor[]> {
    const rows = after
      ? await this.read(LOBBY_AFTER_PG, [after.createdAt, after.id, limit])
      : await this.read(LOBBY_FIRST_PG, [limit]);
    return rows.map((row) => ({ createdAt: String(row.created_at), id: String(row.id) }));
  }

  close(): Promise<void> {
    return this.pool.end();
  }

  /** The tables' rows with their seats and versions, in the order of `ids` (missing left out). */
  private async rows(ids: readonly string[]): Promise<TableRow[]> {
    if (ids.length === 0) return [];
    const [rows, seats] = await Promise.all([
      this.read(
        `SELECT t.*, (SELECT count(*) FROM actions a WHERE a.table_id = t.id) AS version
         FROM tables t WHERE t.id = ANY($1::text[])`,
        [ids],
      ),
      this.read('SELECT * FROM seats WHERE table_id = ANY($1::text[]) ORDER BY table_id, seat', [
        ids,
      ]),
    ]);
    const seatsOf = new Map<string, Row[]>();
    for (const seat of seats) {
      const list = seatsOf.get(String(seat.table_id)) ?? [];
      list.push(seat);
      seatsOf.set(String(seat.table_id), list);
    }
    const byId = new Map(
      rows.map((row) => {
        const id = String(row.id);
        const stored = readTable(row, (seatsOf.get(id) ?? []).map(readSeat));
        return [id, { stored, version: Number(row.version) }] as const;
      }),
    );
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * One query's rows, or a rejection once `timeoutMs` has passed without an answer: a
   * PostgreSQL that hangs (a lock, a stopped backend, a network gone quiet) is given up on
   * here; the pool's own query timeout (pool.ts) frees the connection later.
   */
  private read(text: string, values: unknown[] = []): Promise<Row[]> {
    const query = this.pool.query(text, values);
    return new Promise<Row[]>((resolve, reject) => {
      const handle = this.timer.setTimeout(() => {
        reject(new ReadTimedOut(this.timeoutMs));
      }, this.timeoutMs);
      query.then(
        (result) => {
          this.timer.clearTimeout(handle);
          resolve(result.rows as Row[]);
        },
        (error: unknown) => {
          this.timer.clearTimeout(handle);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
  }
}
