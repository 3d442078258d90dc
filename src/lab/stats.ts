/**
 * The lab's statistics: intervals for shares (a seat's win rate) and for mean paired
 * differences (variant B minus variant A on the same seeds). Pure arithmetic on counts and
 * sums, so the web app computes exactly what the CLI prints.
 */

/** The normal quantile of a two-sided 95% interval. */
export const Z95 = 1.959963984540054;

export interface Interval {
  /** The value observed: a share (0.54) or a mean difference (-0.8); NaN without data. */
  readonly value: number;
  /** The 95% interval around it, e.g. 0.52 and 0.56. */
  readonly low: number;
  readonly high: number;
}

/**
 * Wilson's score interval for `successes` out of `trials`: unlike the textbook normal
 * interval it stays inside [0, 1] and does not collapse to a point at 0 or n successes.
 */
export function wilson(successes: number, trials: number, z = Z95): Interval {
  if (!Number.isInteger(successes) || !Number.isInteger(trials) || trials < 0)
    throw new Error(`wilson: counts must be whole numbers, got ${successes} of ${trials}`);
  if (successes < 0 || successes > trials)
    throw new Error(`wilson: ${successes} successes cannot come from ${trials} trials`);
  if (trials === 0) return { value: NaN, low: 0, high: 1 };
  const p = successes / trials;
  const z2 = z * z;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const half = (z / (1 + z2 / trials)) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials ** 2));
  return {
    value: p,
    // At 0 or n successes that end of the interval is exact; rounding must not move it.
    low: successes === 0 ? 0 : Math.max(0, centre - half),
    high: successes === trials ? 1 : Math.min(1, centre + half),
  };
}

/** Running sums of a per-game quantity: enough for its mean and its standard error. */
export interface Moments {
  /** Games counted, e.g. 1000. */
  n: number;
  /** Sum of the quantity, e.g. 37 (wins of B minus wins of A). */
  sum: number;
  /** Sum of its squares, e.g. 411. */
  sumSquares: number;
}

export function emptyMoments(): Moments {
  return { n: 0, sum: 0, sumSquares: 0 };
}

export function addMoments(into: Moments, from: Moments): void {
  into.n += from.n;
  into.sum += from.sum;
  into.sumSquares += from.sumSquares;
}

/**
 * The mean with a normal 95% interval from the sample variance: for paired differences over
 * many games, where the central limit theorem applies. With fewer than two games the
 * interval is unbounded.
 */
export function meanInterval(m: Moments, z = Z95): Interval {
  if (m.n === 0) return { value: NaN, low: -Infinity, high: Infinity };
  const mean = m.sum / m.n;
  if (m.n < 2) return { value: mean, low: -Infinity, high: Infinity };
  const variance = Math.max(0, (m.sumSquares - m.n * mean * mean) / (m.n - 1));
  const half = z * Math.sqrt(variance / m.n);
  return { value: mean, low: mean - half, high: mean + half };
}

/** Whether an interval leaves out a value, e.g. a card's win rate excludes the overall rate. */
export function excludes(interval: Interval, value: number): boolean {
  return value < interval.low || value > interval.high;
}
