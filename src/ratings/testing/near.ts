import assert from 'node:assert/strict';

/** Asserts that `actual` is within `within` of `expected`, e.g. near(1464.0507, 1464.05, 0.005). */
export function near(actual: number, expected: number, within: number, what = ''): void {
  assert.ok(
    Math.abs(actual - expected) <= within,
    `${what} ${actual}, expected ${expected} ± ${within}`,
  );
}
