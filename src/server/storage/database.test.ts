import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
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
