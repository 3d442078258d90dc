/** How the server connects to PostgreSQL: a bounded pool that gives up fast when it is down. */
import type { PoolConfig } from 'pg';

/**
 * `max` connections. A connection attempt or a statement that takes longer than these limits
 * fails: an action waiting on a PostgreSQL that does not answer is refused as unavailable
 * rather than left hanging.
 */
export function poolOptions(connectionString: string, max: number): PoolConfig {
  return {
    connectionString,
    max,
    connectionTimeoutMillis: 5000,
    query_timeout: 10_000,
    idleTimeoutMillis: 30_000,
    application_name: 'matchday',
  };
}
