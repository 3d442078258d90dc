import assert from 'node:assert/strict';
import { it } from 'node:test';
import fc from 'fast-check';
import { near } from './testing/near.ts';
import {
  hasEdge,
  offsetsFromShares,
  offsetsOfEntry,
  seatAdvantage,
  seatAdvantageTable,
  seatOffsets,
} from './seat-advantage.ts';
import { GLICKO2_SCALE } from './scale.ts';

it('a 55% seat plays 34.86 points above a 45% one: ±17.43, the odds exact for two seats', () => {
  const [first = NaN, second = NaN] = offsetsFromShares([0.55, 0.45]);
  near(first, 17.43, 0.005);
  near(second, -17.43, 0.005);
  near(1 / (1 + Math.exp(-(first - second) / GLICKO2_SCALE)), 0.55, 1e-12);
  assert.deepEqual(offsetsFromShares([0.5, 0.5, 0.5]), [0, 0, 0]);
});

it('offsets sum to zero, keep the shares’ order and stay finite at 0% and 100%', () => {
  const shares = fc.array(fc.double({ min: 0, max: 1, noNaN: true }), {
    minLength: 2,
    maxLength: 6,
  });
  fc.assert(
    fc.property(shares, (s) => {
      const offsets = offsetsFromShares(s);
      near(
        offsets.reduce((sum, x) => sum + x, 0),
        0,
        1e-9,
      );
      offsets.forEach((o, i) => {
        assert.ok(Number.isFinite(o));
        const j = (i + 1) % s.length;
        const [si = 0, sj = 0] = [s[i], s[j]];
        if (Math.min(si, 0.99) > Math.max(sj, 0.01)) assert.ok(o > (offsets[j] ?? NaN));
      });
    }),
  );
});

it('looks up a mode and its options; an edge gives offsets, noise gives zeros, unmeasured zeros', () => {
  const table = seatAdvantageTable([
    { mode: 'golazo-1v1', options: '', shares: [0.55, 0.45], margins: [0.01, 0.01] },
    { mode: 'golazo-2v1', options: '', shares: [0.4, 0.3, 0.3] },
    {
      mode: 'golazo-1v1',
      options: '{"draw":"penalties"}',
      shares: [0.51, 0.49],
      margins: [0.02, 0.02],
    },
  ]);
  near(seatOffsets(table, 'golazo-1v1', '', 2)[0] ?? NaN, 17.43, 0.005);
  assert.equal(seatAdvantage(table, 'golazo-1v1', '', 2).basis, 'measured');
  // Three seats: (n − 1)/n of each share's log-odds, centred; no margins: taken as exact.
  near(seatOffsets(table, 'golazo-2v1', '', 3)[0] ?? NaN, 34.11, 0.005);
  // Measured, but 51% ± 2% is within noise of even: zeros, said so.
  assert.deepEqual(seatAdvantage(table, 'golazo-1v1', '{"draw":"penalties"}', 2), {
    offsets: [0, 0],
    basis: 'even',
  });
  // RULING (#34): options or a mode the lab has not measured get no offsets, said so.
  assert.deepEqual(seatAdvantage(table, 'golazo-1v1', '{"draw":"golden-goal"}', 2), {
    offsets: [0, 0],
    basis: 'unmeasured',
  });
  assert.deepEqual(seatOffsets(table, 'goal-4', '', 4), [0, 0, 0, 0]);
});

it('finds an edge only outside 95% for the row as a whole (Bonferroni over its sides)', () => {
  // Goalkeepers' third seat of three, 48.7% ± 0.55%: ± 0.67% for three seats, still under 50%.
  assert.equal(
    hasEdge({
      mode: 'm',
      options: '',
      shares: [0.509, 0.503, 0.487],
      margins: [0.0055, 0.0055, 0.0055],
    }),
    true,
  );
  // 48.9% ± 1.0% excludes 50% alone, but not at 2.394 / 1.960 of its margin (± 1.22%).
  assert.equal(
    hasEdge({ mode: 'm', options: '', shares: [0.511, 0.5, 0.489], margins: [0.01, 0.01, 0.01] }),
    false,
  );
  assert.equal(hasEdge({ mode: 'm', options: '', shares: [0.5, 0.5] }), false);
  // A row of teams is two sides, not four seats: 51.2% ± 1.0% widened by 2.241 / 1.960 (± 1.14%)
  // excludes 50%; by four seats' 2.498 / 1.960 (± 1.27%) it would not.
  assert.equal(
    hasEdge({
      mode: 'golazo-2v2',
      options: '',
      teams: [
        [0, 2],
        [1, 3],
      ],
      shares: [0.512, 0.488, 0.512, 0.488],
      margins: [0.01, 0.01, 0.01, 0.01],
    }),
    true,
  );
});

it("shares a side's offset among its seats: a team's shares are its side's against the other", () => {
  // 2 v 2 at 55.6% for seats 0 and 2: d = 173.7178 · ln(0.556 / 0.444) = 39.08 between the
  // sides, ±19.54 a side, ±9.77 a seat (the team's strength is the sum of its players').
  const twoByTwo = offsetsOfEntry({
    mode: 'golazo-2v2',
    options: '',
    teams: [
      [0, 2],
      [1, 3],
    ],
    shares: [0.556, 0.444, 0.556, 0.444],
  });
  [9.77, -9.77, 9.77, -9.77].forEach((expected, seat) => {
    near(twoByTwo[seat] ?? NaN, expected, 0.005);
  });
  // One against two at 58.1%: d = 56.78, the lone seat +28.39, each of the pair −14.20.
  const [lone = NaN, left = NaN, right = NaN] = offsetsOfEntry({
    mode: 'supernatural-soccer-1v2',
    options: '',
    teams: [[0], [1, 2]],
    shares: [0.581, 0.419, 0.419],
  });
  near(lone, 28.39, 0.005);
  near(left, -14.2, 0.005);
  near(right, -14.2, 0.005);
});
