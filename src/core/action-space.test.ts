import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ActionSpace } from './action-space.ts';
import { checkActionSpace } from './testing/action-space.ts';

describe('an action space of named ranges', () => {
  const space = new ActionSpace([
    { name: 'roll', size: 1 },
    { name: 'aim', size: 6 },
    { name: 'move', size: 10, start: 20 },
  ]);

  it('lays the ranges end to end, or where one names its start', () => {
    assert.deepEqual(
      space.ranges.map((r) => [r.name, r.start, r.size]),
      [
        ['roll', 0, 1],
        ['aim', 1, 6],
        ['move', 20, 10],
      ],
    );
    assert.equal(space.end, 30);
    assert.equal(space.start('move'), 20);
  });

  it('encodes, decodes and labels, and refuses what is not in it', () => {
    assert.equal(space.encode('aim', 3), 4);
    assert.deepEqual(space.decode(4), { name: 'aim', index: 3 });
    assert.equal(space.decode(10), undefined, 'a gap');
    assert.equal(space.decode(30), undefined, 'past the end');
    assert.equal(space.label(0), 'roll');
    assert.equal(space.label(25), 'move 5');
    assert.equal(space.label(12), 'unknown 12');
    assert.throws(() => space.encode('aim', 6));
    assert.throws(() => space.start('kick'));
    assert.throws(
      () =>
        new ActionSpace([
          { name: 'a', size: 2 },
          { name: 'b', size: 1, start: 1 },
        ]),
    );
    assert.throws(
      () =>
        new ActionSpace([
          { name: 'a', size: 1 },
          { name: 'a', size: 1 },
        ]),
    );
  });

  it('round-trips every code (the conformance check)', () => {
    assert.equal(checkActionSpace(space), 17);
  });
});
