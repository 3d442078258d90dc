import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { openDatabase } from './database.ts';
import {
  openWriterDatabase,
  WRITER_CACHE_KIB,
  WRITER_CHECKPOINT_PAGES,
} from './writer-database.ts';

describe("the writer thread's connection", () => {
  const dir = mkdtempSync(join(tmpdir(), 'matchday-writer-db-'));
  after(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  const pragma = (db: ReturnType<typeof openDatabase>, name: string): unknown =>
    Object.values(db.prepare(`PRAGMA ${name}`).get() ?? {})[0];

  it('caches more pages and checkpoints less often than a default connection', () => {
    const path = join(dir, 'tuned.sqlite');
    const writer = openWriterDatabase(path);
    const reader = openDatabase(path);
    assert.equal(pragma(writer, 'cache_size'), -WRITER_CACHE_KIB);
    assert.equal(pragma(writer, 'wal_autocheckpoint'), WRITER_CHECKPOINT_PAGES);
    assert.ok(Number(pragma(writer, 'cache_size')) < Number(pragma(reader, 'cache_size')));
    assert.ok(
      Number(pragma(writer, 'wal_autocheckpoint')) > Number(pragma(reader, 'wal_autocheckpoint')),
    );
    writer.close();
    reader.close();
  });

  it('commits as durably as any connection: WAL, synchronous FULL', () => {
    const writer = openWriterDatabase(join(dir, 'durable.sqlite'));
    assert.equal(pragma(writer, 'journal_mode'), 'wal');
    // 2: FULL.
    assert.equal(pragma(writer, 'synchronous'), 2);
    writer.close();
  });
});
