/**
 * Asks repeated with an Idempotency-Key across a cluster, on a real Redis: each "process" is a
 * SharedRepeats of its own on a connection of its own. Every wait is an event (a maker's
 * promise settled, a waiting repeat's first nap), never a time.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Redis } from 'ioredis';
import { err, ok, type Result } from '../../core/result.ts';
import { connectRedis, parseRedisUrl } from '../../lab/queue/redis.ts';
import { testRedis, type TestRedis } from '../../testing/redis-server.ts';
import { refusal, type Refusal } from '../errors.ts';
import { PATIENCE_MS } from '../testing/harness.ts';
import { SHARED_REPEAT_LIMITS, SharedRepeats, type SharedRepeatLimits } from './shared-repeats.ts';

/** A maker that counts its calls and answers what it is told, when it is told. */
function maker() {
  const made = { calls: 0 };
  const settles: ((result: Result<number, Refusal>) => void)[] = [];
  const waiters: { calls: number; resolve: () => void }[] = [];
  /** Resolves once `make` has been called `calls` times. */
  const started = (calls: number) =>
    new Promise<void>((resolve) => {
      if (made.calls >= calls) resolve();
      else waiters.push({ calls, resolve });
    });
  const make = () => {
    made.calls++;
    for (const waiter of waiters) if (made.calls >= waiter.calls) waiter.resolve();
    return new Promise<Result<number, Refusal>>((resolve) => {
      settles.push(resolve);
    });
  };
  const settle = (result: Result<number, Refusal>) => {
    const next = settles.shift();
    assert.ok(next, 'a make is running');
    next(result);
  };
  return { made, make, settle, started };
}

/** A nap that says when a repeat first waits, and then waits no time. */
function naps() {
  let napped: () => void = () => undefined;
  const first = new Promise<void>((resolve) => {
    napped = resolve;
  });
  return {
    first,
    sleep: () => {
      napped();
      return new Promise<void>((resolve) => setImmediate(resolve));
    },
  };
}

// A repeat that wrongly made its own answer would wait for a settle that never comes.
describe('asks repeated on another process of a cluster', { timeout: PATIENCE_MS }, () => {
  let redis: TestRedis;
  const connections: Redis[] = [];
  const connect = async () => {
    const url = parseRedisUrl(redis.url);
    assert.ok(url.ok);
    const connected = await connectRedis(url.value);
    assert.ok(connected.ok);
    connections.push(connected.value);
    return connected.value;
  };
  /** One process's kept answers. */
  const process = async (
    options: { sleep?: (ms: number) => Promise<void>; limits?: Partial<SharedRepeatLimits> } = {},
  ) =>
    new SharedRepeats<number>({
      redis: await connect(),
      name: 'test',
      log: () => undefined,
      limits: { ...SHARED_REPEAT_LIMITS, ...options.limits },
      ...(options.sleep && { sleep: options.sleep }),
    });
  /** A key of this test's own: a shared Redis may hold others'. */
  const newKey = () => randomBytes(16).toString('hex');

  before(async () => {
    redis = await testRedis();
  });
  after(async () => {
    for (const connection of connections) connection.disconnect();
    await redis.stop();
  });

  it('answers a repeat on another process what the first made, after or while it runs', async () => {
    const nap = naps();
    const [first, second] = [await process(), await process({ sleep: nap.sleep })];
    const { made, make, settle, started } = maker();
    const key = newKey();
    const asked = first.once('a', key, { n: 1 }, make);
    // The first holds the key before it makes: the second finds it being made and waits.
    await started(1);
    const racing = second.once('a', key, { n: 1 }, make);
    await nap.first;
    settle(ok(7));
    assert.deepEqual(await asked, ok(7));
    assert.deepEqual(await racing, ok(7));
    assert.deepEqual(await second.once('a', key, { n: 1 }, make), ok(7), 'and after');
    assert.equal(made.calls, 1);
  });

  it('shares one ask among repeats within a process', async () => {
    const only = await process();
    const { made, make, settle, started } = maker();
    const key = newKey();
    const asks = [only.once('a', key, {}, make), only.once('a', key, {}, make)];
    // The first ask's make starts once it holds the key in Redis.
    await started(1);
    settle(ok(4));
    assert.deepEqual(await Promise.all(asks), [ok(4), ok(4)]);
    assert.equal(made.calls, 1);
  });

  it('lets a waiting repeat make its own answer when the first was refused', async () => {
    const nap = naps();
    const [first, second] = [await process(), await process({ sleep: nap.sleep })];
    const { made, make, settle, started } = maker();
    const key = newKey();
    const busy = refusal('busy', 'busy');
    const asked = first.once('a', key, {}, make);
    await started(1);
    const racing = second.once('a', key, {}, make);
    await nap.first;
    settle(err(busy));
    assert.deepEqual(await asked, err(busy));
    await started(2);
    assert.equal(made.calls, 2);
    settle(ok(9));
    assert.deepEqual(await racing, ok(9));
    assert.deepEqual(await first.once('a', key, {}, make), ok(9), 'kept for the first too');
  });

  it('passes on a failure of the make and forgets the key', async () => {
    const only = await process();
    const key = newKey();
    await assert.rejects(
      only.once('a', key, {}, () => Promise.reject(new Error('disk'))),
      /disk/,
    );
    assert.deepEqual(await only.once('a', key, {}, () => Promise.resolve(ok(2))), ok(2));
  });

  it('refuses the key with another body and keeps keys apart by address', async () => {
    const [first, second] = [await process(), await process()];
    const key = newKey();
    let calls = 0;
    const make = () => Promise.resolve(ok(++calls));
    assert.deepEqual(await first.once('a', key, { n: 1 }, make), ok(1));
    const other = await second.once('a', key, { n: 2 }, make);
    assert.equal(!other.ok && other.error.code, 'bad-message');
    assert.deepEqual(await second.once('b', key, { n: 1 }, make), ok(2));
    assert.deepEqual(await second.once('a', undefined, { n: 1 }, make), ok(3), 'no key: made');
  });

  it('answers unavailable after waiting its most for another process', async () => {
    const nap = naps();
    const first = await process();
    const second = await process({ sleep: nap.sleep, limits: { waitMs: 100, pollMs: 50 } });
    const { make, settle, started } = maker();
    const key = newKey();
    const asked = first.once('a', key, {}, make);
    await started(1);
    const racing = await second.once('a', key, {}, make);
    assert.equal(!racing.ok && racing.error.code, 'unavailable');
    settle(ok(1));
    assert.deepEqual(await asked, ok(1));
  });

  it('makes the answer itself once a dead process’s note has lapsed', async () => {
    const key = newKey();
    const client = await connect();
    const id = `matchday:repeat:test:a ${key}`;
    await client.set(id, JSON.stringify({ body: '{}', asker: 'dead' }), 'PX', 60_000);
    let lapse: () => void = () => undefined;
    const lapsed = new Promise<void>((resolve) => {
      lapse = resolve;
    });
    // Its first nap is when the note lapses (deleted here: no test waits a lease out).
    const second = await process({
      sleep: async () => {
        await client.del(id);
        lapse();
      },
    });
    const answer = second.once('a', key, {}, () => Promise.resolve(ok(5)));
    await lapsed;
    assert.deepEqual(await answer, ok(5));
  });

  it('answers from its own memory while Redis cannot be reached', async () => {
    const down = {
      set: () => Promise.reject(new Error('Connection is closed.')),
    } as unknown as Redis;
    const logged: string[] = [];
    const alone = new SharedRepeats<number>({
      redis: down,
      name: 'test',
      log: (line) => logged.push(line),
    });
    let calls = 0;
    const make = () => Promise.resolve(ok(++calls));
    const key = newKey();
    assert.deepEqual(await alone.once('a', key, {}, make), ok(1));
    assert.deepEqual(await alone.once('a', key, {}, make), ok(1));
    assert.equal(calls, 1);
    assert.match(logged[0] ?? '', /could not share a repeated ask through Redis/);
  });
});
