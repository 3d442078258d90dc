import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { nextSpot, onScreen } from './keys.ts';

describe('nextSpot (the field’s targets by arrow keys)', () => {
  const spots = [
    { cell: 1, at: { x: 1, y: 0 } },
    { cell: 2, at: { x: 3, y: 0 } },
    { cell: 3, at: { x: 1, y: 2 } },
    { cell: 4, at: { x: -1, y: -0.5 } },
  ];
  const from = { x: 0, y: 0 };
  it('goes to the nearest target ahead', () => {
    assert.equal(nextSpot(from, spots, 'ArrowRight'), 1);
    assert.equal(nextSpot({ x: 1, y: 0 }, spots, 'ArrowRight'), 2);
    assert.equal(nextSpot(from, spots, 'ArrowDown'), 3);
    assert.equal(nextSpot(from, spots, 'ArrowLeft'), 4);
    assert.equal(nextSpot(from, spots, 'ArrowUp'), 4);
  });
  it('stays (null) when nothing lies that way, or for other keys', () => {
    assert.equal(nextSpot({ x: 3, y: 0 }, spots, 'ArrowRight'), null);
    assert.equal(nextSpot(from, spots, 'Enter'), null);
  });
  it('follows the screen on a phone, where the field is turned a quarter left', () => {
    assert.deepEqual(onScreen({ x: 2, y: 1 }, true), { x: 1, y: -2 });
    assert.deepEqual(onScreen({ x: 2, y: 1 }, false), { x: 2, y: 1 });
  });
});
