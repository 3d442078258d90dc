import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { near } from './testing/near.ts';
import { bounded, LICHESS, newRating, type Rating } from './rating.ts';
import { offsetsFromShares } from './seat-advantage.ts';
import { rateTwoSided } from './two-sided.ts';
import { BOT_GAME_WEIGHT } from './weight.ts';
import { expectedScore } from './glicko2.ts';
import { toPhi } from './scale.ts';

const rating = fc.record({
  rating: fc.double({ min: 400, max: 3200, noNaN: true }),
  deviation: fc.double({ min: LICHESS.minDeviation, max: LICHESS.maxDeviation, noNaN: true }),
  volatility: fc.double({ min: 0.03, max: 0.15, noNaN: true }),
});
const score = fc.constantFrom(0, 0.5, 1);
const offset = fc.double({ min: -150, max: 150, noNaN: true });
const weight = fc.double({ min: 0, max: 1, noNaN: true });
const game = fc.record({
  players: fc.tuple(rating, rating),
  score,
  offsets: fc.tuple(offset, offset),
  weights: fc.tuple(weight, weight),
});

const SETTLED: Rating = { rating: 1500, deviation: 60, volatility: 0.06 };

describe('two-sided games, rated as lichess rates them', () => {
  it('two new players: the winner 1741.62 ± 396.81, the loser 1258.38 ± 396.81', () => {
    const [winner, loser] = rateTwoSided({ players: [newRating(), newRating()], score: 1 });
    near(winner.rating, 1741.62, 0.005, 'winner');
    near(loser.rating, 1258.38, 0.005, 'loser');
    near(winner.deviation, 396.81, 0.005, 'deviation');
    assert.equal(loser.deviation, winner.deviation);
    near(winner.volatility, 0.089998, 0.0000005, 'volatility');
  });

  it('keeps deviations within 45–500, volatility ≤ 0.1, ratings ≥ 400, changes ≤ 700', () => {
    fc.assert(
      fc.property(game, (g) => {
        const after = rateTwoSided(g);
        after.forEach((r, seat) => {
          assert.ok(r.deviation >= LICHESS.minDeviation && r.deviation <= LICHESS.maxDeviation);
          assert.ok(r.volatility <= LICHESS.maxVolatility && r.rating >= LICHESS.minRating);
          const before = g.players[seat];
          // 1e-9: before + 700 − before is 700.0000000000001 in floating point.
          assert.ok(before && Math.abs(r.rating - before.rating) <= LICHESS.maxChange + 1e-9);
        });
      }),
    );
  });

  it('caps a change at 700 points, a deviation at its bounds, a volatility at 0.1', () => {
    const before = newRating();
    const after = bounded(before, { rating: 2400, deviation: 20, volatility: 0.12 });
    assert.deepEqual(after, { rating: 2200, deviation: 45, volatility: 0.1 });
    assert.equal(bounded(before, { ...before, rating: 500, deviation: 600 }).rating, 800);
    const low = { rating: 450, deviation: 100, volatility: 0.06 };
    assert.equal(bounded(low, { ...low, rating: 380 }).rating, 400);
  });

  it('a win never lowers a rating and a loss never raises one, offsets and weights included', () => {
    fc.assert(
      fc.property(game, (g) => {
        const [first, second] = rateTwoSided({ ...g, score: 1 });
        assert.ok(first.rating >= g.players[0].rating);
        assert.ok(second.rating <= g.players[1].rating);
      }),
    );
  });

  it('equal players move by equal and opposite amounts (away from the 400 floor)', () => {
    const settled = fc.record({
      rating: fc.double({ min: 1200, max: 3200, noNaN: true }),
      deviation: fc.double({ min: LICHESS.minDeviation, max: LICHESS.maxDeviation, noNaN: true }),
      volatility: fc.double({ min: 0.03, max: 0.1, noNaN: true }),
    });
    fc.assert(
      fc.property(settled, score, (player, s) => {
        const [first, second] = rateTwoSided({ players: [player, player], score: s });
        near(first.rating - player.rating, player.rating - second.rating, 1e-9, 'change');
        near(first.deviation, second.deviation, 1e-9, 'deviation');
        if (s === 0.5) near(first.rating, player.rating, 1e-9, 'draw');
      }),
    );
  });

  it('a seat that wins 55% against equals expects 55% and gains less for a win', () => {
    const offsets = offsetsFromShares([0.55, 0.45]) as [number, number];
    near(expectedScore(toPhi(offsets[0] - offsets[1]), 0, 0), 0.55, 1e-12, 'E');
    const fair = rateTwoSided({ players: [SETTLED, SETTLED], score: 1 });
    const favoured = rateTwoSided({ players: [SETTLED, SETTLED], score: 1, offsets });
    const gain = (r: readonly [Rating, Rating]): number => r[0].rating - SETTLED.rating;
    assert.ok(gain(favoured) < gain(fair), `${gain(favoured)} < ${gain(fair)}`);
    assert.ok(gain(favoured) > 0);
    // And the other seat gains more for the same win.
    const underdog = rateTwoSided({ players: [SETTLED, SETTLED], score: 0, offsets });
    assert.ok(underdog[1].rating - SETTLED.rating > gain(fair), `${underdog[1].rating}`);
  });

  it('a person gains half as much from a bot', () => {
    const person = SETTLED;
    const bot = { rating: 1600, deviation: 50, volatility: 0.06 };
    const [full] = rateTwoSided({ players: [person, bot], score: 1 });
    const [half] = rateTwoSided({
      players: [person, bot],
      score: 1,
      weights: [BOT_GAME_WEIGHT, 1],
    });
    near(half.rating - person.rating, (full.rating - person.rating) / 2, 1e-9, 'gain');
    assert.ok(half.rating - person.rating > 1);
  });
});
