/**
 * The server's store, behind one small interface: the embedded SQLite file (one process, no
 * services; `npm start`) or PostgreSQL when DATABASE_URL is set (several processes may share
 * it). Either way reads answer as promises and a batch of writes commits atomically and durably.
 */
import type { Store } from './contract.ts';
import { Reader } from './reader.ts';
import { Writer } from './writer.ts';

// The door for the rest of the server: what a store is (contract.ts) and how to open one.
export {
  FencedOut,
  type Store,
  type StoreKind,
  type StoreReader,
  type StoreWriter,
  tablesOfWrite,
} from './contract.ts';

export interface StoreOptions {
  /** The SQLite file, used when `databaseUrl` is absent. */
  readonly dbPath: string;
  /** A PostgreSQL connection string, e.g. 'postgres://matchday@db:5432/matchday'. */
  readonly databaseUrl?: string;
  /** How long a PostgreSQL read may take before it is refused (postgres/reader.ts). */
  readonly readTimeoutMs?: number;
}

/** Opens the store (creating or migrating its schema): PostgreSQL if a URL is given. */
export async function openStore(options: StoreOptions): Promise<Store> {
  if (options.databaseUrl) {
    // Loaded only here: `npm start` on SQLite never loads the PostgreSQL driver.
    const { openPostgres } = await import('./postgres/store.ts');
    return openPostgres(options.databaseUrl, { readTimeoutMs: options.readTimeoutMs });
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
      await reader.close();
    },
  };
}
