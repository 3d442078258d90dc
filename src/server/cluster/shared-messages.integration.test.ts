/**
 * An address's realtime messages in a cluster, on a real Redis: spent from blocks reserved in
 * Redis, never a Redis request per message, and refused once the blocks of every process
 * together have spent the address's allowance.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Redis } from 'ioredis';
import { connectRedis, parseRedisUrl } from '../../lab/queue/redis.ts';
import { testRedis, type TestRedis } from '../../testing/redis-server.ts';
import { SharedMessageRate } from './shared-messages.ts';

describe('an address’s messages counted across processes', () => {
  let redis: TestRedis;
  const connections: Redis[] = [];
  /** One process's count of messages: 80 per address in a window of 80 s, blocks of 10. */
  const processCount = async () => {
    const url = parseRedisUrl(redis.url);
    assert.ok(url.ok);
    const connected = await connectRedis(url.value);
    assert.ok(connected.ok);
    connections.push(connected.value);
    const rate = new SharedMessageRate({
      redis: connected.value,
      rate: { perSecond: 1, burst: 80 },
      log: () => undefined,
    });
    return { rate, redis: connected.value };
  };
  /** An address of this test's own: a shared Redis may hold others' counts. */
  const newAddress = () => `test-${randomBytes(6).toString('hex')}`;
  const spent = async (client: Redis, address: string) =>
    Number(await client.get(`matchday:rate:messages:${address}`));

  before(async () => {
    redis = await testRedis();
  });
  after(async () => {
    for (const connection of connections) connection.disconnect();
    await redis.stop();
  });

  it('spends a reserved block without asking Redis per message', async () => {
    const { rate, redis: client } = await processCount();
    const address = newAddress();
    assert.equal(rate.block, 10);
    assert.equal(rate.take(address), false, 'nothing reserved before the socket connects');
    await rate.prepare(address);
    for (let i = 0; i < 5; i++) assert.ok(rate.take(address), `message ${i}`);
    assert.equal(await spent(client, address), 10, 'one block taken from Redis for 5 messages');
  });

  it('refuses on one process what another spent', async () => {
    const [first, second] = [await processCount(), await processCount()];
    const address = newAddress();
    await first.rate.prepare(address);
    let passed = 0;
    // Whenever its reserved messages run out the sender waits for the next block (as a socket
    // does as it connects), so no message is refused while Redis still has some to give.
    while (first.rate.take(address)) {
      passed++;
      await first.rate.prepare(address);
    }
    assert.equal(passed, 80, 'the whole allowance, in blocks');
    await second.rate.prepare(address);
    assert.equal(second.rate.take(address), false);
  });
});
