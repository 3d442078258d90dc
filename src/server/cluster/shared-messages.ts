/**
 * The realtime messages of one client address, counted across a cluster's processes without
 * a Redis round trip per message: each process reserves the address's allowance from Redis in
 * blocks (rate-limiter-flexible's RateLimiterRedis, as shared-rate.ts, consuming a block's
 * points at once) and spends them locally, synchronously, as the single process spends its
 * token bucket. The next block is asked for while half of the current one is left, so that a
 * steady sender rarely waits on Redis; a block Redis refuses leaves the address refused on
 * this process until the library says its window ends.
 *
 * The price of the blocks: across N processes an address may get up to N blocks more than the
 * limit in one window (each process's last block, reserved but not yet spent, is counted
 * against it), and a block a process reserved but never spent is lost to the address for that
 * window. With blocks of an eighth of the burst, both are small beside the burst itself.
 */
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { AddressBudget } from '../realtime/address-budget.ts';
import type { Rate } from '../realtime/rate-limit.ts';

/** Addresses remembered at most; beyond this the least recently seen are forgotten. */
const MAX_ADDRESSES = 10_000;

/** What this process holds of one address's allowance. */
interface Grant {
  /** Messages reserved from Redis and not yet spent, e.g. 17. */
  tokens: number;
  /** A reservation on its way, if any: one at a time per address. */
  pending: Promise<void> | undefined;
  /** Until when (performance.now ms) Redis said the address's allowance is spent. */
  refusedUntil: number;
}

export interface SharedMessageOptions {
  readonly redis: Redis;
  readonly rate: Rate;
  readonly log: (message: string) => void;
  /** The clock of refusals (ms). Default performance.now. */
  readonly now?: () => number;
}

export class SharedMessageRate implements AddressBudget {
  private readonly limiter: RateLimiterRedis;
  /** Messages reserved from Redis at once, e.g. 25 for bursts of 200. */
  readonly block: number;
  /** By address, least recently used first (a Map keeps insertion order). */
  private readonly grants = new Map<string, Grant>();
  private readonly log: (message: string) => void;
  private readonly now: () => number;

  constructor(options: SharedMessageOptions) {
    const { rate } = options;
    const duration = Math.max(1, Math.ceil(rate.burst / rate.perSecond));
    this.block = Math.max(1, Math.floor(rate.burst / 8));
    this.log = options.log;
    this.now = options.now ?? performance.now.bind(performance);
    this.limiter = new RateLimiterRedis({
      storeClient: options.redis,
      keyPrefix: 'matchday:rate:messages',
      points: rate.burst,
      duration,
      // Should Redis fail, each process counts on its own rather than refuse everyone; at
      // once, not once the connection (whose commands wait for it) is back.
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory({ points: rate.burst, duration }),
    });
  }

  /** Spends one of the address's reserved messages; false when none is left. */
  take(address: string): boolean {
    const grant = this.grant(address);
    if (grant.tokens * 2 < this.block) void this.reserve(address, grant);
    if (grant.tokens < 1) return false;
    grant.tokens -= 1;
    return true;
  }

  /** Reserves a first block for an address as one of its sockets connects. */
  prepare(address: string): Promise<void> {
    const grant = this.grant(address);
    return grant.tokens >= 1 ? Promise.resolve() : this.reserve(address, grant);
  }

  /** Addresses remembered now, for tests of the bound. */
  get size(): number {
    return this.grants.size;
  }

  private grant(address: string): Grant {
    const grant = this.grants.get(address) ?? this.newGrant();
    this.grants.delete(address);
    this.grants.set(address, grant);
    return grant;
  }

  private newGrant(): Grant {
    // The least recently seen first; its unspent block is simply lost for its window.
    if (this.grants.size >= MAX_ADDRESSES) {
      const [oldest] = this.grants.keys();
      if (oldest !== undefined) this.grants.delete(oldest);
    }
    return { tokens: 0, pending: undefined, refusedUntil: 0 };
  }

  private reserve(address: string, grant: Grant): Promise<void> {
    if (grant.pending) return grant.pending;
    if (this.now() < grant.refusedUntil) return Promise.resolve();
    grant.pending = this.limiter
      .consume(address, this.block)
      .then(
        () => {
          grant.tokens += this.block;
        },
        (error: unknown) => {
          if (error instanceof RateLimiterRes) {
            grant.refusedUntil = this.now() + error.msBeforeNext;
            return;
          }
          // Neither Redis nor the insurance answered: the block is granted, not refused.
          this.log(`could not reserve messages for ${address}: ${String(error)}`);
          grant.tokens += this.block;
        },
      )
      .finally(() => {
        grant.pending = undefined;
      });
    return grant.pending;
  }
}
