/**
 * Write batches for the storage tests, and what a batch leaves in a fresh database: the ways a
 * batch crosses to the writer thread (packed into runs, sent as one message) are checked
 * against the rows the plain batch writes.
 */
import { openDatabase } from '../storage/database.ts';
import { prepareWrites, type WriteOp } from '../storage/writes.ts';
import { storedTable } from './stored.ts';

/** Action `idx` of a table, played by seat idx % 2, timed out if `timeout`. */
export const actionOp = (tableId: string, idx: number, timeout = false): WriteOp => ({
  kind: 'action',
  row: { tableId, idx, seat: idx % 2, action: 7 * idx, timeout, at: 1_764_000_000_123 + idx },
});

/** A new coin-toss table. */
export const tableOp = (id: string): WriteOp => ({
  kind: 'table',
  table: storedTable({ id, game: 'coin-toss', engineVersion: '1.0.0' }),
});

/** The rows `ops` (plain, packed or crossed) leave in a new database at `path`. */
export function writtenRows(
  path: string,
  ops: Parameters<ReturnType<typeof prepareWrites>>[0],
): Record<'actions' | 'tables' | 'seats', unknown[]> {
  const db = openDatabase(path);
  prepareWrites(db)(ops);
  const all = (sql: string) => db.prepare(sql).all();
  const rows = {
    actions: all('SELECT * FROM actions ORDER BY table_id, idx'),
    tables: all('SELECT id, finished_at, outcome FROM tables ORDER BY id'),
    seats: all('SELECT * FROM seats ORDER BY table_id, seat'),
  };
  db.close();
  return rows;
}
