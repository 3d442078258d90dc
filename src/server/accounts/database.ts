/**
 * Where better-auth keeps people: the server's own database. On SQLite, a connection of its
 * own to the same file (WAL lets it write beside the table writer's thread); on PostgreSQL, a
 * small pool on the same DATABASE_URL. Its tables (auth_user, auth_session, auth_account,
 * auth_verification, auth_passkey) are created or brought up to date at start.
 */
import { DatabaseSync } from 'node:sqlite';
import type { BetterAuthOptions } from 'better-auth';
import { getMigrations } from 'better-auth/db/migration';
import type { Pool } from 'pg';

export interface AuthDatabase {
  readonly database: DatabaseSync | Pool;
  /** Creates or updates better-auth's tables for `options` (its plugins add columns). */
  migrate(options: BetterAuthOptions): Promise<void>;
  /**
   * A deleted account's seats, in every stored table: each takes its seat's default name
   * ('Seat 2') and names no player, so the games stay whole under no name of theirs.
   */
  forgetPlayer(playerId: string): Promise<void>;
  close(): Promise<void>;
}

export async function openAuthDatabase(
  dbPath: string,
  databaseUrl: string | undefined,
): Promise<AuthDatabase> {
  if (databaseUrl) return openPostgres(databaseUrl);
  const db = new ImmediateDatabase(dbPath);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000;');
  return {
    database: db,
    async migrate(options) {
      await (await getMigrations(options)).runMigrations();
    },
    forgetPlayer(playerId) {
      db.prepare(FORGET).run(playerId);
      return Promise.resolve();
    },
    close() {
      db.close();
      return Promise.resolve();
    },
  };
}

/**
 * A connection whose transactions take the write lock as they begin (BEGIN IMMEDIATE): better-
 * auth's SQLite driver begins them deferred, so a sign-up that read and then wrote failed with
 * 'database is locked' at once whenever the tables' writer or the ratings book had written to
 * the file since its read (WAL's stale snapshot, which the busy timeout never waits out: 422
 * 'Failed to create user', seen in seats.test.ts). Immediate, it waits for the lock (busy
 * timeout) and then reads what is there. Still a DatabaseSync, which the driver checks for.
 */
class ImmediateDatabase extends DatabaseSync {
  override prepare(sql: string): ReturnType<DatabaseSync['prepare']> {
    return super.prepare(/^\s*begin\s*;?\s*$/iu.test(sql) ? 'BEGIN IMMEDIATE' : sql);
  }
}

/** The seats' table is the store's (storage/): seat N's default name is 'Seat N' (core/seats.ts). */
const FORGET = `UPDATE seats SET name = 'Seat ' || (seat + 1), player_id = NULL WHERE player_id = ?`;

/** Several processes may start at once: one migrates at a time, under an advisory lock. */
const MIGRATION_LOCK = 734_201;

async function openPostgres(databaseUrl: string): Promise<AuthDatabase> {
  // Loaded only here: `npm start` on SQLite never loads the PostgreSQL driver.
  const { default: pg } = await import('pg');
  const { poolOptions } = await import('../storage/postgres/pool.ts');
  const pool = new pg.Pool(poolOptions(databaseUrl, 4));
  pool.on('error', () => undefined);
  return {
    database: pool,
    async migrate(options) {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await (await getMigrations(options)).runMigrations();
      } finally {
        await client
          .query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK])
          .catch(() => undefined);
        client.release();
      }
    },
    async forgetPlayer(playerId) {
      await pool.query(FORGET.replace('?', '$1'), [playerId]);
    },
    close: () => pool.end(),
  };
}
