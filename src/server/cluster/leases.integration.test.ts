/** Table leases on a real Redis: one holder at a time, tokens that only grow, leases that lapse. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Redis } from 'ioredis';
import { connectRedis, parseRedisUrl } from '../../lab/queue/redis.ts';
import { testRedis, type TestRedis } from '../../testing/redis-server.ts';
import { FencedOut } from '../storage/store.ts';
import { PATIENCE_MS } from '../testing/harness.ts';
import { FENCE_KEPT_MS, TableLeases } from './leases.ts';

describe('table leases', () => {
  let redis: TestRedis;
  const connections: Redis[] = [];
  const lost: string[] = [];
  /** A process's leases, renewed only when the test says (a paused process renews nothing). */
  const leasesOf = async (owner: string) => {
    const url = parseRedisUrl(redis.url);
    assert.ok(url.ok);
    const connected = await connectRedis(url.value);
    assert.ok(connected.ok);
    connections.push(connected.value);
    return new TableLeases({
      redis: connected.value,
      owner,
      leaseMs: 300,
      renewMs: Infinity,
      lost: (id) => lost.push(`${owner}:${id}`),
      log: () => undefined,
    });
  };
  /** Counts the commands `connection` sends: a pipeline's each, a script one. */
  const countCommands = (connection: Redis): { sent: number } => {
    const count = { sent: 0 };
    const send = connection.sendCommand.bind(connection);
    connection.sendCommand = (...args: Parameters<Redis['sendCommand']>) => {
      count.sent += 1;
      return send(...args);
    };
    return count;
  };
  /** Tries to take the lease until it has lapsed; waits on Redis, never on a guess. */
  const takeWhenFree = async (leases: TableLeases, id: string): Promise<number> => {
    const started = Date.now();
    for (;;) {
      const token = await leases.acquire(id);
      if (token !== undefined) return token;
      assert.ok(Date.now() - started < PATIENCE_MS, 'the lease never lapsed');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  before(async () => {
    redis = await testRedis();
  });
  after(async () => {
    for (const connection of connections) connection.disconnect();
    await redis.stop();
  });

  it('has one holder; a lapsed lease passes on with a larger token, and the old holder learns it lost', async () => {
    const a = await leasesOf('a');
    const b = await leasesOf('b');
    const first = await a.acquire('t1');
    assert.ok(first !== undefined);
    assert.equal(await a.acquire('t1'), first, 'the holder keeps its token');
    assert.equal(await b.acquire('t1'), undefined, 'nobody else takes a held lease');
    await assert.rejects(b.tokens(['t1']), FencedOut);

    // a is paused: it renews nothing, and its lease lapses.
    const second = await takeWhenFree(b, 't1');
    assert.ok(second > first, 'a new holder has a larger token');
    await a.renew();
    assert.deepEqual(lost, ['a:t1']);
    assert.equal(a.holds('t1'), false);
    await assert.rejects(a.tokens(['t1']), FencedOut);
    assert.deepEqual(await b.tokens(['t1']), new Map([['t1', second]]));
  });

  it('gives tokens that keep growing after Redis lost every key', async () => {
    const a = await leasesOf('c');
    const earlier = await a.acquire('t2');
    assert.ok(earlier !== undefined);
    await connections[0]?.flushall();
    const b = await leasesOf('d');
    const later = await b.acquire('t2');
    assert.ok(later !== undefined && later > earlier, `${later} > ${earlier}`);
  });

  it('keeps a holder’s lease through a Redis that lost every key', async () => {
    const a = await leasesOf('g');
    const b = await leasesOf('h');
    const token = await a.acquire('t4');
    assert.ok(token !== undefined);
    await connections[0]?.flushall();
    await a.renew();
    assert.equal(a.holds('t4'), true);
    assert.ok(!lost.includes('g:t4'));
    assert.equal(await b.acquire('t4'), undefined, 'renewed, so still held');
    assert.deepEqual(await a.tokens(['t4']), new Map([['t4', token]]));
  });

  it('renews by the script’s hash after its first use, and by its text again once Redis forgot it', async () => {
    const a = await leasesOf('r');
    assert.ok((await a.acquire('t10')) !== undefined);
    const calls = async (command: string) => {
      const stats = await connections[0]?.info('commandstats');
      return Number(new RegExp(`cmdstat_${command}:calls=(\\d+)`).exec(stats ?? '')?.[1] ?? 0);
    };
    const before = { eval: await calls('eval'), evalsha: await calls('evalsha') };
    for (let i = 0; i < 3; i++) await a.renew();
    // The script's text once on this connection, then its hash.
    assert.equal((await calls('eval')) - before.eval, 1);
    assert.equal((await calls('evalsha')) - before.evalsha, 2);
    await connections[0]?.script('FLUSH');
    await a.renew();
    assert.equal(a.holds('t10'), true);
    assert.ok(!lost.includes('r:t10'));
    assert.equal((await calls('eval')) - before.eval, 2, 'sent as text again after NOSCRIPT');
  });

  it('lets a released lease be taken at once', async () => {
    const a = await leasesOf('e');
    const b = await leasesOf('f');
    assert.ok((await a.acquire('t3')) !== undefined);
    await a.close();
    assert.ok((await b.acquire('t3')) !== undefined);
  });
  it('tells a lapsed lease (its fence kept) from one Redis lost (no fence)', async () => {
    const leases = await leasesOf('vacant-a');
    assert.ok((await leases.acquire('v1')) !== undefined);
    assert.ok((await leases.acquire('v2')) !== undefined);
    assert.deepEqual(await leases.vacant(['v1', 'v2']), [], 'both held');
    await leases.release('v1');
    assert.deepEqual(await leases.vacant(['v1', 'v2']), [{ id: 'v1', fenced: true }]);
    // As after a Redis restarted empty: neither the lease nor the fence is left.
    await connections[0]?.del('matchday:lease:v2', 'matchday:fence:v2');
    assert.deepEqual(await leases.vacant(['v1', 'v2']), [
      { id: 'v1', fenced: true },
      { id: 'v2', fenced: false },
    ]);
  });

  it('keeps a fence a day from its lease’s last renewal, so the fences of tables let go expire', async () => {
    const leases = await leasesOf('fence-ttl');
    const redisOf = connections.at(-1) as Redis;
    const fenceLeft = () => redisOf.pttl('matchday:fence:f1');
    // Within a minute of the whole day: the test never depends on how fast Redis answers.
    const kept = (ms: number) => ms > FENCE_KEPT_MS - 60_000 && ms <= FENCE_KEPT_MS;
    assert.ok((await leases.acquire('f1')) !== undefined);
    assert.ok(kept(await fenceLeft()), 'a new lease’s fence lasts a day');
    await redisOf.pexpire('matchday:fence:f1', 1_000);
    await leases.renew();
    assert.ok(kept(await fenceLeft()), 'renewing the lease keeps the fence another day');
    await redisOf.pexpire('matchday:fence:f1', 1_000);
    assert.ok((await leases.acquire('f1')) !== undefined);
    assert.ok(kept(await fenceLeft()), 'taking a lease held already keeps it too');
    await leases.release('f1');
    const left = await fenceLeft();
    assert.ok(left > 0 && left <= FENCE_KEPT_MS, `a released table’s fence expires (${left})`);
  });

  it('holds only the leases asked for, all in one command however many (a cluster’s competition tick)', async () => {
    const a = await leasesOf('only-a');
    const sent = countCommands(connections.at(-1) as Redis);
    const b = await leasesOf('only-b');
    assert.ok((await b.acquire('o3')) !== undefined);
    const ids = Array.from({ length: 20 }, (_, i) => `o${i}`);

    sent.sent = 0;
    const held = await a.holdOnly(ids);
    assert.equal(sent.sent, 1, 'twenty leases in one round trip');
    assert.deepEqual([...held].sort(), ids.filter((id) => id !== 'o3').sort(), 'not b’s');
    assert.equal(await b.acquire('o4'), undefined, 'each now held by a');
    const token = (await a.tokens(['o5'])).get('o5');
    assert.ok(token !== undefined);

    // The next tick: o0 to o2 are over (let go), o5 renewed with the same token, o3 still b's.
    sent.sent = 0;
    const again = await a.holdOnly(ids.slice(3, 20).concat('o20'));
    assert.equal(sent.sent, 1, 'letting go and renewing in the same round trip');
    assert.equal(again.has('o3'), false);
    assert.equal(again.has('o20'), true, 'a new one taken');
    assert.deepEqual((await a.tokens(['o5'])).get('o5'), token, 'a lease held keeps its token');
    assert.ok((await b.acquire('o0')) !== undefined, 'one let go is free at once');
    assert.equal(a.holds('o0'), false);

    // Nothing asked: every lease is let go, still in one round trip.
    sent.sent = 0;
    assert.deepEqual(await a.holdOnly([]), new Set());
    assert.equal(sent.sent, 1);
    assert.deepEqual(a.heldIds(), []);
    assert.ok((await b.acquire('o19')) !== undefined);
  });
});
