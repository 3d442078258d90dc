/**
 * Redis's clock moved on for one server process of a cluster, as the tests' injected clock:
 * what the process keeps alive in Redis only by renewing it (its tables' leases, the key its
 * socket counts live by) lapses now, as it would once the process stopped renewing and its
 * expiry came. The tests run with leases long enough that none lapses on a busy machine by
 * itself, kill or pause a process, and make its keys lapse with this instead of waiting a
 * lease out in real time; the other processes' reaction (a takeover, a freed count) is then
 * waited for as an event.
 *
 * Each key must carry an expiry of at most `atMostMs`: a process that kept one forever would
 * hold its tables or sockets after its death, and the test fails rather than hide it.
 */
import assert from 'node:assert/strict';
import type { Redis } from 'ioredis';
import { connectRedis } from '../../lab/queue/redis.ts';
import type { ChildServer } from './child.ts';

export type Lapsing = 'leases' | 'sockets';

/** Every key matching `pattern`, read with SCAN (the test's Redis is small). */
async function keys(redis: Redis, pattern: string): Promise<string[]> {
  const found: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
    found.push(...batch);
    cursor = next;
  } while (cursor !== '0');
  return found;
}

/** A process's name in Redis ('host:pid:random', as cluster.ts makes it) is this child's. */
const named = (owner: string, child: ChildServer) =>
  owner.split(':').at(-2) === String(child.process.pid);

/**
 * Makes `child`'s keys of `what` lapse; resolves with the keys that lapsed, e.g.
 * ['matchday:lease:t1'] (the ids of its tables after 'matchday:lease:').
 */
export async function lapse(
  redisUrl: string,
  child: ChildServer,
  what: { readonly keys: Lapsing; readonly atMostMs: number },
): Promise<string[]> {
  const connected = await connectRedis(new URL(redisUrl));
  assert.ok(connected.ok, connected.ok ? '' : connected.error);
  const redis = connected.value;
  try {
    const mine: string[] = [];
    if (what.keys === 'leases') {
      // A lease reads 'owner token' (leases.ts).
      for (const key of await keys(redis, 'matchday:lease:*')) {
        const held = await redis.get(key);
        if (held !== null && named(held.slice(0, held.lastIndexOf(' ')), child)) mine.push(key);
      }
    } else {
      const prefix = 'matchday:alive:';
      for (const key of await keys(redis, `${prefix}*`)) {
        if (named(key.slice(prefix.length), child)) mine.push(key);
      }
    }
    for (const key of mine) {
      const left = await redis.pttl(key);
      // -2: it lapsed by itself meanwhile; -1 would be a key kept forever.
      if (left === -2) continue;
      assert.ok(left > 0 && left <= what.atMostMs, `${key} lapses by itself (${left} ms left)`);
      // Its time passed: Redis deletes a key given no time left, as one whose expiry came.
      // (Another process may take a lease at once: what the key holds next is not ours.)
      assert.equal(await redis.pexpire(key, 0), 1, `${key} lapsed`);
    }
    return mine;
  } finally {
    redis.disconnect();
  }
}
