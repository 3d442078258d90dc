/**
 * Histograms of whole numbers (scores, game lengths, choices per decision) that cost nothing
 * per observation: small non-negative values go to a growable dense array, anything else to
 * a map. Read out as sorted [value, count] pairs, which merge by addition in any order.
 */

import type { Pairs } from '../core/probe.ts';

export type { Pairs };

// Values below this are counted in the dense array, the common case of every histogram here.
const DENSE_LIMIT = 1 << 16;

// A histogram starts with no storage, then 8 values: a lab chunk builds several, and a short
// run's chunks are one game each, so a histogram must cost next to nothing until it fills.
// (V8 keeps a typed array of up to 64 bytes in its heap; a larger one costs a buffer of its own.)
const EMPTY = new Float64Array(0);
const FIRST_SIZE = 8;

export class Counts {
  private dense = EMPTY;
  private sparse: Map<number, number> | undefined = undefined;

  add(value: number, times = 1): void {
    const dense = this.dense;
    // The common case first: a small whole number the array already covers.
    if (value >= 0 && value < dense.length && (value | 0) === value) {
      (dense[value] as number) += times;
    } else if (value >= 0 && value < DENSE_LIMIT && Number.isInteger(value)) {
      if (value >= this.dense.length) this.grow(value);
      (this.dense[value] as number) += times;
    } else {
      const sparse = (this.sparse ??= new Map<number, number>());
      sparse.set(value, (sparse.get(value) ?? 0) + times);
    }
  }

  private grow(value: number): void {
    let size = Math.max(FIRST_SIZE, this.dense.length);
    while (size <= value) size *= 2;
    const bigger = new Float64Array(Math.min(size, DENSE_LIMIT));
    bigger.set(this.dense);
    this.dense = bigger;
  }

  pairs(): Pairs {
    const out: Pairs = [];
    const dense = this.dense;
    for (let value = 0; value < dense.length; value++) {
      const count = dense[value] as number;
      if (count > 0) out.push([value, count]);
    }
    const sparse = this.sparse;
    if (!sparse || sparse.size === 0) return out; // already in order
    for (const pair of sparse) out.push(pair);
    return out.sort((a, b) => a[0] - b[0]);
  }

  clear(): void {
    this.dense.fill(0);
    this.sparse?.clear();
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
