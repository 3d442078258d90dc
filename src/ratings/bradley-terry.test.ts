/** Bradley–Terry fits on cases small enough to work out by hand (issue #34, bot calibration). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fitBradleyTerry } from './bradley-terry.ts';
import { near } from './testing/near.ts';

describe('Bradley–Terry ratings on the displayed scale', () => {
  it('puts a player who scores 3 of 4 at 400·log10(3) ≈ 190.85 points above the anchor', () => {
    const [strong, anchor] = fitBradleyTerry(2, [{ a: 0, b: 1, wins: 3, draws: 0, losses: 1 }], {
      anchor: 1,
      anchorRating: 1500,
      prior: 0,
    });
    near(strong?.rating ?? NaN, 1500 + 400 * Math.log10(3), 1e-6, 'strong');
    assert.deepEqual(anchor, { rating: 1500, error: 0 });
    // Fisher information 4 · 3/4 · 1/4 = 0.75 in logistic units: error 173.7178 / √0.75.
    near(strong?.error ?? NaN, 400 / Math.LN10 / Math.sqrt(0.75), 1e-6, 'error');
  });

  it('counts a draw as half a win for each, and a prior draw pulls a clean sweep in', () => {
    const drawn = fitBradleyTerry(2, [{ a: 0, b: 1, wins: 1, draws: 2, losses: 1 }], {
      anchor: 0,
      anchorRating: 1200,
      prior: 0,
    });
    near(drawn[1]?.rating ?? NaN, 1200, 1e-9, 'even');
    // 4 wins of 4 and one virtual draw: 4.5 points of 5, odds 9.
    const swept = fitBradleyTerry(2, [{ a: 0, b: 1, wins: 4, draws: 0, losses: 0 }], {
      anchor: 1,
      anchorRating: 1500,
      prior: 1,
    });
    near(swept[0]?.rating ?? NaN, 1500 + 400 * Math.log10(9), 1e-6, 'swept');
  });

  it('fits a consistent chain of three exactly: 3:1, 3:1 and 9:1', () => {
    const fitted = fitBradleyTerry(
      3,
      [
        { a: 0, b: 1, wins: 3, draws: 0, losses: 1 },
        { a: 1, b: 2, wins: 30, draws: 0, losses: 10 },
        { a: 0, b: 2, wins: 9, draws: 0, losses: 1 },
      ],
      { anchor: 2, anchorRating: 1500, prior: 0 },
    );
    const step = 400 * Math.log10(3);
    near(fitted[0]?.rating ?? NaN, 1500 + 2 * step, 1e-6, 'top');
    near(fitted[1]?.rating ?? NaN, 1500 + step, 1e-6, 'middle');
    // The middle one met the anchor 40 times: surer of its distance than the top one.
    assert.ok((fitted[1]?.error ?? NaN) < (fitted[0]?.error ?? NaN));
  });
});
