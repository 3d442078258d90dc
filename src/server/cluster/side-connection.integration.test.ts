import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Redis } from 'ioredis';
import { connectRedis } from '../../lab/queue/redis.ts';
import { testRedis, type TestRedis } from '../../testing/redis-server.ts';
import { sideConnection } from './side-connection.ts';

describe('a side connection to the cluster’s Redis', () => {
  let redis: TestRedis;
  let main: Redis;

  before(async () => {
    redis = await testRedis();
    const connected = await connectRedis(new URL(redis.url));
    assert.ok(connected.ok);
    main = connected.value;
  });

  after(async () => {
    main.disconnect();
    await redis.stop();
  });

  it('takes its own errors while Redis is away, and works again once it is back', async (t) => {
    const side = sideConnection(main);
    t.after(() => {
      side.disconnect();
    });
    await side.ping();
    const printed: string[] = [];
    t.mock.method(console, 'error', (...parts: unknown[]) => {
      printed.push(parts.map(String).join(' '));
    });
    await redis.restart(async () => {
      // Two retries: the first one's refusal has been emitted by the time the second starts.
      await new Promise<void>((resolve) => {
        let retries = 0;
        side.on('reconnecting', () => {
          if (++retries === 2) resolve();
        });
      });
    });
    t.mock.restoreAll();
    assert.deepEqual(printed, []);
    assert.equal(await side.ping(), 'PONG');
  });
});
