/**
 * Supernatural Soccer's action codes, laid out by SS_ACTIONS (core/action-space.ts), are the
 * codes its records hold (SS-5 to SS-10): pinned here so a change of the table cannot move one,
 * and every code round-trips through encode and decode.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkActionSpace } from '../../core/testing/action-space.ts';
import {
  ACTION_COUNT,
  ATTACK,
  COMMIT,
  DECLINE,
  EXCHANGE,
  KICK,
  LET_FIRST,
  MOVE,
  PASS,
  PLAY_OF,
  SS_ACTIONS,
  STAY,
  decodePlay,
  playAction,
} from './actions.ts';

describe('Supernatural Soccer’s action space (SS-5.2, SS-6, SS-7, SS-9, SS-5.4)', () => {
  it('keeps every code where records have it', () => {
    assert.deepEqual(
      [COMMIT, STAY, MOVE, KICK, EXCHANGE, ATTACK, DECLINE, PASS, LET_FIRST, ACTION_COUNT],
      [0, 4, 5, 92, 98, 108, 109, 110, 170, 171],
    );
    assert.deepEqual(PLAY_OF, [111, 115, 131, 135, 159, 160, 161, 167, 168, 169]);
  });

  it('round-trips every code, and a play’s kind and target through its range', () => {
    assert.equal(checkActionSpace(SS_ACTIONS), ACTION_COUNT);
    for (let action = PLAY_OF[0] as number; action < LET_FIRST; action++) {
      const { kind, target } = decodePlay(action);
      assert.deepEqual(SS_ACTIONS.decode(action), { name: `play-${String(kind)}`, index: target });
      assert.equal(playAction(kind, target), action);
    }
  });
});
