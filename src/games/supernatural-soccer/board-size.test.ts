import assert from 'node:assert/strict';
import { it } from 'node:test';
import { CELLS } from './board.ts';
import { SUPERNATURAL_FACTS } from './facts.ts';
import { WIZARDS } from './state.ts';

it('declares the field of board.ts in its facts: every hex and the wizards (SS-2.1)', () => {
  assert.deepEqual(SUPERNATURAL_FACTS.board, { cells: CELLS, pieces: WIZARDS });
});
