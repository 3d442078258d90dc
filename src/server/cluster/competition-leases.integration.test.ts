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

  it('are driven by one process each, passed on when it closes or its lease lapses', async () => {
    const a = await newProcess();
    const b = await newProcess();
    assert.equal(await a.drivesCompetition('cup1'), true, 'the first to ask drives it');
    assert.equal(await b.drivesCompetition('cup1'), false);
    assert.equal(await a.drivesCompetition('cup1'), true, 'and goes on driving it');
    assert.equal(await b.drivesCompetition('cup2'), true, 'another is free for another process');
    assert.equal(await a.drivesCompetition('cup2'), false);

    await a.close();
    open.splice(open.indexOf(a), 1);
    assert.equal(await b.drivesCompetition('cup1'), true, 'a closed driver let it go');

    // b dies (it renews no more): once its lease lapses, a new process drives cup2.
    const c = await newProcess();
    assert.equal(await c.drivesCompetition('cup2'), false);
    const url = parseRedisUrl(redis.url);
    assert.ok(url.ok);
    const client = await connectRedis(url.value);
    assert.ok(client.ok);
    try {
      assert.equal(
        await client.value.del('matchday:lease:competition:cup2'),
        1,
        'its lease lapses',
      );
    } finally {
      client.value.disconnect();
    }
    assert.equal(await c.drivesCompetition('cup2'), true);
  });
});
