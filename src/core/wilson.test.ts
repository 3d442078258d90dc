import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatInterval, wilson } from './wilson.ts';

describe('the Wilson interval', () => {
  it('matches the published values (Newcombe 1998, table I, method 3)', () => {
    const cases: [number, number, number, number][] = [
      [81, 263, 0.2553, 0.3662],
      [15, 148, 0.0624, 0.1605],
      [0, 20, 0, 0.1611],
      [1, 29, 0.0061, 0.1718],
    ];
    for (const [successes, trials, low, high] of cases) {
      const i = wilson(successes, trials);
      assert.equal(Number(i.low.toFixed(4)), low, `${successes}/${trials} low`);
      assert.equal(Number(i.high.toFixed(4)), high, `${successes}/${trials} high`);
      assert.equal(i.value, successes / trials);
    }
  });

  it('is symmetric, exact at the ends, and knows nothing without trials', () => {
    const a = wilson(30, 100);
    const b = wilson(70, 100);
    assert.ok(Math.abs(a.low - (1 - b.high)) < 1e-12 && Math.abs(a.high - (1 - b.low)) < 1e-12);
    assert.equal(wilson(10, 10).high, 1);
    assert.equal(wilson(0, 10).low, 0);
    const none = wilson(0, 0);
    assert.ok(Number.isNaN(none.value));
    assert.deepEqual([none.low, none.high], [0, 1]);
    assert.equal(formatInterval(wilson(1, 2)), ' 50.0% [  9.5,  90.5]');
  });

  it('refuses counts that cannot be', () => {
    assert.throws(() => wilson(3, 2), /cannot come from/);
    assert.throws(() => wilson(-1, 2), /cannot come from/);
    assert.throws(() => wilson(1.5, 2), /whole numbers/);
  });
});
