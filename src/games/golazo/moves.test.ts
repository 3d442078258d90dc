/**
 * The moves step's targets (pushCounterTargets) against the rule checked move by move: a step
 * is kept when the counter, put on the target, walls no row of its team (GZ-6.1), leaves the
 * carrier a free space (GZ-6.2) and brings no sixth counter into its own box (GZ-6.4)
 * (stepKeepsTheRules, which moves it there and back). The fast path works these out without
 * moving anything; random games seldom reach a full row, a crowded box or a surrounded
 * carrier, so the positions here are crowded on purpose: every counter in a band of a few
 * rows.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { COLUMNS, COUNTERS, COUNTERS_PER_TEAM, NEIGHBOURS, NONE, ROWS, isKeeper } from './board.ts';
import { BOX_LIMIT } from './facts.ts';
import { canSlide, canTackle, pushCounterTargets, stepKeepsTheRules } from './moves.ts';
import { kickedOff } from './scenario.ts';
import { placeAt, type GolazoState } from './state.ts';

/** The targets as the rules say them, one move at a time (the fast path's former body). */
function targetsOneByOne(s: GolazoState, counter: number): number[] {
  const out: number[] = [];
  const from = s.cellOf[counter] as number;
  if (from === NONE) return out;
  const carrying = counter === s.carrier;
  const tackles = !carrying && (canTackle(s, counter) || canSlide(s, counter));
  const keeper = isKeeper(counter);
  if (keeper && !tackles) return out;
  const steps = !keeper && (!carrying || counter !== s.dribbler);
  const carrierCell = s.carrier === NONE ? NONE : (s.cellOf[s.carrier] as number);
  for (const to of NEIGHBOURS[from] as readonly number[]) {
    if (s.pieceAt[to] === NONE) {
      if (steps && stepKeepsTheRules(s, counter, to)) out.push(to);
    } else if (tackles && to === carrierCell) out.push(to);
  }
  return out;
}

/**
 * A crowded position: every counter on the pitch in rows `top` to `top + rows - 1`, and in
 * some, one team's eight outfield counters #2-#9 along the band's second row but for one gap
 * (a step into the gap walls the row, GZ-6.1).
 */
const crowded = fc
  .record({ rows: fc.integer({ min: 3, max: 5 }), top: fc.integer({ min: 0, max: ROWS - 3 }) })
  .chain(({ rows, top }) => {
    const first = Math.min(top, ROWS - rows) * COLUMNS;
    const band = Array.from({ length: rows * COLUMNS }, (_, i) => first + i);
    return fc.record({
      band: fc.shuffledSubarray(band, { minLength: band.length, maxLength: band.length }),
      wall: fc.option(
        fc.record({ team: fc.integer({ min: 0, max: 1 }), gap: fc.integer({ min: 0, max: 8 }) }),
      ),
      first: fc.constant(first),
      carrier: fc.integer({ min: 0, max: COUNTERS - 1 }),
      dribbler: fc.integer({ min: -1, max: COUNTERS - 1 }),
      sentOff: fc.uniqueArray(fc.integer({ min: 1, max: COUNTERS - 1 }), { maxLength: 2 }),
    });
  })
  .map(({ band, wall, first, ...rest }) => {
    const cells: number[] = [];
    const walled = new Set<number>();
    if (wall) {
      for (let column = 0, shirt = 2; column < COLUMNS; column++) {
        if (column === wall.gap) continue;
        cells[wall.team * COUNTERS_PER_TEAM + shirt - 1] = first + COLUMNS + column;
        walled.add(first + COLUMNS + column);
        shirt++;
      }
    }
    const free = band.filter((cell) => !walled.has(cell));
    for (let counter = 0; counter < COUNTERS; counter++)
      if (cells[counter] === undefined) cells[counter] = free.shift() as number;
    return { cells, ...rest };
  });

describe('the moves step’s targets (GZ-6.1, GZ-6.2, GZ-6.4)', () => {
  it('GZ-6.1, GZ-6.2, GZ-6.4: equal the steps the rules keep one by one, in crowded positions', () => {
    const base = kickedOff({}, 2, 3);
    const seen = { refusedSteps: 0, fullBoxes: 0, hemmedCarriers: 0 };
    fc.assert(
      fc.property(crowded, ({ cells, carrier, dribbler, sentOff }) => {
        const s = structuredClone(base);
        s.pieceAt.fill(NONE);
        s.boxCount.fill(0);
        s.cellOf.fill(NONE);
        for (let counter = 0; counter < COUNTERS; counter++)
          if (!sentOff.includes(counter)) placeAt(s, counter, cells[counter] as number);
        // The moves step always has a carrier (GZ-5): one on the pitch.
        if (sentOff.includes(carrier)) return;
        s.carrier = carrier;
        s.dribbler = dribbler < 0 ? NONE : dribbler;
        if ((s.boxCount[0] as number) >= BOX_LIMIT || (s.boxCount[1] as number) >= BOX_LIMIT)
          seen.fullBoxes++;
        for (let counter = 0; counter < COUNTERS; counter++) {
          const fast: number[] = [];
          pushCounterTargets(s, counter, fast);
          const expected = targetsOneByOne(s, counter);
          assert.deepEqual(fast, expected, `counter ${counter} from ${s.cellOf[counter]}`);
          for (const to of NEIGHBOURS[s.cellOf[counter] as number] ?? [])
            if (s.pieceAt[to] === NONE && !expected.includes(to) && counter !== s.carrier)
              seen.refusedSteps++;
        }
        const at = s.cellOf[carrier] as number;
        const free = (NEIGHBOURS[at] as readonly number[]).filter((c) => s.pieceAt[c] === NONE);
        if (free.length <= 1) seen.hemmedCarriers++;
      }),
      { numRuns: 400, seed: 33 },
    );
    // The crowding reached what random games seldom do.
    assert.ok(seen.fullBoxes > 20, JSON.stringify(seen));
    assert.ok(seen.hemmedCarriers > 20, JSON.stringify(seen));
    assert.ok(seen.refusedSteps > 100, JSON.stringify(seen));
  });
});
