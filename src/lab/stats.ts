/**
 * The lab's statistics: intervals for shares (a seat's win rate) and for mean paired
 * differences (variant B minus variant A on the same seeds). Pure arithmetic on counts and
 * sums, so the web app computes exactly what the CLI prints.
 */

// Wilson's interval for shares is shared with the bots' tournaments.
import type { Pairs } from '../core/probe.ts';
import { Z95, type Interval } from '../core/wilson.ts';
export { Z95, wilson, type Interval } from '../core/wilson.ts';

/** Running sums of a per-game quantity: enough for its mean and its standard error. */
export interface Moments {
  /** Games counted, e.g. 1000. */
  n: number;
  /** Sum of the quantity, e.g. 37 (wins of B minus wins of A). */
  sum: number;
  /** Sum of its squares, e.g. 411. */
  sumSquares: number;
}

/** The moments of a histogram's values (value, count pairs). */
export function momentsOf(pairs: Pairs): Moments {
  let n = 0;
  let sum = 0;
  let sumSquares = 0;
  for (const [value, count] of pairs) {
    n += count;
    sum += value * count;
    sumSquares += value * value * count;
  }
  return { n, sum, sumSquares };
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

/**
 * The moments of games of which every `perSeed` were played on one seed (a rotated run plays
 * each seed once per seat order: LabConfig.rotate), counted as `n / perSeed` independent
 * samples: every sum divided by `perSeed`, so the mean is unchanged and meanInterval gives, when
 * the orders replay one game, exactly the interval of the seeds' games played once. 1: as is.
 */
export function perSeedMoments(m: Moments, perSeed = 1): Moments {
  if (perSeed === 1) return m;
  return { n: m.n / perSeed, sum: m.sum / perSeed, sumSquares: m.sumSquares / perSeed };
}

/** Whether an interval leaves out a value, e.g. a card's win rate excludes the overall rate. */
export function excludes(interval: Interval, value: number): boolean {
  return value < interval.low || value > interval.high;
}
