/**
 * Golazo's action codes, laid out by GOLAZO_ACTIONS (core/action-space.ts), are the codes its
 * records hold (GZ-3 to GZ-13): pinned here so a change of the table cannot move one, and every
 * code round-trips through encode and decode.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkActionSpace } from '../../core/testing/action-space.ts';
import { CELLS } from './board.ts';
import {
  ABILITY,
  AIM,
  CHOOSE,
  CLEAR,
  CROSS,
  DECLINE,
  END,
  GOLAZO_ACTIONS,
  LONG_SHOT,
  MANAGER,
  MOVE,
  PASS,
  PLAY,
  ROLL,
  SAVE,
  SHOOT,
  SUGGESTED,
  moveAction,
} from './actions.ts';

describe('Golazo’s action space (GZ-5, GZ-7.5, GZ-9.3, GZ-13.3)', () => {
  it('keeps every code where records have it', () => {
    assert.deepEqual(
      [ROLL, END, DECLINE, SHOOT, LONG_SHOT, CROSS, CLEAR, PASS, AIM, SAVE],
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 14],
    );
    assert.deepEqual([PLAY, CHOOSE, ABILITY, MANAGER, SUGGESTED, MOVE], [29, 43, 65, 73, 81, 96]);
    assert.equal(moveAction(3, 41), 96 + 3 * CELLS + 41);
  });

  it('round-trips every code, and names it', () => {
    // Every code but the gap between SUGGESTED and MOVE (82–95), which holds none.
    assert.equal(checkActionSpace(GOLAZO_ACTIONS), GOLAZO_ACTIONS.end - (MOVE - SUGGESTED - 1));
    assert.deepEqual(GOLAZO_ACTIONS.decode(moveAction(3, 41)), {
      name: 'move',
      index: 3 * CELLS + 41,
    });
    assert.equal(GOLAZO_ACTIONS.label(SAVE + 2), 'save 2');
  });
});
