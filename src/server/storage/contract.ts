/**
 * What a store is, for both kinds (SQLite here, PostgreSQL in postgres/): the reads, the
 * writes as data, and the refusal a fenced commit gets. Every store implements these and
 * imports nothing else of the door that opens it (store.ts), so no module of a store points
 * back at the code that loads it.
 */
import type { ActionRow, FinishedRow, StoredAction, StoredTable } from './rows.ts';
import type { Outcome } from '../../core/game.ts';

/** A table's row with how many actions it has: all a summary needs, without a replay. */
export interface TableRow {
  readonly stored: StoredTable;
  readonly version: number;
}

/**
 * How a table a competition plays stands (its tick's one read for all its tables, see
 * competitions/service.ts): finished with an outcome, closed, and the seats a person ran out of
 * time at (the turn timer played for them at least once), e.g. `[1]`, ascending.
 */
export interface TableState {
  readonly id: string;
  readonly outcome: Outcome | null;
  readonly finishedAt: string | null;
  readonly abandonedAt: string | null;
  readonly timedOut: readonly number[];
}

/** Where a page of the lobby starts: after the table created at `createdAt` with id `id`. */
export interface LobbyCursor {
  readonly createdAt: string;
  readonly id: string;
}

/** Every change the server makes to the database, as data: a store commits a batch of them. */
export type WriteOp =
  /** A new table and its seats; with `replaces`, the table it is the rematch of. */
  | { readonly kind: 'table'; readonly table: StoredTable; readonly replaces?: string }
  | { readonly kind: 'action'; readonly row: ActionRow }
  | { readonly kind: 'finish'; readonly row: FinishedRow }
  /** A step its seat took back: the table's last action, at `idx`, leaves the record. */
  | { readonly kind: 'undo'; readonly tableId: string; readonly idx: number }
  /** An unfinished table closed for lack of play; a finished one stays finished. */
  | { readonly kind: 'abandon'; readonly tableId: string; readonly at: string }
  /** A seat's new token, with whether it is claimed and by which device (null: nobody's). */
  | {
      readonly kind: 'token';
      readonly tableId: string;
      readonly seat: number;
      readonly tokenHash: Uint8Array;
      readonly claimed: boolean;
      readonly deviceHash: Uint8Array | null;
      /** The name its new holder gave it in the lobby; absent: the name stays. */
      readonly name?: string;
      /** The player who holds it now; null: nobody; absent: the player stays. */
      readonly playerId?: string | null;
    }
  /**
   * A person's seat now waits on a decision begun at version `since` whose time runs out at
   * `deadline` (epoch ms; null: no clock), or (`since` null) on none: "your move" and a
   * correspondence clock that survives a restart (games-list/turns.ts).
   */
  | {
      readonly kind: 'turn';
      readonly tableId: string;
      readonly seat: number;
      readonly since: number | null;
      readonly deadline: number | null;
    }
  /** A seat claimed by the device whose token hashes to `deviceHash`. */
  | {
      readonly kind: 'bind';
      readonly tableId: string;
      readonly seat: number;
      readonly deviceHash: Uint8Array;
      /** The signed-in player who took it; absent: the player stays. */
      readonly playerId?: string;
    };

/** The tables a write changes (a rematch's table also marks the table it replaces). */
export function tablesOfWrite(op: WriteOp): string[] {
  switch (op.kind) {
    case 'table':
      return op.replaces === undefined ? [op.table.id] : [op.table.id, op.replaces];
    case 'action':
    case 'finish':
      return [op.row.tableId];
    case 'undo':
    case 'abandon':
    case 'token':
    case 'turn':
    case 'bind':
      return [op.tableId];
  }
}

/**
 * The reads the tables' service makes: rebuilding tables, the lobby, the finished list. Each
 * answers later (a promise), so that a database that is slow or away holds up only the
 * requests that need it, never the serving thread; a read that cannot be answered rejects
 * (PostgreSQL: within its read timeout, see postgres/reader.ts).
 */
export interface StoreReader {
  loadTable(id: string): Promise<StoredTable | undefined>;
  loadActions(id: string): Promise<StoredAction[]>;
  /** The states of the tables of `ids` (those found, in no set order), in one query. */
  tableStates(ids: readonly string[]): Promise<TableState[]>;
  /** A table's row and its number of actions, or undefined. */
  tableRow(id: string): Promise<TableRow | undefined>;
  /** Tables still being played (neither finished nor abandoned), oldest first. */
  playingIds(): Promise<string[]>;
  /** Since when (epoch ms) nobody has played at a table: its last action, or its creation. */
  quietSince(id: string, createdAt: string): Promise<number>;
  /** Finished tables listed in the lobby, newest first. */
  finished(limit: number): Promise<TableRow[]>;
  /** Listed playing tables with a friend seat nobody opened, newest first, after `cursor`. */
  lobby(limit: number, cursor?: LobbyCursor): Promise<LobbyCursor[]>;
  close(): Promise<void>;
}

/** Commits a batch in one transaction: resolves once it is durable, or rejects and none is. */
export interface StoreWriter {
  /**
   * With `fences` (table id → lease token; PostgreSQL in a cluster), the batch commits only if
   * no higher token has committed to any of those tables, else it rejects with FencedOut.
   */
  commit(ops: readonly WriteOp[], fences?: ReadonlyMap<string, number>): Promise<void>;
  /** Resolves once every batch sent has been answered and the connection is closed. */
  close(): Promise<void>;
}

export interface Store {
  /** 'sqlite' or 'postgres', for the log and the metrics. */
  readonly kind: StoreKind;
  readonly reader: StoreReader;
  readonly writer: StoreWriter;
  close(): Promise<void>;
}

export type StoreKind = 'sqlite' | 'postgres';

/** A commit refused because another process took a table's lease since (see cluster/). */
export class FencedOut extends Error {
  readonly tableIds: readonly string[];

  constructor(tableIds: readonly string[]) {
    super(`another process holds the lease of table(s) ${tableIds.join(', ')}`);
    this.name = 'FencedOut';
    this.tableIds = tableIds;
  }
}
