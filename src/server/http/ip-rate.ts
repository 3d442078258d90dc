/**
 * Rate limits per client address: for the routes that create things (tables, claims), and
 * for the realtime messages of all of one address's connections together.
 */
import { TokenBucket, type Rate } from '../realtime/rate-limit.ts';

/** Addresses remembered at most; beyond this the least recently seen are forgotten. */
export const MAX_ADDRESSES = 10_000;

export class AddressRate {
  /** By address, least recently used first (a Map keeps insertion order). */
  private readonly buckets = new Map<string, TokenBucket>();
  private readonly rate: Rate;
  private readonly now: (() => number) | undefined;
  private readonly capacity: number;
  /** The address taken from last, already last in `buckets`; its bucket, e.g. one per message. */
  private latest: { readonly address: string; readonly bucket: TokenBucket } | undefined;

  constructor(rate: Rate, now?: () => number, capacity = MAX_ADDRESSES) {
    this.rate = rate;
    this.now = now;
    this.capacity = capacity;
  }

  /** Takes one token from the address's bucket; false when it is empty. */
  take(address: string): boolean {
    // Most messages come from the address before (one client's actions): it is last already.
    if (this.latest?.address === address) return this.latest.bucket.take();
    const bucket = this.buckets.get(address) ?? this.newBucket();
    this.buckets.delete(address);
    this.buckets.set(address, bucket);
    this.latest = { address, bucket };
    return bucket.take();
  }

  /** Addresses remembered now, for tests of the bound. */
  get size(): number {
    return this.buckets.size;
  }

  private newBucket(): TokenBucket {
    if (this.buckets.size >= this.capacity) this.evict();
    return new TokenBucket(this.rate, this.now);
  }

  /**
   * Forgets the addresses whose buckets have refilled (they know nothing a new bucket would
   * not), then the least recently seen, down to half the capacity: a scan of many addresses
   * neither grows the map nor wipes the budgets of the busiest, and each sweep pays for the
   * next capacity / 2 new addresses.
   */
  private evict(): void {
    const keep = Math.floor(this.capacity / 2);
    for (const [address, bucket] of this.buckets) if (bucket.full()) this.buckets.delete(address);
    for (const address of this.buckets.keys()) {
      if (this.buckets.size <= keep) break;
      this.buckets.delete(address);
    }
  }
}
