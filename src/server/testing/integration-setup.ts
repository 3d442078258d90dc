/**
 * The integration tests' global setup (`npm run test:integration`, node --test-global-setup):
 * one PostgreSQL for the whole run, which every test file's `testPostgres()` takes a database
 * of its own on (./postgres-server.ts), instead of each file running initdb and a server of its
 * own: about 2.5 CPU-s and 2 s a file (session 26), for some twenty files. Tests that crash and
 * restart PostgreSQL still start their own (`own`); with DATABASE_URL set, that server is used
 * and none is started here.
 */
import { SHARED_TEST_POSTGRES, testPostgres, type TestPostgres } from './postgres-server.ts';

let shared: TestPostgres | undefined;

export async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL) return;
  shared = await testPostgres({ own: true });
  // Any database on it will do: its owner may create the tests' databases from there.
  process.env[SHARED_TEST_POSTGRES] = await shared.database();
}

export async function globalTeardown(): Promise<void> {
  await shared?.stop();
}
