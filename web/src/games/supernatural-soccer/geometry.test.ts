import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  CELLS,
  CENTRE,
  GOAL_ZONES,
  neighbour,
} from '../../../../src/games/supernatural-soccer/board.ts';
import { cellCentre, stepFrom, UPRIGHT_VIEW_BOX, VIEW_BOX } from './geometry.ts';

const close = (a: number, b: number): boolean => Math.abs(a - b) < 1e-9;

describe('the field’s geometry', () => {
  it('draws the centre hex in the middle', () => {
    assert.deepEqual(cellCentre(CENTRE), { x: 0, y: 0 });
  });

  it('draws every neighbour one hex away, in its direction', () => {
    for (let cell = 0; cell < CELLS; cell++) {
      for (let d = 0; d < 6; d++) {
        const next = neighbour(cell, d);
        if (next < 0) continue;
        const a = cellCentre(cell);
        const b = cellCentre(next);
        assert.ok(close(Math.hypot(b.x - a.x, b.y - a.y), Math.sqrt(3)), `${cell}→${next}`);
        const step = stepFrom(a, d);
        assert.ok(close(step.x, b.x) && close(step.y, b.y), `direction ${d} from ${cell}`);
      }
    }
  });

  it('never draws two hexes on one spot, and the view box holds them all', () => {
    const spots = new Set<string>();
    const [x, y, w, h] = VIEW_BOX.split(' ').map(Number) as [number, number, number, number];
    for (let cell = 0; cell < CELLS; cell++) {
      const c = cellCentre(cell);
      spots.add(`${c.x.toFixed(3)},${c.y.toFixed(3)}`);
      assert.ok(c.x - 1 > x && c.x + 1 < x + w && c.y - 1 > y && c.y + 1 < y + h);
    }
    assert.equal(spots.size, CELLS);
  });

  it('stands the field upright in a box as tall as the wide one is wide, west at the bottom', () => {
    const [x, y, w, h] = VIEW_BOX.split(' ').map(Number) as [number, number, number, number];
    const [ux, uy, uw, uh] = UPRIGHT_VIEW_BOX.split(' ').map(Number) as [
      number,
      number,
      number,
      number,
    ];
    assert.deepEqual([ux, uy, uw, uh], [y, Number((-(x + w)).toFixed(2)), h, w]);
    // rotate(-90) takes (x, y) to (y, -x): the west goal (x < 0) comes out below the centre.
    const west = cellCentre(GOAL_ZONES[0]?.[0] ?? CENTRE);
    assert.ok(-west.x > 0);
  });
});
