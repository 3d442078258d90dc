import assert from 'node:assert/strict';
import { it } from 'node:test';
import { near } from './testing/near.ts';
import { MEASURED_SEAT_ADVANTAGE, MEASURED_SEAT_ROWS } from './measured-seats.ts';
import { seatAdvantage, seatOffsets } from './seat-advantage.ts';

const GOALKEEPERS = '{"reward":"choice","rounds":3,"starter":"drawn"}';
const FIRST_SEAT = '{"reward":"choice","rounds":3,"starter":"first-seat"}';

it("reads Goal!'s lone seat against the pair (62.66% against 37.34%) as +44.96, −22.48, −22.48", () => {
  // Two sides (GL-2.1): by hand (1/2) · 173.7178 · ln(0.6266 / 0.3734) = 44.963 for the lone
  // side, −44.963 for the pair's, shared equally between its two seats.
  const found = seatAdvantage(MEASURED_SEAT_ADVANTAGE, 'goal-1v2', '', 3);
  assert.equal(found.basis, 'measured');
  const [lone = NaN, left = NaN, right = NaN] = found.offsets;
  near(lone, 44.963, 0.001);
  near(left, -22.482, 0.001);
  near(right, -22.482, 0.001);
});

it("keys Goalkeepers' four seats by their options: the first seat starting is +28.05, drawn +7.09", () => {
  // Drawn starter (the defaults): 51.36%, 50.30%, 49.51%, 48.83%.
  const drawn = seatOffsets(MEASURED_SEAT_ADVANTAGE, 'goalkeepers-4', GOALKEEPERS, 4);
  // The first seat starts every game (GK-2.3's older rule): 55.36%, 50.93%, 48.93%, 44.77%.
  const first = seatOffsets(MEASURED_SEAT_ADVANTAGE, 'goalkeepers-4', FIRST_SEAT, 4);
  // By hand: (3/4) · 173.7178 · ln(p / (1 − p)) for each, centred.
  [7.089, 1.563, -2.554, -6.099].forEach((expected, seat) => {
    near(drawn[seat] ?? NaN, expected, 0.001);
  });
  [28.053, 4.858, -5.566, -27.345].forEach((expected, seat) => {
    near(first[seat] ?? NaN, expected, 0.001);
  });
});

it('says which applied: an even row, and options the lab has not measured', () => {
  // Two seats of Goalkeepers: 50.0% each, measured and even.
  assert.deepEqual(seatAdvantage(MEASURED_SEAT_ADVANTAGE, 'goalkeepers-2', GOALKEEPERS, 2), {
    offsets: [0, 0],
    basis: 'even',
  });
  // Two options changed at once: not in the plan, so no offsets (RULING #34).
  const twoChanged = '{"draw":"penalties","managers":false,"slideTackle":false,"tactical":true}';
  assert.deepEqual(seatAdvantage(MEASURED_SEAT_ADVANTAGE, 'golazo-1v1', twoChanged, 2), {
    offsets: [0, 0],
    basis: 'unmeasured',
  });
});

it('holds one row per mode and options, each with the command that measures it again', () => {
  const keys = MEASURED_SEAT_ROWS.map((r) => `${r.mode} ${r.options}`);
  assert.equal(new Set(keys).size, keys.length);
  assert.equal(MEASURED_SEAT_ADVANTAGE.size, MEASURED_SEAT_ROWS.length);
  for (const row of MEASURED_SEAT_ROWS) {
    assert.match(row.command, new RegExp(`^npx matchday seats ${row.game} --games ${row.games} `));
    assert.equal(row.margins?.length, row.shares.length);
    // Head-to-head shares of every side (a team's first seat speaks for it) average 50%.
    const sides = (row.teams ?? row.shares.map((_, seat) => [seat])).map(
      (team) => row.shares[team[0] ?? 0] ?? NaN,
    );
    near(sides.reduce((a, b) => a + b, 0) / sides.length, 0.5, 0.002);
  }
});

it('counts a team mode by its sides: Golazo 2 v 2 with managers, 55.6% a side, ±9.86 a seat', () => {
  const managers = '{"draw":"stands","managers":true,"slideTackle":false,"tactical":false}';
  const found = seatAdvantage(MEASURED_SEAT_ADVANTAGE, 'golazo-2v2', managers, 4);
  assert.equal(found.basis, 'measured');
  // By hand: 173.7178 · ln(0.5557 / 0.4443) / 2 / 2 seats, the measured first side's share.
  const share = MEASURED_SEAT_ROWS.find((r) => r.mode === 'golazo-2v2' && r.options === managers)
    ?.shares[0];
  assert.ok(share !== undefined);
  const perSeat = (173.7178 * Math.log(share / (1 - share))) / 4;
  near(perSeat, 9.86, 0.01);
  assert.deepEqual(
    found.offsets.map((x) => Math.round(x * 100) / 100),
    [perSeat, -perSeat, perSeat, -perSeat].map((x) => Math.round(x * 100) / 100),
  );
  // At the defaults the sides are even (48.7% ± 1.9%): no offsets.
  const defaults = '{"draw":"stands","managers":false,"slideTackle":false,"tactical":false}';
  assert.equal(seatAdvantage(MEASURED_SEAT_ADVANTAGE, 'golazo-2v2', defaults, 4).basis, 'even');
});
