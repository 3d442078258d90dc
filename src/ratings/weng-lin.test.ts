import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { near } from './testing/near.ts';
import { rate } from 'openskill';
import { LICHESS, newRating, type Rating } from './rating.ts';
import { offsetsFromShares } from './seat-advantage.ts';
import { rateField, WENG_LIN_SCALE } from './weng-lin.ts';

const gain = (before: Rating, after: Rating | undefined): number =>
  (after?.rating ?? NaN) - before.rating;

describe('Weng-Lin / Plackett-Luce for three or more seats and teams', () => {
  it("matches openskill's published example times 60: places [4, 1, 3, 2]", () => {
    // openskill's README: 20.963 ± 8.084, 27.795 ± 8.263, 24.689 ± 8.084, 26.553 ± 8.179. The
    // library itself gives 20.96241 for the first, so the README's last place is off by one:
    // within 0.001 on its scale.
    const published = [
      [20.963, 8.084],
      [27.795, 8.263],
      [24.689, 8.084],
      [26.553, 8.179],
    ] as const;
    const n = newRating();
    const after = rateField({ seats: [[n], [n], [n], [n]], places: [4, 1, 3, 2] });
    published.forEach(([mu, sigma], seat) => {
      near(after[seat]?.[0]?.rating ?? NaN, mu * WENG_LIN_SCALE, 0.001 * WENG_LIN_SCALE, 'μ');
      near(after[seat]?.[0]?.deviation ?? NaN, sigma * WENG_LIN_SCALE, 0.001 * WENG_LIN_SCALE);
    });
  });

  it('is the library at its defaults times 60, for any teams and places within the bounds', () => {
    const player = fc.record({
      // From 1200 up, so no rating nears lichess's 400 floor, which the library does not have.
      mu: fc.double({ min: 20, max: 40, noNaN: true }),
      sigma: fc.double({ min: 2, max: 7, noNaN: true }),
    });
    const fieldGame = fc
      .array(fc.array(player, { minLength: 1, maxLength: 3 }), { minLength: 2, maxLength: 6 })
      .chain((teams) =>
        fc.tuple(
          fc.constant(teams),
          fc.array(fc.integer({ min: 1, max: teams.length }), {
            minLength: teams.length,
            maxLength: teams.length,
          }),
        ),
      );
    fc.assert(
      fc.property(fieldGame, ([teams, places]) => {
        const library = rate(teams, { rank: places });
        const ours = rateField({
          seats: teams.map((team) =>
            team.map((p) => ({
              rating: p.mu * WENG_LIN_SCALE,
              deviation: p.sigma * WENG_LIN_SCALE,
              volatility: 0.09,
            })),
          ),
          places,
        });
        library.forEach((team, seat) => {
          team.forEach((p, i) => {
            const r = ours[seat]?.[i];
            near(r?.rating ?? NaN, p.mu * WENG_LIN_SCALE, 1e-6, 'μ');
            near(r?.deviation ?? NaN, p.sigma * WENG_LIN_SCALE, 1e-6, 'σ');
          });
        });
      }),
    );
  });

  it('keeps deviations within 45–500 and never lowers a sole winner', () => {
    const rating = fc.record({
      rating: fc.double({ min: 400, max: 3200, noNaN: true }),
      deviation: fc.double({ min: LICHESS.minDeviation, max: LICHESS.maxDeviation, noNaN: true }),
      volatility: fc.constant(0.09),
    });
    const field = fc.array(fc.array(rating, { minLength: 1, maxLength: 2 }), {
      minLength: 3,
      maxLength: 5,
    });
    fc.assert(
      fc.property(field, (seats) => {
        const places = seats.map((_, seat) => seat + 1);
        const after = rateField({ seats, places });
        after.flat().forEach((r) => {
          assert.ok(r.deviation >= LICHESS.minDeviation && r.deviation <= LICHESS.maxDeviation);
        });
        seats[0]?.forEach((before, i) => {
          assert.ok(gain(before, after[0]?.[i]) >= 0);
        });
      }),
    );
  });

  it('a favoured seat gains less for a win; a person gains half as much beside a bot', () => {
    const settled: Rating = { rating: 1500, deviation: 80, volatility: 0.09 };
    const seats = [[settled], [settled], [settled]];
    const places = [1, 2, 3];
    const fair = rateField({ seats, places });
    const offsets = offsetsFromShares([0.6, 0.2, 0.2]);
    const favoured = rateField({ seats, places, offsets });
    assert.ok(gain(settled, favoured[0]?.[0]) < gain(settled, fair[0]?.[0]));
    assert.ok(gain(settled, favoured[0]?.[0]) > 0);
    const half = rateField({ seats, places, weights: [[0.5], [1], [1]] });
    near(gain(settled, half[0]?.[0]), gain(settled, fair[0]?.[0]) / 2, 1e-9, 'half');
  });

  it('rates team games: both members of the winning team go up', () => {
    const n = newRating();
    const after = rateField({ seats: [[n, n], [n, n], [n]], places: [1, 2, 3] });
    assert.ok(gain(n, after[0]?.[0]) > 0 && gain(n, after[0]?.[1]) > 0);
    assert.ok(gain(n, after[2]?.[0]) < 0);
  });
});
