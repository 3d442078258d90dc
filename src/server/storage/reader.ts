/**
 * Reading the database on the server's own thread: rebuilding tables at start and bringing
 * back finished ones. Reads never wait for a disk flush; WAL lets them run beside the writer.
 */
import type { DatabaseSync } from 'node:sqlite';
import { openDatabase } from './database.ts';
import { readAction, readSeat, readTable, type StoredAction, type StoredTable } from './rows.ts';

export class Reader {
  private readonly db: DatabaseSync;
  private readonly statements: ReturnType<typeof prepare>;

  constructor(path: string) {
    this.db = openDatabase(path);
    this.statements = prepare(this.db);
  }

  loadTable(id: string): StoredTable | undefined {
    const row = this.statements.table.get(id);
    if (!row) return undefined;
    return readTable(row, this.statements.seats.all(id).map(readSeat));
  }

  loadActions(id: string): StoredAction[] {
    return this.statements.actions.all(id).map(readAction);
  }

  unfinishedIds(): string[] {
    return this.statements.unfinished.all().map((row) => String(row.id));
  }

  /** Ids of finished tables, newest first. */
  finishedIds(limit: number): string[] {
    return this.statements.finished.all(limit).map((row) => String(row.id));
  }

  close(): void {
    if (this.db.isOpen) this.db.close();
  }
}

function prepare(db: DatabaseSync) {
  return {
    table: db.prepare('SELECT * FROM tables WHERE id = ?'),
    seats: db.prepare('SELECT * FROM seats WHERE table_id = ? ORDER BY seat'),
    actions: db.prepare(
      'SELECT idx, seat, action, timeout FROM actions WHERE table_id = ? ORDER BY idx',
    ),
    unfinished: db.prepare('SELECT id FROM tables WHERE finished_at IS NULL ORDER BY created_at'),
    finished: db.prepare(
      'SELECT id FROM tables WHERE finished_at IS NOT NULL ORDER BY finished_at DESC LIMIT ?',
    ),
  };
}
