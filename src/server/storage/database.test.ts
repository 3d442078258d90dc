import assert from 'node:assert/strict';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { after, describe, it } from 'node:test';
import { openDatabase } from './database.ts';

describe('database schema steps', () => {
  const dir = mkdtempSync(join(tmpdir(), 'matchday-db-'));
  after(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('a new database takes every step and records how many', () => {
    const db = openDatabase(join(dir, 'new.sqlite'));
    const version = Number(db.prepare('PRAGMA user_version').get()?.user_version);
    assert.ok(version >= 1);
    assert.ok(db.prepare("SELECT name FROM sqlite_master WHERE name = 'actions'").get());
    db.close();
    // Opening again takes nothing twice.
    const again = openDatabase(join(dir, 'new.sqlite'));
    assert.equal(Number(again.prepare('PRAGMA user_version').get()?.user_version), version);
    again.close();
  });

  it('a database made before the steps were counted opens and keeps its rows', () => {
    const path = join(dir, 'old.sqlite');
    const old = new DatabaseSync(path);
    old.exec(`CREATE TABLE tables (id TEXT PRIMARY KEY, game TEXT NOT NULL,
      engine_version TEXT NOT NULL, options TEXT NOT NULL, seed TEXT NOT NULL,
      turn_seconds INTEGER NOT NULL, listed INTEGER NOT NULL, created_at TEXT NOT NULL,
      finished_at TEXT, outcome TEXT, rematch TEXT) STRICT`);
    old.exec(`INSERT INTO tables VALUES ('abcdef', 'goalkeepers', '1', '{}', 's', 0, 0,
      '2026-01-01T00:00:00.000Z', NULL, NULL, NULL)`);
    old.close();
    const db = openDatabase(path);
    assert.equal(db.prepare('SELECT count(*) AS n FROM tables').get()?.n, 1);
    assert.ok(Number(db.prepare('PRAGMA user_version').get()?.user_version) >= 1);
    db.close();
  });
});

describe('database permissions', () => {
  const dir = mkdtempSync(join(tmpdir(), 'matchday-db-modes-'));
  after(() => {
    rmSync(dir, { recursive: true, force: true });
  });
  const modeOf = (path: string): string => (statSync(path).mode & 0o777).toString(8);

  it('a new data directory is its owner’s alone, and so are the database and its WAL files', () => {
    const data = join(dir, 'new', 'data');
    const path = join(data, 'matchday.sqlite');
    const db = openDatabase(path);
    db.exec(
      "INSERT INTO tables (id, game, engine_version, options, seed, turn_seconds, listed, created_at) VALUES ('abcdef', 'goalkeepers', '1', '{}', 'secret seed', 0, 0, '2026-01-01T00:00:00.000Z')",
    );
    assert.equal(modeOf(data), '700');
    for (const file of [path, `${path}-wal`, `${path}-shm`]) {
      assert.ok(existsSync(file), file);
      assert.equal(modeOf(file), '600', file);
    }
    db.close();
  });

  it('a database file left open to others by an earlier version is closed to them', () => {
    const path = join(dir, 'old.sqlite');
    new DatabaseSync(path).close();
    writeFileSync(`${path}-wal`, '');
    chmodSync(path, 0o644);
    chmodSync(`${path}-wal`, 0o666);
    const db = openDatabase(path);
    assert.equal(modeOf(path), '600');
    assert.equal(modeOf(`${path}-wal`), '600');
    assert.equal(modeOf(`${path}-shm`), '600');
    db.close();
  });

  it('a data directory that exists already keeps the mode its operator gave it', () => {
    const data = join(dir, 'shared');
    mkdirSync(data, { mode: 0o755 });
    chmodSync(data, 0o755);
    openDatabase(join(data, 'matchday.sqlite')).close();
    assert.equal(modeOf(data), '755');
    assert.equal(modeOf(join(data, 'matchday.sqlite')), '600');
  });
});
