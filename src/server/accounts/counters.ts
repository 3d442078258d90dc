/**
 * Attempt counters for sign-in limits: how many times a key (an address, an account) was
 * tried in the current window. In this process's memory, or in Redis when the server is one
 * of a cluster, so that every process counts the same attempts.
 */
import type { Redis } from 'ioredis';

export interface Counters {
  /** Adds one to `key` and answers the count in its window, which starts at its first use. */
  increment(key: string, windowSeconds: number): Promise<number>;
}

export class MemoryCounters implements Counters {
  private readonly counts = new Map<string, { count: number; endsAt: number }>();
  private readonly now: () => number;

  constructor(now: () => number = Date.now) {
    this.now = now;
  }

  increment(key: string, windowSeconds: number): Promise<number> {
    const now = this.now();
    if (this.counts.size > 10_000) this.prune(now);
    const found = this.counts.get(key);
    const entry =
      found && found.endsAt > now ? found : { count: 0, endsAt: now + windowSeconds * 1000 };
    entry.count += 1;
    this.counts.set(key, entry);
    return Promise.resolve(entry.count);
  }

  private prune(now: number): void {
    for (const [key, { endsAt }] of this.counts) if (endsAt <= now) this.counts.delete(key);
  }
}

/** INCR and, on a key's first count, EXPIRE, in one step. */
const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return count`;

export class RedisCounters implements Counters {
  private readonly redis: Redis;

  constructor(redis: Redis) {
    this.redis = redis;
  }

  async increment(key: string, windowSeconds: number): Promise<number> {
    const count = await this.redis.eval(INCREMENT, 1, `auth:count:${key}`, windowSeconds);
    return Number(count);
  }
}
