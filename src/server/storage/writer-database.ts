/**
 * The writer thread's connection: the database as every connection opens it, with a larger
 * page cache and rarer checkpoints. A thousand tables' actions land on as many leaf pages of
 * `actions`; at SQLite's default checkpoint (every 1,000 WAL pages, about every seventh
 * batch at 1,000 tables) those same hot pages were copied into the database file again and
 * again, and at its default cache (2 MB) read back from the file before the next insert.
 * Neither setting changes the file's format or what a commit guarantees: synchronous stays
 * FULL, and a checkpoint still moves every committed page in the end.
 */
import type { DatabaseSync } from 'node:sqlite';
import { openDatabase } from './database.ts';

/** The page cache, in KiB (64 MB at most, and only as the database grows to it). */
export const WRITER_CACHE_KIB = 65_536;

/** WAL pages (4 KiB each) after which a commit checkpoints: about 40 MB of WAL. */
export const WRITER_CHECKPOINT_PAGES = 10_000;

export function openWriterDatabase(path: string): DatabaseSync {
  const db = openDatabase(path);
  // Negative: a size in KiB rather than in pages.
  db.exec(`PRAGMA cache_size = -${WRITER_CACHE_KIB}`);
  db.exec(`PRAGMA wal_autocheckpoint = ${WRITER_CHECKPOINT_PAGES}`);
  return db;
}
