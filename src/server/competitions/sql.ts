/**
 * The competitions' schema steps, for node:sqlite and PostgreSQL (each store records the steps
 * it took in its own `competitions_schema`; steps are only ever appended). A round is paired
 * once: `competition_rounds`' key on (competition, round) refuses a second pairing, in the
 * transaction that would add its games; a table plays one game at most (`table_id` unique).
 * Step 2 (#35, tables of 3+ seats): `others`, a JSON list of a game's seats 3 onward (NULL
 * for 2-seat games, so the rows written before it read as they were).
 * Step 3 (#35, a player's fixtures): the competitions a player entered, by player.
 * Step 4 (#35, a tick reads only what is due): `forfeit`, 1 for a game lost by forfeit (its
 * result names the seats), and an index of the games a tick looks at: paired, and without a
 * result or forfeited.
 * Step 5 (#35, entry by link): `join_key`, the secret of a link-entry competition's link; a
 * link competition written before it gets one from the database's own strong random source
 * (SQLite's randomblob, PostgreSQL's gen_random_uuid), so its host's link works from then on.
 */
export const STEPS_SQLITE: readonly string[] = [
  `
CREATE TABLE competitions (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  host TEXT NOT NULL,
  host_name TEXT NOT NULL,
  settings TEXT NOT NULL,
  status TEXT NOT NULL,
  seed TEXT NOT NULL,
  starts_at INTEGER,
  created_at INTEGER NOT NULL,
  started_at INTEGER,
  finished_at INTEGER,
  listed INTEGER NOT NULL
) STRICT;
CREATE INDEX competitions_listed ON competitions (status, created_at DESC) WHERE listed = 1;
CREATE INDEX competitions_active ON competitions (status, starts_at) WHERE status != 'finished';
CREATE TABLE competition_entrants (
  competition_id TEXT NOT NULL REFERENCES competitions (id),
  player TEXT NOT NULL,
  name TEXT NOT NULL,
  rating REAL NOT NULL,
  joined_at INTEGER NOT NULL,
  withdrawn_at INTEGER,
  PRIMARY KEY (competition_id, player)
) STRICT, WITHOUT ROWID;
CREATE TABLE competition_rounds (
  competition_id TEXT NOT NULL REFERENCES competitions (id),
  round INTEGER NOT NULL,
  PRIMARY KEY (competition_id, round)
) STRICT, WITHOUT ROWID;
CREATE TABLE competition_games (
  competition_id TEXT NOT NULL,
  round INTEGER NOT NULL,
  idx INTEGER NOT NULL,
  stage INTEGER NOT NULL,
  tie INTEGER NOT NULL,
  first TEXT NOT NULL,
  second TEXT,
  table_id TEXT UNIQUE,
  result TEXT,
  PRIMARY KEY (competition_id, round, idx),
  FOREIGN KEY (competition_id, round) REFERENCES competition_rounds (competition_id, round)
) STRICT, WITHOUT ROWID;
`,
  `ALTER TABLE competition_games ADD COLUMN others TEXT;`,
  `CREATE INDEX competition_entrants_player ON competition_entrants (player);`,
  `
ALTER TABLE competition_games ADD COLUMN forfeit INTEGER NOT NULL DEFAULT 0;
UPDATE competition_games SET forfeit = 1
  WHERE result IS NOT NULL AND json_extract(result, '$.forfeit') IS NOT NULL;
CREATE INDEX competition_games_open ON competition_games (competition_id, round, idx)
  WHERE second IS NOT NULL AND (result IS NULL OR forfeit = 1);
`,
  `
ALTER TABLE competitions ADD COLUMN join_key TEXT;
UPDATE competitions SET join_key = lower(hex(randomblob(18)))
  WHERE json_extract(settings, '$.entry') = 'link';
`,
];

export const STEPS_POSTGRES: readonly string[] = [
  `
CREATE TABLE competitions (
  id TEXT COLLATE "C" PRIMARY KEY,
  name TEXT NOT NULL,
  host TEXT COLLATE "C" NOT NULL,
  host_name TEXT NOT NULL,
  settings TEXT NOT NULL,
  status TEXT NOT NULL,
  seed TEXT NOT NULL,
  starts_at BIGINT,
  created_at BIGINT NOT NULL,
  started_at BIGINT,
  finished_at BIGINT,
  listed INTEGER NOT NULL
);
CREATE INDEX competitions_listed ON competitions (status, created_at DESC) WHERE listed = 1;
CREATE INDEX competitions_active ON competitions (status, starts_at) WHERE status != 'finished';
CREATE TABLE competition_entrants (
  competition_id TEXT COLLATE "C" NOT NULL REFERENCES competitions (id),
  player TEXT COLLATE "C" NOT NULL,
  name TEXT NOT NULL,
  rating DOUBLE PRECISION NOT NULL,
  joined_at BIGINT NOT NULL,
  withdrawn_at BIGINT,
  PRIMARY KEY (competition_id, player)
);
CREATE TABLE competition_rounds (
  competition_id TEXT COLLATE "C" NOT NULL REFERENCES competitions (id),
  round INTEGER NOT NULL,
  PRIMARY KEY (competition_id, round)
);
CREATE TABLE competition_games (
  competition_id TEXT COLLATE "C" NOT NULL,
  round INTEGER NOT NULL,
  idx INTEGER NOT NULL,
  stage INTEGER NOT NULL,
  tie INTEGER NOT NULL,
  first TEXT COLLATE "C" NOT NULL,
  second TEXT COLLATE "C",
  table_id TEXT COLLATE "C" UNIQUE,
  result TEXT,
  PRIMARY KEY (competition_id, round, idx),
  FOREIGN KEY (competition_id, round) REFERENCES competition_rounds (competition_id, round)
);
`,
  `ALTER TABLE competition_games ADD COLUMN others TEXT;`,
  `CREATE INDEX competition_entrants_player ON competition_entrants (player);`,
  `
ALTER TABLE competition_games ADD COLUMN forfeit INTEGER NOT NULL DEFAULT 0;
UPDATE competition_games SET forfeit = 1 WHERE result IS NOT NULL AND result::jsonb ? 'forfeit';
CREATE INDEX competition_games_open ON competition_games (competition_id, round, idx)
  WHERE second IS NOT NULL AND (result IS NULL OR forfeit = 1);
`,
  `
ALTER TABLE competitions ADD COLUMN join_key TEXT;
UPDATE competitions SET join_key = replace(gen_random_uuid()::text, '-', '')
  WHERE settings::jsonb ->> 'entry' = 'link';
`,
];
