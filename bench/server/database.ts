/** Counting what the server committed, straight from its database after it stopped. */
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';

export interface Committed {
  readonly actions: number;
  readonly tables: number;
}

/** The same from PostgreSQL. */
export async function countCommittedOn(databaseUrl: string): Promise<Committed> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const count = async (table: string) =>
      Number(
        (await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n,
      );
    return { actions: await count('actions'), tables: await count('tables') };
  } finally {
    await client.end();
  }
}

export function countCommitted(dbPath: string): Committed {
  const db = new DatabaseSync(dbPath, { readOnly: true });
  try {
    const actions = Number(db.prepare('SELECT count(*) AS n FROM actions').get()?.n ?? 0);
    const tables = Number(db.prepare('SELECT count(*) AS n FROM tables').get()?.n ?? 0);
    return { actions, tables };
  } finally {
    db.close();
  }
}
