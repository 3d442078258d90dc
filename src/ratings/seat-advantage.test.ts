import assert from 'node:assert/strict';
import { it } from 'node:test';
import fc from 'fast-check';
import { near } from './testing/near.ts';
import { offsetsFromShares, seatAdvantageTable, seatOffsets } from './seat-advantage.ts';
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

it('looks up a game, its options and seat count, and gives zeros for what was not measured', () => {
  const table = seatAdvantageTable([
    { game: 'golazo', options: '', shares: [0.55, 0.45] },
    { game: 'golazo', options: '', shares: [0.4, 0.3, 0.3] },
  ]);
  near(seatOffsets(table, 'golazo', '', 2)[0] ?? NaN, 17.43, 0.005);
  // Three seats: (n − 1)/n of each share's log-odds, centred.
  near(seatOffsets(table, 'golazo', '', 3)[0] ?? NaN, 34.11, 0.005);
  assert.deepEqual(seatOffsets(table, 'golazo', '{"rounds":5}', 2), [0, 0]);
  assert.deepEqual(seatOffsets(table, 'goal', '', 4), [0, 0, 0, 0]);
});
