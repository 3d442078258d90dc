/**
 * The PostgreSQL and the Redis a cluster test runs on, started together. When one cannot
 * start (Redis not installed, say), the other is stopped before the error goes on: a
 * PostgreSQL left running would keep the test's process alive, and the whole suite would
 * wait for it instead of failing with the reason.
 */
import { after, before } from 'node:test';
import { testRedis, type TestRedis } from '../../testing/redis-server.ts';
import type { ChildServer } from './child.ts';
import type { TestClient } from './harness.ts';
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

/**
 * A cluster test file's stage: its PostgreSQL and Redis, started before its tests, and the
 * server processes and clients its tests start, all stopped after them (the processes killed:
 * nothing they would do on the way out is under test).
 */
export interface ClusterStage {
  readonly postgres: TestPostgres;
  readonly redis: TestRedis;
  readonly children: ChildServer[];
  readonly clients: TestClient[];
}

/** Registers the file's before and after hooks; read the stage's servers only inside tests. */
export function useClusterStage(): ClusterStage {
  let servers: [TestPostgres, TestRedis] | undefined;
  const children: ChildServer[] = [];
  const clients: TestClient[] = [];
  before(async () => {
    servers = await testPostgresAndRedis();
  });
  after(async () => {
    for (const client of clients) client.close();
    for (const child of children) await child.stop('SIGKILL');
    if (servers) await Promise.all(servers.map((server) => server.stop()));
  });
  const started = (): [TestPostgres, TestRedis] => {
    if (!servers) throw new Error('the cluster stage is not started: use it inside a test');
    return servers;
  };
  return {
    get postgres() {
      return started()[0];
    },
    get redis() {
      return started()[1];
    },
    children,
    clients,
  };
}
