/**
 * The PostgreSQL and the Redis a cluster test runs on, started together. When one cannot
 * start (Redis not installed, say), the other is stopped before the error goes on: a
 * PostgreSQL left running would keep the test's process alive, and the whole suite would
 * wait for it instead of failing with the reason.
 */
import { testRedis, type TestRedis } from '../../testing/redis-server.ts';
import { testPostgres, type TestPostgres } from './postgres-server.ts';

export async function testPostgresAndRedis(
  options: { own?: boolean } = {},
): Promise<[TestPostgres, TestRedis]> {
  const [postgres, redis] = await Promise.allSettled([testPostgres(options), testRedis()]);
  if (postgres.status === 'fulfilled' && redis.status === 'fulfilled')
    return [postgres.value, redis.value];
  await Promise.all([
    postgres.status === 'fulfilled' ? postgres.value.stop() : undefined,
    redis.status === 'fulfilled' ? redis.value.stop() : undefined,
  ]);
  throw postgres.status === 'rejected' ? postgres.reason : (redis as PromiseRejectedResult).reason;
}
