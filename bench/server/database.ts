/** Counting what the server committed, straight from its database file after it stopped. */
import { DatabaseSync } from 'node:sqlite';

export function countCommitted(dbPath: string): { actions: number; tables: number } {
  const db = new DatabaseSync(dbPath, { readOnly: true });
  try {
    const actions = Number(db.prepare('SELECT count(*) AS n FROM actions').get()?.n ?? 0);
    const tables = Number(db.prepare('SELECT count(*) AS n FROM tables').get()?.n ?? 0);
    return { actions, tables };
  } finally {
    db.close();
  }
}
