import assert from 'node:assert/strict';
import { it } from 'node:test';
import fc from 'fast-check';
import { afterInactivity, daysBetween } from './inactivity.ts';
import { LICHESS } from './rating.ts';

const rating = fc.record({
  rating: fc.double({ min: 400, max: 3200, noNaN: true }),
  deviation: fc.double({ min: LICHESS.minDeviation, max: LICHESS.maxDeviation, noNaN: true }),
  volatility: fc.double({ min: 0.03, max: 0.15, noNaN: true }),
});
const days = fc.double({ min: 0, max: 5000, noNaN: true });

it('a year away widens 1500 ± 50 (σ 0.06) to ± 104.88; the rating and volatility stay', () => {
  const after = afterInactivity({ rating: 1500, deviation: 50, volatility: 0.06 }, 365);
  assert.ok(Math.abs(after.deviation - 104.88) < 0.005, `${after.deviation}`);
  assert.equal(after.rating, 1500);
  assert.equal(after.volatility, 0.06);
  assert.equal(daysBetween(0, 86_400_000), 1);
});

it("lichess's calibration: a typical player's 60 (σ 0.06) becomes 110 in a year", () => {
  const after = afterInactivity({ rating: 1500, deviation: 60, volatility: 0.06 }, 365);
  assert.ok(Math.abs(after.deviation - 110) < 0.005, `${after.deviation}`);
});

it('inactivity only widens the deviation, more with more days, never beyond 500', () => {
  fc.assert(
    fc.property(rating, days, days, (r, a, b) => {
      const [fewer, more] = a <= b ? [a, b] : [b, a];
      const early = afterInactivity(r, fewer);
      const late = afterInactivity(r, more);
      assert.ok(early.deviation >= r.deviation);
      assert.ok(late.deviation >= early.deviation);
      assert.ok(late.deviation <= LICHESS.maxDeviation);
      assert.equal(late.rating, r.rating);
    }),
  );
  const ages = afterInactivity({ rating: 1500, deviation: 400, volatility: 0.09 }, 100_000);
  assert.equal(ages.deviation, 500);
});
