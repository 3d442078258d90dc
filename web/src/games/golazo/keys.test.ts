import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { gridStep, rovingCell } from './keys.ts';

describe('gridStep (the pitch by arrow keys)', () => {
  // A 9 × 14 pitch: index 0 top left, 125 bottom right.
  it('moves one cell and stops at the edges', () => {
    assert.equal(gridStep(10, 'ArrowLeft', 9, 126), 9);
    assert.equal(gridStep(9, 'ArrowLeft', 9, 126), 9);
    assert.equal(gridStep(10, 'ArrowRight', 9, 126), 11);
    assert.equal(gridStep(17, 'ArrowRight', 9, 126), 17);
    assert.equal(gridStep(10, 'ArrowUp', 9, 126), 1);
    assert.equal(gridStep(1, 'ArrowUp', 9, 126), 1);
    assert.equal(gridStep(10, 'ArrowDown', 9, 126), 19);
    assert.equal(gridStep(120, 'ArrowDown', 9, 126), 120);
  });
  it('goes to the ends of the row with Home and End', () => {
    assert.equal(gridStep(13, 'Home', 9, 126), 9);
    assert.equal(gridStep(13, 'End', 9, 126), 17);
    assert.equal(gridStep(121, 'End', 9, 126), 125);
  });
  it('is no move for other keys', () => {
    assert.equal(gridStep(13, 'Enter', 9, 126), null);
    assert.equal(gridStep(13, 'a', 9, 126), null);
  });
});

describe('rovingCell (the pitch’s one Tab stop)', () => {
  const onScreen = [5, 4, 3, 2, 1, 0];
  it('keeps the cell last focused', () => {
    assert.equal(rovingCell(onScreen, 2, 4, new Set([1])), 2);
  });
  it('else the selected piece’s cell, else the first that acts, else the first cell', () => {
    assert.equal(rovingCell(onScreen, null, 4, new Set([1])), 4);
    assert.equal(rovingCell(onScreen, null, -1, new Set([1, 3])), 3);
    assert.equal(rovingCell(onScreen, null, -1, new Set()), 5);
    assert.equal(rovingCell(onScreen, 9, -1, new Set()), 5);
  });
});
