/**
 * Numbers as the Lab page shows them (the report's tables and the progress line); the
 * end-to-end test formats the node lab's report with the same functions to compare.
 */

/** 0.5146 → '51.5%'; NaN (no games) → '–'. */
export function percent(x: number): string {
  return Number.isFinite(x) ? `${(100 * x).toFixed(1)}%` : '–';
}

/** 2.7435 → '2.74'; NaN → '–'. */
export function decimal(x: number, digits = 2): string {
  return Number.isFinite(x) ? x.toFixed(digits) : '–';
}

/** 12345 → '12,345'. */
export function count(n: number): string {
  return Math.round(n).toLocaleString('en');
}
