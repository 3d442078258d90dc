/**
 * The stores the server's storage tests run on: each such test runs once per store, the same
 * test (`for (const kind of STORES) describe(…)`), never a copy.
 */
import type { ServerOptions } from '../server.ts';
import type { StoreKind } from '../storage/store.ts';
import { testPostgres, type TestPostgres } from './postgres-server.ts';

export const STORES: readonly StoreKind[] = ['sqlite', 'postgres'];

export interface TestStore {
  /** The server options of a fresh, empty store: {} for SQLite (the harness's data dir). */
  fresh(): Promise<Pick<ServerOptions, 'databaseUrl'>>;
  /** The same as a child server's environment. */
  env(): Promise<Record<string, string>>;
  stop(): Promise<void>;
}

/** A store of this kind for one suite; PostgreSQL is started on first use. */
export function testStore(kind: StoreKind): TestStore {
  let postgres: Promise<TestPostgres> | undefined;
  const fresh = async (): Promise<Pick<ServerOptions, 'databaseUrl'>> => {
    if (kind === 'sqlite') return {};
    postgres ??= testPostgres();
    return { databaseUrl: await (await postgres).database() };
  };
  return {
    fresh,
    async env(): Promise<Record<string, string>> {
      const { databaseUrl } = await fresh();
      return databaseUrl === undefined ? {} : { DATABASE_URL: databaseUrl };
    },
    async stop() {
      await (await postgres)?.stop();
    },
  };
}
