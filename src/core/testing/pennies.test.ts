import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { randomAgent } from '../random-agent.ts';
import type { GameEvent } from '../game.ts';
import { Rng } from '../rng.ts';
import { conformanceSuite } from './conformance.ts';
import { HEADS, MATCHER, MISMATCHER, TAILS, pennies, roundTaker } from './pennies.ts';

conformanceSuite(pennies, { gamesPerSeatCount: 3, agents: [randomAgent] });

describe('matching pennies', () => {
  it('gives a round to the matcher on a match, to the mismatcher otherwise; biased: two tails draw', () => {
    for (const stakes of ['even', 'biased'] as const) {
      assert.equal(roundTaker(stakes, HEADS, HEADS), MATCHER);
      assert.equal(roundTaker(stakes, HEADS, TAILS), MISMATCHER);
      assert.equal(roundTaker(stakes, TAILS, HEADS), MISMATCHER);
    }
    assert.equal(roundTaker('even', TAILS, TAILS), MATCHER);
    assert.equal(roundTaker('biased', TAILS, TAILS), -1);
  });

  it('asks both seats at once and hides a laid penny until both are down', () => {
    const state = pennies.setup(pennies.facts.options.parse({ rounds: 2 }), 2, Rng.fromSeed('p'));
    assert.deepEqual(pennies.actors(state), [0, 1]);
    pennies.apply(state, MATCHER, TAILS);
    assert.deepEqual(pennies.actors(state), [1]);
    const view = pennies.view(state, MISMATCHER);
    assert.deepEqual(view.hasLaid, [true, false]);
    assert.deepEqual(view.shown, [-1, -1]);
    assert.equal(view.myPenny, -1);
    const events: GameEvent[] = [];
    pennies.apply(state, MISMATCHER, HEADS, events);
    assert.deepEqual(pennies.view(state, MATCHER).shown, [TAILS, HEADS]);
    assert.deepEqual(pennies.view(state, MATCHER).taken, [0, 1]);
    assert.equal(events.at(-1)?.seat, MISMATCHER);
    assert.deepEqual(pennies.actors(state), [0, 1], 'the next round');
  });

  it('ends after its rounds, the seat with more rounds first', () => {
    const state = pennies.setup(
      pennies.facts.options.parse({ stakes: 'biased' }),
      2,
      Rng.fromSeed('p'),
    );
    pennies.apply(state, MATCHER, TAILS);
    pennies.apply(state, MISMATCHER, TAILS);
    assert.deepEqual(pennies.outcome(state), { scores: [0, 0], places: [1, 1] });
    assert.deepEqual(pennies.actors(state), []);
  });
});
