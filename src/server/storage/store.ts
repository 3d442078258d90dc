/**
 * The server's store, behind one small interface: the embedded SQLite file (one process, no
 * services; `npm start`) or PostgreSQL when DATABASE_URL is set (several processes may share
 * it). Either way reads are synchronous and a batch of writes commits atomically and durably.
 */
import { Reader, type LobbyCursor, type TableRow } from './reader.ts';
import type { StoredAction, StoredTable } from './rows.ts';
import type { WriteOp } from './writes.ts';
import { Writer } from './writer.ts';

/** The reads the tables' service makes: rebuilding tables, the lobby, the finished list. */
export interface StoreReader {
  loadTable(id: string): StoredTable | undefined;
  loadActions(id: string): StoredAction[];
  /** A table's row and its number of actions, or undefined. */
  tableRow(id: string): TableRow | undefined;
  /** Tables still being played (neither finished nor abandoned), oldest first. */
  playingIds(): string[];
  /** Since when (epoch ms) nobody has played at a table: its last action, or its creation. */
  quietSince(id: string, createdAt: string): number;
  /** Finished tables listed in the lobby, newest first. */
  finished(limit: number): TableRow[];
  /** Listed playing tables with a friend seat nobody opened, newest first, after `cursor`. */
  lobby(limit: number, cursor?: LobbyCursor): LobbyCursor[];
  close(): void;
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

export interface StoreOptions {
  /** The SQLite file, used when `databaseUrl` is absent. */
  readonly dbPath: string;
  /** A PostgreSQL connection string, e.g. 'postgres://matchday@db:5432/matchday'. */
  readonly databaseUrl?: string;
}

/** Opens the store (creating or migrating its schema): PostgreSQL if a URL is given. */
export async function openStore(options: StoreOptions): Promise<Store> {
  if (options.databaseUrl) {
    // Loaded only here: `npm start` on SQLite never loads the PostgreSQL driver.
    const { openPostgres } = await import('./postgres/store.ts');
    return openPostgres(options.databaseUrl);
  }
  // The reader opens (and if need be creates) the database first; then the writer thread.
  const reader = new Reader(options.dbPath);
  const writer = new Writer(options.dbPath);
  return {
    kind: 'sqlite',
    reader,
    writer,
    async close() {
      await writer.close();
      reader.close();
    },
  };
}

/** A commit refused because another process took a table's lease since (see cluster/). */
export class FencedOut extends Error {
  readonly tableIds: readonly string[];

  constructor(tableIds: readonly string[]) {
    super(`another process holds the lease of table(s) ${tableIds.join(', ')}`);
    this.name = 'FencedOut';
    this.tableIds = tableIds;
  }
}
