/** One transaction on one pooled PostgreSQL connection, for the books beside the tables' store. */
import type pg from 'pg';

/**
 * Runs `work` in one transaction on one pooled connection: all of it commits, or none. A
 * connection whose ROLLBACK failed is not given back to the pool for reuse.
 */
export async function transaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
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
