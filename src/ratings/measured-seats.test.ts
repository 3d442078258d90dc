import assert from 'node:assert/strict';
import { it } from 'node:test';
import { near } from './testing/near.ts';
import { MEASURED_SEAT_ADVANTAGE, MEASURED_SEATS } from './measured-seats.ts';
import { seatOffsets } from './seat-advantage.ts';

it("reads Goal!'s lone seat of three (62.7% against the pair's 43.7%) as +59.66, −29.83, −29.83", () => {
  // By hand: (2/3) · 173.7178 · ln(0.627 / 0.373) = 60.148, (2/3) · 173.7178 · ln(0.437 / 0.563)
  // = −29.339 twice; their mean 0.490 taken off each.
  const [lone = NaN, left = NaN, right = NaN] = seatOffsets(MEASURED_SEAT_ADVANTAGE, 'goal', '', 3);
  near(lone, 59.66, 0.005);
  near(left, -29.83, 0.005);
  near(right, -29.83, 0.005);
});

it("reads Goalkeepers' five seats (51.9% down to 49.0%) as +10.57 down to −5.56", () => {
  const key = '{"reward":"choice","rounds":3,"starter":"drawn"}';
  const offsets = seatOffsets(MEASURED_SEAT_ADVANTAGE, 'goalkeepers', key, 5);
  [10.566, 1.667, -1.113, -5.56, -5.56].forEach((expected, seat) => {
    near(offsets[seat] ?? NaN, expected, 0.001);
  });
  // Two seats are even (50.0% each): not in the table, so no offsets.
  assert.deepEqual(seatOffsets(MEASURED_SEAT_ADVANTAGE, 'goalkeepers', key, 2), [0, 0]);
  // Other options than the measured defaults: none either.
  assert.deepEqual(seatOffsets(MEASURED_SEAT_ADVANTAGE, 'goalkeepers', '', 3), [0, 0, 0]);
});

it('holds one row per game, options and seat count, each with its source', () => {
  const keys = MEASURED_SEATS.map((r) => `${r.game} ${r.options} ${r.shares.length}`);
  assert.equal(new Set(keys).size, keys.length);
  assert.equal(MEASURED_SEAT_ADVANTAGE.size, MEASURED_SEATS.length);
  for (const row of MEASURED_SEATS) {
    assert.match(row.source, /matchday seats/);
    // Head-to-head shares of every seat average 50%.
    near(row.shares.reduce((a, b) => a + b, 0) / row.shares.length, 0.5, 0.002);
  }
});
