/**
 * Histograms of whole numbers (scores, game lengths, choices per decision) that cost nothing
 * per observation: small non-negative values go to a growable dense array, anything else to
 * a map. Read out as sorted [value, count] pairs, which merge by addition in any order.
 */

import type { Pairs } from '../core/probe.ts';

export type { Pairs };

// Values below this are counted in the dense array, the common case of every histogram here.
const DENSE_LIMIT = 1 << 16;

export class Counts {
  private dense = new Float64Array(64);
  private readonly sparse = new Map<number, number>();

  add(value: number, times = 1): void {
    const dense = this.dense;
    // The common case first: a small whole number the array already covers.
    if (value >= 0 && value < dense.length && (value | 0) === value) {
      (dense[value] as number) += times;
    } else if (value >= 0 && value < DENSE_LIMIT && Number.isInteger(value)) {
      if (value >= this.dense.length) this.grow(value);
      (this.dense[value] as number) += times;
    } else {
      this.sparse.set(value, (this.sparse.get(value) ?? 0) + times);
    }
  }

  private grow(value: number): void {
    let size = this.dense.length;
    while (size <= value) size *= 2;
    const bigger = new Float64Array(Math.min(size, DENSE_LIMIT));
    bigger.set(this.dense);
    this.dense = bigger;
  }

  pairs(): Pairs {
    const out: Pairs = [...this.sparse];
    this.dense.forEach((count, value) => {
      if (count > 0) out.push([value, count]);
    });
    return out.sort((a, b) => a[0] - b[0]);
  }

  clear(): void {
    this.dense.fill(0);
    this.sparse.clear();
  }
}

/** The sum of two histograms, as a new sorted list. */
export function mergePairs(a: Pairs, b: Pairs): Pairs {
  const out: Pairs = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const x = a[i];
    const y = b[j];
    if (x && (!y || x[0] < y[0])) {
      out.push([x[0], x[1]]);
      i++;
    } else if (y && (!x || y[0] < x[0])) {
      out.push([y[0], y[1]]);
      j++;
    } else if (x && y) {
      out.push([x[0], x[1] + y[1]]);
      i++;
      j++;
    }
  }
  return out;
}

export interface Summary {
  /** Observations, e.g. 1000 games. */
  readonly n: number;
  readonly mean: number;
  readonly min: number;
  readonly max: number;
  /** The middle value (lower median), e.g. 31. */
  readonly median: number;
}

export function summarize(pairs: Pairs): Summary {
  let n = 0;
  let sum = 0;
  for (const [value, count] of pairs) {
    n += count;
    sum += value * count;
  }
  let seen = 0;
  let median = NaN;
  for (const [value, count] of pairs) {
    seen += count;
    if (seen * 2 >= n) {
      median = value;
      break;
    }
  }
  return {
    n,
    mean: n ? sum / n : NaN,
    min: pairs[0]?.[0] ?? NaN,
    max: pairs.at(-1)?.[0] ?? NaN,
    median,
  };
}
