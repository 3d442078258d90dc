/** GZ-5.6: which of a team's steps may be taken back. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { END, PLAY, ROLL, moveAction } from './actions.ts';
import { BALL } from './board.ts';
import { Card } from './cards.ts';
import { golazo } from './engine.ts';
import { cell, counter, kickedOff, moving, newMatch, put } from './scenario.ts';
import type { GolazoState } from './state.ts';

/** Asked of a legal action only, as the platform asks. */
function takeBack(s: GolazoState, action: number): boolean {
  const seat = golazo.actors(s)[0] ?? 0;
  assert.ok(golazo.legalActions(s, seat).includes(action), golazo.actionLabel(s, seat, action));
  return golazo.takeBack?.(s, seat, action) === true;
}
const step = (name: string, to: string): number => moveAction(counter(name), cell(to));
const pass = (to: string): number => moveAction(BALL, cell(to));

describe('GZ-5.6 taking back', () => {
  it('GZ-5.6: a step, a dribble, a pass and a tackle with moves to spare may be taken back', () => {
    const s = kickedOff({}, 2, 3);
    assert.equal(takeBack(s, step('r2', 'b5')), true, 'a step');
    assert.equal(takeBack(s, step('r9', 'e8')), true, 'a dribble');
    assert.equal(takeBack(s, pass('d6')), true, 'a pass');
    put(s, { b9: 'e6' });
    moving(s, 1, 3, 'r9');
    assert.equal(takeBack(s, step('b9', 'e7')), true, 'a tackle with a move to spare');
  });

  it('GZ-5.6: never the move that spends the last one, nor the end of the moves', () => {
    const s = kickedOff({}, 2, 1);
    assert.equal(takeBack(s, step('r2', 'b5')), false, 'the last move ends the moves');
    assert.equal(takeBack(s, END), false);
    put(s, { b9: 'e6' });
    moving(s, 1, 2, 'r9');
    assert.equal(takeBack(s, step('b9', 'e7')), false, 'a tackle that spends the last two');
  });

  it('GZ-5.6: never a roll, a slide tackle or a card', () => {
    assert.equal(takeBack(newMatch(), ROLL), false, 'the start roll');
    const s = kickedOff({ slideTackle: true }, 2, 4);
    put(s, { b9: 'e6' });
    moving(s, 1, 4, 'r9', false);
    const slide = step('b9', 'e7');
    assert.ok(golazo.legalActions(s, 1).includes(slide), 'the loser may slide in');
    assert.equal(takeBack(s, slide), false, 'its die is rolled');
    (s.hands[1] as number[])[Card.SecondWind] = 1;
    assert.equal(takeBack(s, PLAY + Card.SecondWind), false, 'a card');
  });
});
