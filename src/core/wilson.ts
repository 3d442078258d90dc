/**
 * Confidence intervals for a share (a win rate, an agreement rate): Wilson's score interval,
 * which stays inside [0, 1] and behaves at 0 or n successes, where the textbook normal
 * interval collapses to a point.
 */

/** The normal quantile of a two-sided 95% interval. */
export const Z95 = 1.959963984540054;

export interface Interval {
  /** The value observed: a share (0.62) or, for other intervals, a mean (-0.8); NaN without data. */
  readonly value: number;
  /** Bounds of the interval, e.g. 0.55 and 0.69; [0, 1] when there were no trials. */
  readonly low: number;
  readonly high: number;
}

/** Wilson's interval for `successes` out of `trials` at normal quantile `z` (95% by default). */
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
  // At 0 or n successes the bound at that end is exact; rounding must not move it.
  return {
    value: p,
    low: successes === 0 ? 0 : Math.max(0, centre - half),
    high: successes === trials ? 1 : Math.min(1, centre + half),
  };
}

/** An interval as text with percentages, e.g. '62.0% [55.1, 68.5]'. */
export function formatInterval(i: Interval): string {
  if (Number.isNaN(i.value)) return '   –   [  –  ,  –  ]';
  const pct = (x: number): string => (100 * x).toFixed(1);
  return `${pct(i.value).padStart(5)}% [${pct(i.low).padStart(5)}, ${pct(i.high).padStart(5)}]`;
}
