/** A token bucket: `burst` messages at once, refilled at `perSecond`. */
export interface Rate {
  readonly perSecond: number;
  readonly burst: number;
}

export class TokenBucket {
  private tokens: number;
  private last: number;
  private readonly rate: Rate;
  private readonly now: () => number;

  constructor(rate: Rate, now: () => number = performance.now.bind(performance)) {
    this.rate = rate;
    this.now = now;
    this.tokens = rate.burst;
    this.last = now();
  }

  /** Takes one token; false when the bucket is empty. */
  take(): boolean {
    this.refill();
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  /** Whether the bucket has refilled to its burst: as if it had never been used. */
  full(): boolean {
    this.refill();
    return this.tokens >= this.rate.burst;
  }

  private refill(): void {
    const now = this.now();
    const refill = ((now - this.last) / 1000) * this.rate.perSecond;
    this.tokens = Math.min(this.rate.burst, this.tokens + refill);
    this.last = now;
  }
}
