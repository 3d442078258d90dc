/** Rate limits per client address, for the routes that create things (tables, claims). */
import { TokenBucket, type Rate } from '../realtime/rate-limit.ts';

/** Beyond this many addresses the map starts afresh, so a scan of addresses costs nothing. */
const MAX_ADDRESSES = 10_000;

export class AddressRate {
  private readonly buckets = new Map<string, TokenBucket>();
  private readonly rate: Rate;

  constructor(rate: Rate) {
    this.rate = rate;
  }

  take(address: string): boolean {
    let bucket = this.buckets.get(address);
    if (!bucket) {
      if (this.buckets.size >= MAX_ADDRESSES) this.buckets.clear();
      bucket = new TokenBucket(this.rate);
      this.buckets.set(address, bucket);
    }
    return bucket.take();
  }
}
