/**
 * The embedded database: one SQLite file (node:sqlite), in WAL mode with synchronous=FULL so
 * that a committed action survives a crash or a power cut. Tables are stored as records:
 * their setup in `tables` and `seats`, their moves in `actions`.
 */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/**
 * The schema as numbered steps: a database remembers how many it has taken (PRAGMA
 * user_version) and takes the rest at open, each in one transaction. Steps are only ever
 * appended, so a database file from any earlier version opens on this one.
 */
const MIGRATIONS: readonly string[] = [
  `
CREATE TABLE IF NOT EXISTS tables (
  id TEXT PRIMARY KEY,
  game TEXT NOT NULL,
  engine_version TEXT NOT NULL,
  options TEXT NOT NULL,
  seed TEXT NOT NULL,
  turn_seconds INTEGER NOT NULL,
  listed INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  finished_at TEXT,
  outcome TEXT,
  rematch TEXT
) STRICT;
CREATE INDEX IF NOT EXISTS tables_unfinished ON tables (id) WHERE finished_at IS NULL;
CREATE INDEX IF NOT EXISTS tables_finished ON tables (finished_at) WHERE finished_at IS NOT NULL;
CREATE TABLE IF NOT EXISTS seats (
  table_id TEXT NOT NULL REFERENCES tables (id),
  seat INTEGER NOT NULL,
  name TEXT NOT NULL,
  invite TEXT NOT NULL,
  agent TEXT NOT NULL,
  token_hash BLOB,
  claimed INTEGER NOT NULL,
  PRIMARY KEY (table_id, seat)
) STRICT, WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS actions (
  table_id TEXT NOT NULL REFERENCES tables (id),
  idx INTEGER NOT NULL,
  seat INTEGER NOT NULL,
  action INTEGER NOT NULL,
  timeout INTEGER NOT NULL,
  PRIMARY KEY (table_id, idx)
) STRICT, WITHOUT ROWID;
`,
  // A claimed seat belongs to one device; the host may give a seat a new link.
  `
ALTER TABLE seats ADD COLUMN device_hash BLOB;
ALTER TABLE tables ADD COLUMN host_hash BLOB;
`,
  // Tables' lifetime: an unfinished table nobody played or watched for long is closed as
  // abandoned (its rows stay); each action's time (epoch ms) tells a restart how long a table
  // has been quiet. Start and the lobby read only tables still playing, through partial
  // indexes, so finished and abandoned tables cost them nothing.
  `
ALTER TABLE tables ADD COLUMN abandoned_at TEXT;
ALTER TABLE actions ADD COLUMN at INTEGER;
DROP INDEX IF EXISTS tables_unfinished;
CREATE INDEX tables_playing ON tables (created_at)
  WHERE finished_at IS NULL AND abandoned_at IS NULL;
CREATE INDEX tables_lobby ON tables (created_at, id)
  WHERE listed = 1 AND finished_at IS NULL AND abandoned_at IS NULL;
`,
  // Response windows: each table's countdown (tables made before had the default, 10 s).
  `
ALTER TABLE tables ADD COLUMN window_seconds INTEGER NOT NULL DEFAULT 10;
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
ALTER TABLE seats ADD COLUMN turn_deadline INTEGER;
CREATE INDEX seats_player ON seats (player_id, table_id) WHERE player_id IS NOT NULL;
`,
  // Real-time clocks per seat (tables/clock.ts): the table's setting as JSON; null: none.
  `
ALTER TABLE tables ADD COLUMN clock TEXT;
`,
];

/** Owner only: the database holds the seeds of games still being played. */
const DIRECTORY_MODE = 0o700;
const FILE_MODE = 0o600;

export function openDatabase(path: string): DatabaseSync {
  mkdirSync(dirname(path), { recursive: true, mode: DIRECTORY_MODE });
  ownerOnly(path);
  const db = new DatabaseSync(path);
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = FULL');
  db.exec('PRAGMA foreign_keys = ON');
  db.exec('PRAGMA busy_timeout = 5000');
  migrate(db);
  return db;
}

/**
 * Makes the database file (created here if new) and its WAL and shared-memory files readable
 * and writable by their owner alone. SQLite gives the -wal and -shm files it creates the
 * database file's mode. A directory that already exists keeps its mode: it is the operator's
 * (it may be '.' or a shared parent), and the files inside are closed to others anyway.
 */
function ownerOnly(path: string): void {
  closeSync(openSync(path, 'a', FILE_MODE));
  for (const file of [path, `${path}-wal`, `${path}-shm`]) {
    if (existsSync(file) && (statSync(file).mode & 0o777) !== FILE_MODE) chmodSync(file, FILE_MODE);
  }
}

/** Takes the schema steps this database has not taken yet. */
function migrate(db: DatabaseSync): void {
  const row = db.prepare('PRAGMA user_version').get();
  const taken = Number(row?.user_version ?? 0);
  for (let step = taken; step < MIGRATIONS.length; step++) {
    transaction(db, () => {
      db.exec(MIGRATIONS[step] as string);
      // PRAGMA takes no parameters; `step` is a number we count.
      db.exec(`PRAGMA user_version = ${step + 1}`);
    });
  }
}

/** Runs `work` in one transaction: all of it is committed, or none. */
export function transaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}
