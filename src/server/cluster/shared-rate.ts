/**
 * A rate limit per client address that holds across a cluster's processes: the counts live in
 * Redis (rate-limiter-flexible's RateLimiterRedis). The burst is the points of a window of
 * burst / perSecond seconds, close to the token bucket one process uses. Should Redis fail,
 * each process counts on its own (the library's insurance limiter) rather than refuse everyone.
 */
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Rate } from '../realtime/rate-limit.ts';

export class SharedAddressRate {
  private readonly limiter: RateLimiterRedis;

  /** `name` keeps each limit's counts apart in Redis, e.g. 'create'. */
  constructor(redis: Redis, name: string, rate: Rate) {
    const duration = Math.max(1, Math.ceil(rate.burst / rate.perSecond));
    const points = rate.burst;
    this.limiter = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `matchday:rate:${name}`,
      points,
      duration,
      insuranceLimiter: new RateLimiterMemory({ points, duration }),
    });
  }

  /** Takes one from the address's allowance; false when it is spent. */
  async take(address: string): Promise<boolean> {
    try {
      await this.limiter.consume(address);
      return true;
    } catch (error) {
      if (error instanceof RateLimiterRes) return false;
      throw error;
    }
  }
}
