/**
 * The PostgreSQL schema as numbered steps, as the SQLite one is (database.ts's MIGRATIONS):
 * the database remembers the steps it has taken in `schema_steps` and takes the rest at
 * open, all in one transaction under an advisory lock, so that processes starting together
 * migrate once. Steps are only ever appended. Its first step is SQLite's four steps as they
 * stand (PostgreSQL came later); a new column is one new step here and one there.
 *
 * Columns keep SQLite's types where they can, so that both stores' rows read the same
 * (rows.ts): times as ISO text, flags as 0/1 integers, hashes as bytes. Ids and times compare
 * byte by byte (COLLATE "C"), as SQLite compares text, whatever the database's locale: the
 * lobby's pages and the finished list come in the same order on both.
 */
import type { Pool } from 'pg';

export const PG_MIGRATIONS: readonly string[] = [
  `
CREATE TABLE tables (
  id TEXT COLLATE "C" PRIMARY KEY,
  game TEXT NOT NULL,
  engine_version TEXT NOT NULL,
  options TEXT NOT NULL,
  seed TEXT NOT NULL,
  turn_seconds INTEGER NOT NULL,
  listed INTEGER NOT NULL,
  created_at TEXT COLLATE "C" NOT NULL,
  finished_at TEXT COLLATE "C",
  outcome TEXT,
  rematch TEXT,
  host_hash BYTEA,
  abandoned_at TEXT,
  window_seconds INTEGER NOT NULL DEFAULT 10
);
CREATE INDEX tables_finished ON tables (finished_at) WHERE finished_at IS NOT NULL;
CREATE INDEX tables_playing ON tables (created_at)
  WHERE finished_at IS NULL AND abandoned_at IS NULL;
CREATE INDEX tables_lobby ON tables (created_at, id)
  WHERE listed = 1 AND finished_at IS NULL AND abandoned_at IS NULL;
CREATE TABLE seats (
  table_id TEXT NOT NULL REFERENCES tables (id),
  seat INTEGER NOT NULL,
  name TEXT NOT NULL,
  invite TEXT NOT NULL,
  agent TEXT NOT NULL,
  token_hash BYTEA,
  claimed INTEGER NOT NULL,
  device_hash BYTEA,
  PRIMARY KEY (table_id, seat)
);
CREATE TABLE actions (
  table_id TEXT NOT NULL REFERENCES tables (id),
  idx INTEGER NOT NULL,
  seat INTEGER NOT NULL,
  action BIGINT NOT NULL,
  timeout INTEGER NOT NULL,
  at BIGINT,
  PRIMARY KEY (table_id, idx)
);
`,
  // Fencing (cluster/): the highest lease token that has committed to a table. A commit whose
  // token is lower comes from a process that lost the table's lease, and is refused.
  `
ALTER TABLE tables ADD COLUMN fence BIGINT NOT NULL DEFAULT 0;
`,
  // Accounts (accounts/): the player who took a seat, so that it follows them to any device.
  `
ALTER TABLE seats ADD COLUMN player_id TEXT;
`,
  // "Your move" (games-list/) and correspondence play: the decision each person's seat waits on
  // (the version it began at; null: none) and when its time runs out (epoch ms; null: no
  // clock), so that a restart keeps a days-long clock where it was; seats looked up by player.
  `
ALTER TABLE seats ADD COLUMN turn_since INTEGER;
ALTER TABLE seats ADD COLUMN turn_deadline BIGINT;
CREATE INDEX seats_player ON seats (player_id, table_id) WHERE player_id IS NOT NULL;
`,
  // Real-time clocks per seat (tables/clock.ts): the table's setting as JSON; null: none.
  `
ALTER TABLE tables ADD COLUMN clock TEXT;
`,
];

/** Any constant both the server and an operator's tools agree on: the migration's lock. */
const MIGRATION_LOCK = 0x6d617463; // 'matc'

/** Takes the schema steps this database has not taken yet; resolves to how many it took. */
export async function migrate(pool: Pool): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_steps (step INTEGER PRIMARY KEY, taken_at TIMESTAMPTZ NOT NULL DEFAULT now())',
    );
    const { rows } = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM schema_steps',
    );
    const taken = rows[0]?.n ?? 0;
    for (let step = taken; step < PG_MIGRATIONS.length; step++) {
      await client.query(PG_MIGRATIONS[step] as string);
      await client.query('INSERT INTO schema_steps (step) VALUES ($1)', [step + 1]);
    }
    await client.query('COMMIT');
    return PG_MIGRATIONS.length - taken;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
