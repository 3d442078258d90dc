import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { randomAgent } from '../../bots/random.ts';
import { duelWins } from '../../core/testing/duel.ts';
import {
  KEEPER_SAVE,
  LET_IN,
  addCard,
  discardCard,
  startSaving,
  startShooting,
} from './actions.ts';
import { answerShot, bestTurn, goalHeuristic } from './heuristic.ts';
import { goal } from './engine.ts';
import type { GoalView } from './view.ts';

function view(overrides: Partial<GoalView>): GoalView {
  return {
    viewer: 0,
    seats: 2,
    sideOf: [0, 1],
    order: [0, 1],
    turn: 0,
    current: 0,
    phase: 'turn',
    hand: [],
    handSizes: [4, 4],
    packSize: 20,
    discards: [],
    formations: [[], []],
    goals: [0, 0],
    keeperUsed: [false, false],
    keepersOut: 0,
    half: 1,
    tossWinner: 0,
    shot: null,
    closing: false,
    passes: 0,
    turns: 0,
    ...overrides,
  };
}

describe('GL-9 the heuristic bot', () => {
  it('GL-9.1: saves with a formation first, the Goalkeeper only when nothing else saves', () => {
    assert.equal(answerShot([KEEPER_SAVE, LET_IN, addCard(0, 3)]), addCard(0, 3));
    assert.equal(answerShot([KEEPER_SAVE, LET_IN]), KEEPER_SAVE);
    assert.equal(answerShot([LET_IN]), LET_IN);
  });

  it('GL-9.2: shoots when it can', () => {
    const v = view({ hand: [8, 2, 3, 6], formations: [[{ side: 'shooting', cards: [4, 7] }], []] });
    const legal = [
      discardCard(2),
      discardCard(3),
      discardCard(6),
      discardCard(8),
      startShooting(6),
      startSaving(6),
      addCard(0, 8),
    ];
    assert.equal(bestTurn(v, legal), addCard(0, 8));
  });

  it('GL-9.2: builds a save when the other side has a shot two cards built', () => {
    const threat = view({
      hand: [5, 9, 10, 2],
      formations: [[], [{ side: 'shooting', cards: [4, 7] }]],
    });
    const legal = [
      discardCard(2),
      discardCard(5),
      discardCard(9),
      discardCard(10),
      startShooting(5),
      startSaving(5),
    ];
    assert.equal(bestTurn(threat, legal), startSaving(5));
    const calm = view({ hand: [5, 9, 10, 11] });
    assert.equal(
      bestTurn(calm, [
        discardCard(5),
        discardCard(9),
        discardCard(10),
        discardCard(11),
        startShooting(5),
        startSaving(5),
      ]),
      startShooting(5),
    );
  });

  it('GL-9.2: discards what it counts as least useful, and a dead Goalkeeper first', () => {
    const v = view({ hand: [1, 2, 9, 9], keeperUsed: [true, false] });
    assert.equal(bestTurn(v, [discardCard(1), discardCard(2), discardCard(9)]), discardCard(1));
    // With every 2 and 3 gone, a Right Back can never finish a save.
    const seen = view({ hand: [2, 4, 7, 8], discards: [2, 2, 2, 3, 3, 3, 3] });
    assert.equal(
      bestTurn(seen, [discardCard(2), discardCard(4), discardCard(7), discardCard(8)]),
      discardCard(2),
    );
  });

  it('GL-9: beats the random bot', () => {
    const games = 100;
    const wins = duelWins(
      goal,
      { agent: 'bot:heuristic', make: goalHeuristic },
      { agent: 'bot:random', make: randomAgent },
      games,
    );
    assert.ok(wins >= 90, `won ${wins} of ${games}`);
  });
});
