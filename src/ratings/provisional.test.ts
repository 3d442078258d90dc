import assert from 'node:assert/strict';
import { it } from 'node:test';
import { isProvisional, showRating } from './provisional.ts';
import { newRating } from './rating.ts';

it("a deviation of 110 or more is provisional, shown with a '?' (lichess's rule)", () => {
  assert.equal(showRating(newRating()), '1500?');
  assert.equal(isProvisional({ rating: 1712.8, deviation: 110, volatility: 0.06 }), true);
  assert.equal(isProvisional({ rating: 1712.8, deviation: 109.9, volatility: 0.06 }), false);
  assert.equal(showRating({ rating: 1712.8, deviation: 80, volatility: 0.06 }), '1712');
});
