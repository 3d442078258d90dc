import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { END } from './actions.ts';
import { golazoEvaluation } from './evaluation.ts';
import { counter, kickedOff, play, put } from './scenario.ts';

describe('the evaluation for search bots', () => {
  it('judges only at the start of a turn', () => {
    const s = kickedOff();
    const rewards = [9, 9];
    assert.equal(golazoEvaluation(s, rewards), false, 'mid-turn');
    assert.deepEqual(rewards, [9, 9], 'writes nothing when it says no');
    play(s, 0, END);
    assert.equal(golazoEvaluation(s, rewards), true);
    assert.ok(Math.abs((rewards[0] as number) + (rewards[1] as number) - 1) < 1e-12);
  });

  it('favours the lead, then the ball far up the pitch; teammates share', () => {
    const s = kickedOff({}, 4);
    play(s, 2, END);
    const level = [0, 0, 0, 0];
    golazoEvaluation(s, level);
    put(s, { r9: 'e12' });
    s.carrier = counter('r9');
    const forward = [0, 0, 0, 0];
    golazoEvaluation(s, forward);
    assert.ok((forward[0] as number) > (level[0] as number), 'the ball in their box');
    s.scores[1] = 1;
    const behind = [0, 0, 0, 0];
    golazoEvaluation(s, behind);
    assert.ok((behind[0] as number) < 0.5, 'a goal down weighs more');
    assert.equal(behind[0], behind[2]);
    assert.equal(behind[1], behind[3]);
  });
});
