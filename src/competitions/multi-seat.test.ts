import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { pointsByPlace, snakeTables } from './multi-seat.ts';

describe('tables of three or more seats', () => {
  it('seats players in snake order of rating', () => {
    const players = [1, 2, 3, 4, 5, 6].map((r) => ({ id: `r${r}`, rating: r }));
    assert.deepEqual(snakeTables(players, 3, 's'), [
      ['r6', 'r3', 'r2'],
      ['r5', 'r4', 'r1'],
    ]);
  });

  it('on random fields: everyone seated once, fewest tables, sizes within one, top seeds apart', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1000, max: 1100 }), { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 3, max: 6 }),
        fc.string({ maxLength: 6 }),
        (ratings, seats, seed) => {
          const players = ratings.map((rating, i) => ({ id: `p${i}`, rating }));
          const tables = snakeTables(players, seats, seed);
          assert.equal(tables.length, Math.ceil(players.length / seats));
          assert.deepEqual(tables.flat().sort(), players.map((p) => p.id).sort());
          const sizes = tables.map((t) => t.length);
          assert.ok(Math.max(...sizes) <= seats);
          assert.ok(Math.max(...sizes) - Math.min(...sizes) <= 1);
          // Each table's best player: the top `tables` ratings, one at each table, in order.
          const rating = new Map(players.map((p) => [p.id, p.rating]));
          const heads = tables.map((t) => rating.get(t[0] ?? '') ?? 0);
          const top = [...ratings].sort((a, b) => b - a).slice(0, tables.length);
          assert.deepEqual(heads, top);
          // The same seed draws the same tables.
          assert.deepEqual(snakeTables([...players].reverse(), seats, seed), tables);
        },
      ),
      { seed: 35, numRuns: 500 },
    );
  });

  it('gives points by place, shared places sharing their points', () => {
    assert.deepEqual(pointsByPlace([1, 2, 3]), [2, 1, 0]);
    assert.deepEqual(pointsByPlace([1, 2, 2, 4]), [3, 1.5, 1.5, 0]);
    assert.deepEqual(pointsByPlace([2, 1, 3, 4], [10, 6, 3, 1]), [6, 10, 3, 1]);
    assert.deepEqual(pointsByPlace([1, 1, 3], [5, 3]), [4, 4, 0]);
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 3, maxLength: 6 }),
        (raw) => {
          // Standard competition ranking: a place is 1 + the number of players ahead.
          const places = raw.map((x) => 1 + raw.filter((y) => y < x).length);
          const points = pointsByPlace(places);
          const n = places.length;
          assert.equal(
            points.reduce((a, b) => a + b, 0),
            (n * (n - 1)) / 2,
          );
          places.forEach((p, i) => {
            places.forEach((q, j) => {
              if (p < q) assert.ok((points[i] ?? 0) > (points[j] ?? 0));
            });
          });
        },
      ),
      { seed: 35, numRuns: 300 },
    );
  });

  it('refuses tables of fewer than two seats', () => {
    assert.throws(() => snakeTables([], 1, 's'), RangeError);
  });
});
