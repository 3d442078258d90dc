/**
 * The cluster's live processes, for the operator's figures: each process keeps its name in a
 * sorted set in Redis, scored with the time (Redis's clock, so hosts' clocks do not matter)
 * until which it counts as alive, renewed as often as its leases; a process killed drops out
 * once its score has passed, as its leases lapse.
 */
import type { Redis } from 'ioredis';

const PROCESSES = 'matchday:processes';

/** ARGV: owner, ms alive. */
const BEAT = `
local now = redis.call('TIME')
local ms = tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000)
redis.call('ZADD', KEYS[1], ms + tonumber(ARGV[2]), ARGV[1])
return 1
`;

/** The live processes' names; the lapsed are removed. */
const LIVE = `
local now = redis.call('TIME')
local ms = tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ms)
return redis.call('ZRANGE', KEYS[1], 0, -1)
`;

export class Presence {
  private readonly redis: Redis;
  private readonly owner: string;
  private readonly aliveMs: number;
  private readonly log: (message: string) => void;
  private beater: NodeJS.Timeout | undefined;

  /** `aliveMs`: how long the process counts as alive unless renewed, e.g. the lease's 5000. */
  constructor(redis: Redis, owner: string, aliveMs: number, log: (message: string) => void) {
    this.redis = redis;
    this.owner = owner;
    this.aliveMs = aliveMs;
    this.log = log;
  }

  /** Counts this process in at once (it is listed once this resolves), then every third. */
  async start(): Promise<void> {
    await this.beat();
    this.beater = setInterval(() => {
      this.beat().catch((error: unknown) => {
        this.log(`could not renew this process's presence in Redis: ${String(error)}`);
      });
    }, this.aliveMs / 3);
    this.beater.unref();
  }

  /** The live processes, e.g. ['host-a:4242:9f2c01ab', 'host-b:977:01d2e3f4']. */
  async live(): Promise<string[]> {
    // Commands wait for Redis to come back; the operator's figures do not.
    if (this.redis.status !== 'ready') throw new Error(`Redis is ${this.redis.status}`);
    return (await this.redis.eval(LIVE, 1, PROCESSES)) as string[];
  }

  /** Stops renewing and leaves the list at once. */
  async close(): Promise<void> {
    clearInterval(this.beater);
    await this.redis.zrem(PROCESSES, this.owner).catch(() => undefined);
  }

  private async beat(): Promise<void> {
    await this.redis.eval(BEAT, 1, PROCESSES, this.owner, this.aliveMs);
  }
}
