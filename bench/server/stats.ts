/** Latency samples in milliseconds and their percentiles. */
export class Latencies {
  private samples = new Float64Array(1 << 16);
  private size = 0;

  add(ms: number): void {
    if (this.size === this.samples.length) {
      const grown = new Float64Array(this.samples.length * 2);
      grown.set(this.samples);
      this.samples = grown;
    }
    this.samples[this.size++] = ms;
  }

  mean(): number {
    let sum = 0;
    for (let i = 0; i < this.size; i++) sum += this.samples[i] as number;
    return sum / Math.max(1, this.size);
  }

  /** Forgets every sample (the end of a warm-up). */
  clear(): void {
    this.size = 0;
  }

  get count(): number {
    return this.size;
  }

  /** The p-th percentile (0–100), nearest rank. */
  percentiles(ps: readonly number[]): number[] {
    const sorted = this.samples.slice(0, this.size).sort();
    return ps.map((p) => {
      if (this.size === 0) return NaN;
      const rank = Math.min(this.size - 1, Math.max(0, Math.ceil((p / 100) * this.size) - 1));
      return sorted[rank] as number;
    });
  }
}
