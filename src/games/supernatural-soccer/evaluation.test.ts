import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { supernaturalEvaluation, gameOdds } from './evaluation.ts';
import { arrange, commitAll, emptyHands, hex, newGame } from './fixtures.ts';
import { Card } from './rules.ts';

describe('the evaluation for search bots (SS-12)', () => {
  it('SS-13.1 judges only where an action phase starts, and teammates share', () => {
    const s = newGame(4, 'evaluation', 3, 0);
    emptyHands(s);
    const rewards = [9, 9, 9, 9];
    assert.equal(supernaturalEvaluation(s, rewards), true, 'nothing committed yet');
    assert.ok(Math.abs((rewards[0] as number) + (rewards[1] as number) - 1) < 1e-12);
    assert.equal(rewards[0], rewards[2]);
    assert.equal(rewards[1], rewards[3]);
    commitAll(s, [Card.NoAction, Card.NoAction].slice(0, 1));
    const mid = [9, 9, 9, 9];
    assert.equal(supernaturalEvaluation(s, mid), false, 'a commitment made');
    assert.deepEqual(mid, [9, 9, 9, 9], 'writes nothing when it says no');
  });

  it('SS-13.2 favours the ball held near the other goal, the team about to act, and the lead', () => {
    const s = newGame(2, 'evaluation', 3, 0);
    emptyHands(s);
    const level = [0, 0];
    supernaturalEvaluation(s, level);
    assert.ok((level[0] as number) > 0.5, 'at the start, acting first is worth a little');
    assert.ok((level[0] as number) < 0.55);
    arrange(s, [hex(4, 0), hex(-4, 3), hex(0, -3), hex(-1, 3)], hex(4, 0));
    const forward = [0, 0];
    supernaturalEvaluation(s, forward);
    assert.ok((forward[0] as number) > 0.55, `A two hexes from the east zone: ${forward[0]}`);
    s.scores[1] = 2;
    const behind = [0, 0];
    supernaturalEvaluation(s, behind);
    assert.ok((behind[0] as number) < (forward[0] as number), 'two points down weighs');
  });

  it('SS-13.2 reads the score as the first to the target with later rounds even', () => {
    assert.equal(gameOdds(3, 2, 2, 0.7), 0.7, 'the next point decides');
    assert.equal(gameOdds(3, 0, 0, 0.5), 0.5);
    assert.equal(gameOdds(1, 0, 0, 0.8), 0.8);
    // 2–1 up: win this round (p) or win one of the later even ones.
    assert.ok(Math.abs(gameOdds(3, 2, 1, 0.4) - (0.4 + 0.6 * 0.5)) < 1e-12);
  });
});
