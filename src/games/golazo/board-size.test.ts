import assert from 'node:assert/strict';
import { it } from 'node:test';
import { BALL, CELLS } from './board.ts';
import { GOLAZO_FACTS } from './facts.ts';

it('declares the board of board.ts in its facts: every cell, the counters and the ball (GZ-1.1)', () => {
  assert.deepEqual(GOLAZO_FACTS.board, { cells: CELLS, pieces: BALL + 1 });
});
