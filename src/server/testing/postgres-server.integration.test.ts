/**
 * The tests' PostgreSQL: a schema from schema() is a test's own, where the tables it makes
 * without naming a schema go and are read from, apart from every other schema's.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { testPostgres, type TestPostgres } from './postgres-server.ts';

describe('the tests’ PostgreSQL', () => {
  let postgres: TestPostgres;
  before(async () => {
    postgres = await testPostgres();
  });
  after(async () => {
    await postgres.stop();
  });

  it('gives each schema() a schema of its own, where unnamed tables are made', async () => {
    const pools = [await postgres.schema(), await postgres.schema()].map(
      (connectionString) => new pg.Pool({ connectionString, max: 1 }),
    );
    try {
      const [first, second] = pools as [pg.Pool, pg.Pool];
      await first.query('CREATE TABLE kept (n INTEGER)');
      await first.query('INSERT INTO kept VALUES (1)');
      await second.query('CREATE TABLE kept (n INTEGER)');
      const counts = await Promise.all(
        pools.map(
          async (pool) =>
            (await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM kept')).rows,
        ),
      );
      assert.deepEqual(counts, [[{ n: 1 }], [{ n: 0 }]]);
      const { rows } = await first.query<{ table_schema: string }>(
        `SELECT table_schema FROM information_schema.tables WHERE table_name = 'kept'`,
      );
      assert.equal(rows.length, 2, 'two tables, neither in public');
      assert.ok(
        rows.every((row) => row.table_schema !== 'public'),
        JSON.stringify(rows),
      );
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
    }
  });
});
