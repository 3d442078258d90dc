import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { CELLS, HALF_ROWS, KEEPER_SPACE, halfOf } from '../../../../src/games/golazo/board.ts';
import { golazo } from '../../../../src/games/golazo/engine.ts';
import { cell, counter, kickedOff } from '../../../../src/games/golazo/scenario.ts';
import {
  aboveHalfway,
  ballCell,
  cellWords,
  cellsOnScreen,
  countersByCell,
  lastMove,
  marksOf,
  markTitle,
  spotOf,
} from './pitch.ts';

const all = [...Array(CELLS).keys()];

describe('Golazo’s pitch on screen', () => {
  it('draws the viewer’s own goal at the bottom, the other at the top', () => {
    assert.deepEqual(spotOf(KEEPER_SPACE[0] as number, 0), { column: 4, row: 13 });
    assert.deepEqual(spotOf(KEEPER_SPACE[1] as number, 0), { column: 4, row: 0 });
    assert.deepEqual(spotOf(KEEPER_SPACE[1] as number, 1), { column: 4, row: 13 });
    // Turned half a turn round: a1 is the Reds’ bottom left, and the Blues’ top right.
    assert.deepEqual(spotOf(cell('a1'), 0), { column: 0, row: 13 });
    assert.deepEqual(spotOf(cell('a1'), 1), { column: 8, row: 0 });
  });

  it('lists every cell once, in reading order on screen', () => {
    for (const home of [0, 1]) {
      const order = cellsOnScreen(home);
      assert.equal(new Set(order).size, CELLS);
      order.forEach((c, i) => {
        const spot = spotOf(c, home);
        assert.equal(spot.row * 9 + spot.column, i);
      });
    }
  });

  it('draws the halfway line under the far half’s nine cells nearest it', () => {
    for (const home of [0, 1]) {
      const line = all.filter((c) => aboveHalfway(c, home));
      assert.equal(line.length, 9);
      for (const c of line) {
        assert.equal(halfOf(c), 1 - home);
        assert.equal(spotOf(c, home).row, HALF_ROWS - 1);
      }
    }
  });

  it('marks the numbered spaces, long-shot spaces, cross zones and kick-off spaces of GZ-1', () => {
    const marks = all.map(marksOf);
    assert.equal(marks.filter((m) => m.number > 0).length, 12);
    assert.equal(marks.filter((m) => m.area === 0).length, 15);
    assert.equal(marks.filter((m) => m.longShot).length, 2);
    assert.equal(marks.filter((m) => m.kickOff).length, 2);
    assert.equal(marks.filter((m) => m.crossDice > 0).length, 16);
    assert.equal(marksOf(cell('a1')).crossDice, 4);
    assert.equal(marksOf(cell('i4')).crossDice, 1);
    assert.equal(marksOf(cell('e2')).number, 2);
    assert.equal(marksOf(cell('e13')).number, 2);
  });

  it('places the counters and the ball from the view, and names each cell', () => {
    const s = kickedOff();
    const view = golazo.view(s, 0);
    const at = countersByCell(view);
    const r9 = counter('r9');
    assert.equal(at[cell('e7')], r9);
    assert.equal(at.filter((c) => c >= 0).length, 22);
    assert.deepEqual(ballCell(view, 0), { cell: cell('e7'), centre: false });
    assert.equal(cellWords(cell('e7'), r9, true), 'e7, kick-off space: Reds #9 with the ball');
    assert.equal(cellWords(cell('e2'), -1, false), 'e2, Reds’ box space 2: empty');
    assert.equal(cellWords(cell('a14'), -1, false), 'a14, cross zone, 4 dice: empty');
    // A pointer's tooltip over the marks drawn says what they mean (issue #37: 'LS').
    assert.equal(markTitle(cell('a14')), 'Cross zone, 4 dice');
    assert.equal(markTitle(cell('e2')), 'Reds’ box space 2');
    assert.equal(markTitle(cell('e7')), 'Kick-off space');
    const longShots = all.filter((c) => marksOf(c).longShot);
    assert.equal(longShots.length, 2);
    for (const c of longShots) assert.match(markTitle(c), /^Long-shot space/);
    assert.equal(markTitle(cell('c6')), '');
    // Before the kick-off the ball waits on the kick-off space of the team to kick off.
    assert.deepEqual(ballCell({ ...view, carrier: -1, kickOffTeam: 1 }, 0), {
      cell: cell('e8'),
      centre: false,
    });
    // Before the first roll, on the centre spot: under the far team's kick-off space.
    assert.deepEqual(ballCell({ ...view, carrier: -1, kickOffTeam: -1 }, 0), {
      cell: cell('e8'),
      centre: true,
    });
    assert.deepEqual(ballCell({ ...view, carrier: -1, kickOffTeam: -1 }, 1), {
      cell: cell('e7'),
      centre: true,
    });
  });

  it('finds the last move on the pitch in the log, skipping events without one', () => {
    assert.equal(lastMove([]), null);
    const log = [
      { kind: 'step', text: '', data: { piece: 3, counter: 3, from: 30, to: 39 } },
      { kind: 'roll', text: '', data: { faces: [2, 3] } },
    ];
    assert.deepEqual(lastMove(log), { from: 30, to: 39 });
  });

  it('takes from the engine only its pitch as data: board.ts imports nothing', () => {
    const source = readFileSync(
      new URL('../../../../src/games/golazo/board.ts', import.meta.url),
      'utf8',
    );
    assert.doesNotMatch(source, /^import /m);
  });
});
