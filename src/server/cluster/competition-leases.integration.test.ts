/**
 * One process of a cluster drives each competition (its tick: starts, missing tables, no-shows),
 * under a lease in Redis as a table's owner holds one; a driver that closes lets its
 * competitions go, and one that dies loses them once the lease lapses (made to lapse here in
 * Redis, not waited out).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { connectRedis, parseRedisUrl } from '../../lab/queue/redis.ts';
import { testRedis, type TestRedis } from '../../testing/redis-server.ts';
import { Cluster } from './cluster.ts';

describe('competitions in a cluster', () => {
  let redis: TestRedis;
  const open: Cluster[] = [];
  /** A process of the cluster; leases long enough that none lapses by itself on a busy machine. */
  const newProcess = async (): Promise<Cluster> => {
    const cluster = await Cluster.join({
      redisUrl: redis.url,
      leaseMs: 60_000,
      scanMs: 60_000,
      log: () => undefined,
    });
    open.push(cluster);
    return cluster;
  };

  before(async () => {
    redis = await testRedis();
  });
  after(async () => {
    for (const cluster of open) await cluster.close();
    await redis.stop();
  });

  it('are driven by one process each, let go when over, passed on when it closes or dies', async () => {
    const a = await newProcess();
    const b = await newProcess();
    const drives = async (cluster: Cluster, active: string[]) =>
      [...(await cluster.drivenCompetitions(active))].sort();
    assert.deepEqual(await drives(a, ['cup1']), ['cup1'], 'the first to ask drives it');
    assert.deepEqual(await drives(b, ['cup1', 'cup2']), ['cup2'], 'the other takes the free one');
    assert.deepEqual(
      await drives(a, ['cup1', 'cup2']),
      ['cup1'],
      'and each goes on driving its own',
    );

    // cup1 is over: a lets it go at its next tick, and holds nothing more.
    assert.deepEqual(await drives(a, ['cup2']), []);
    assert.deepEqual(await drives(b, ['cup1', 'cup2']), ['cup1', 'cup2'], 'let go when over');

    await b.close();
    open.splice(open.indexOf(b), 1);
    assert.deepEqual(await drives(a, ['cup1', 'cup2']), ['cup1', 'cup2'], 'a closed driver let go');

    // a dies (it renews no more): once its leases lapse, a new process drives its competitions.
    const c = await newProcess();
    assert.deepEqual(await drives(c, ['cup1', 'cup2']), []);
    const url = parseRedisUrl(redis.url);
    assert.ok(url.ok);
    const client = await connectRedis(url.value);
    assert.ok(client.ok);
    try {
      const keys = ['matchday:lease:competition:cup1', 'matchday:lease:competition:cup2'];
      assert.equal(await client.value.del(...keys), 2, 'its leases lapse');
    } finally {
      client.value.disconnect();
    }
    assert.deepEqual(await drives(c, ['cup1', 'cup2']), ['cup1', 'cup2']);
  });
});
