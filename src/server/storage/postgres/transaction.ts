/** One transaction on one pooled PostgreSQL connection, for the books beside the tables' store. */
import type pg from 'pg';

/** How a transaction begins and commits: plain, or as named statements a hot path reuses. */
export interface Bounds {
  readonly begin: string | pg.QueryConfig;
  readonly commit: string | pg.QueryConfig;
}

const PLAIN: Bounds = { begin: 'BEGIN', commit: 'COMMIT' };

/**
 * Runs `work` in one transaction on one pooled connection: all of it commits, or none. A
 * connection whose ROLLBACK failed is not given back to the pool for reuse. `bounds` names the
 * BEGIN and COMMIT where every statement of a frequent transaction is named (the ratings
 * book's update), so that neither is parsed again.
 */
export async function transaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
  bounds: Bounds = PLAIN,
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query(bounds.begin);
    const result = await work(client);
    await client.query(bounds.commit);
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch((rollback: unknown) => {
      broken = rollback instanceof Error ? rollback : new Error(String(rollback));
    });
    throw error;
  } finally {
    client.release(broken);
  }
}
