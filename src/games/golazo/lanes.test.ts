import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cutsLane, laneOpen, occupancy } from './lanes.ts';
import { cell, counter, kickedOff, put } from './scenario.ts';

describe('passing lanes as the heuristic reads them (GZ-5.3, GZ-14)', () => {
  it('GZ-5.3: a lane runs along a line and only an opponent stops it', () => {
    const s = kickedOff();
    put(s, { r10: 'e11', b9: 'e9' });
    const at = occupancy(Array.from(s.cellOf));
    assert.equal(laneOpen(at, cell('e7'), cell('e11'), 0), false, 'the Blue on e9 is in the way');
    assert.equal(laneOpen(at, cell('e7'), cell('h10'), 0), true, 'the diagonal is free');
    assert.equal(laneOpen(at, cell('e7'), cell('f9'), 0), false, 'not on a line');
  });

  it('GZ-14.2: a defender cuts a lane when it stands first between the carrier and a receiver', () => {
    const s = kickedOff();
    put(s, { r10: 'e11' });
    const at = occupancy(Array.from(s.cellOf));
    assert.equal(s.carrier, counter('r9'));
    assert.equal(cutsLane(at, cell('e7'), cell('e9'), 0), true);
    assert.equal(cutsLane(at, cell('e7'), cell('e12'), 0), false, 'beyond the receiver');
    assert.equal(
      cutsLane(at, cell('e7'), cell('c9'), 0),
      false,
      'the Blue on d8 stands first on that diagonal',
    );
  });
});
