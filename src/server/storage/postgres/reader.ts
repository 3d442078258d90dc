/**
 * Synchronous reads of PostgreSQL for the tables' service, as SQLite's Reader gives them: each
 * read is sent to the read thread (read-worker.ts) and waited for, one loopback or LAN round
 * trip. Reads are rare beside actions (a table rebuilt, a lobby or finished page); actions
 * never wait for them.
 */
import { createSyncFn } from 'synckit';
import { readAction, readSeat, readTable, type Row, type StoredAction } from '../rows.ts';
import type { LobbyCursor, StoreReader, TableRow } from '../contract.ts';
import type { ReadAnswer, ReadCall } from './reads.ts';

/** Longer than a pooled connection's attempt and a statement's limit together (pool.ts). */
const READ_TIMEOUT_MS = 20_000;

type Ask = (url: string, call: ReadCall) => ReadAnswer;

let shared: Ask | undefined;

/** One read thread for the process, whatever the databases (tests open several). */
function readThread(): Ask {
  shared ??= createSyncFn<(url: string, call: ReadCall) => Promise<ReadAnswer>>(
    new URL('./read-worker.ts', import.meta.url),
    { timeout: READ_TIMEOUT_MS },
  );
  return shared;
}

export class PgReader implements StoreReader {
  private readonly url: string;
  private readonly ask: Ask;

  constructor(url: string) {
    this.url = url;
    this.ask = readThread();
  }

  loadTable(id: string): ReturnType<StoreReader['loadTable']> {
    return this.rows([id])[0]?.stored;
  }

  loadActions(id: string): StoredAction[] {
    return this.read({ kind: 'actions', id }).rows.map(readAction);
  }

  tableRow(id: string): TableRow | undefined {
    return this.rows([id])[0];
  }

  playingIds(): string[] {
    return this.read({ kind: 'playing' }).rows.map((row) => String(row.id));
  }

  quietSince(id: string, createdAt: string): number {
    const last = this.read({ kind: 'lastAt', id }).rows[0]?.at;
    return Math.max(Date.parse(createdAt), typeof last === 'number' ? last : 0);
  }

  finished(limit: number): TableRow[] {
    const ids = this.read({ kind: 'finished', limit }).rows.map((row) => String(row.id));
    return this.rows(ids);
  }

  lobby(limit: number, after?: LobbyCursor): LobbyCursor[] {
    const { rows } = this.read({ kind: 'lobby', limit, after });
    return rows.map((row) => ({ createdAt: String(row.created_at), id: String(row.id) }));
  }

  close(): void {
    this.read({ kind: 'close' });
  }

  /** The tables' rows with their seats and versions, in the order of `ids` (missing left out). */
  private rows(ids: readonly string[]): TableRow[] {
    if (ids.length === 0) return [];
    const { rows, seats = [] } = this.read({ kind: 'tables', ids });
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

  private read(call: ReadCall): ReadAnswer {
    return this.ask(this.url, call);
  }
}
