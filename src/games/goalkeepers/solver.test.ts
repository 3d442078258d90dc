import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { runMatch } from '../../core/match.ts';
import { Rng } from '../../core/rng.ts';
import { goalkeepers } from './engine.ts';
import { goalkeepersHeuristic } from './heuristic.ts';
import type { Agent } from '../../core/agent.ts';
import { goalkeepersOptimal, goalkeepersOptimalActions, solverFor } from './optimal.ts';
import type { GoalkeepersView } from './view.ts';

describe('the exact solution of 2-player Goalkeepers', () => {
  const solver = solverFor(3);

  it('is a probability, and symmetric between the seats', () => {
    const first = solver.startValue(1, 0, 0, 0);
    const second = solver.startValue(1, 0, 0, 1);
    assert.ok(first > 0 && first < 1);
    // Seat 1 starting is seat 2's game with the seats swapped.
    assert.ok(Math.abs(first + second - 1) < 1e-9, `${first} + ${second}`);
    assert.ok(Math.abs(solver.startValue(3, 1, 0, 0) + solver.startValue(3, 0, 1, 1) - 1) < 1e-9);
  });

  /** The first seat's share of wins when optimal play meets itself 20,000 times. */
  function optimalFirstSeatShare(options: Record<string, unknown>): number {
    const games = 20_000;
    let firstSeatWins = 0;
    for (let i = 0; i < games; i++) {
      const players = [0, 1].map((seat) => ({
        name: `Seat ${seat + 1}`,
        agent: 'bot:optimal',
        make: goalkeepersOptimal,
      }));
      const record = runMatch(goalkeepers, { players, seed: `optimal-${i}`, options });
      assert.ok(record.ok);
      if (record.value.outcome?.places[0] === 1) firstSeatWins++;
    }
    return firstSeatWins / games;
  }

  function assertNear(share: number, predicted: number): void {
    const standardError = Math.sqrt((predicted * (1 - predicted)) / 20_000);
    assert.ok(Math.abs(share - predicted) < 4 * standardError, `${share} vs ${predicted}`);
  }

  it('predicts what optimal play against itself does (GK-7.4, GK-9.3)', () => {
    // The first seat starting: the solver's value of the opening, 52.1% (the first mover's edge).
    assertNear(optimalFirstSeatShare({ starter: 'first-seat' }), solver.startValue(1, 0, 0, 0));
  });

  it('GK-2.3: with the starter drawn, neither seat has the first mover’s edge', () => {
    const drawnOpening = (solver.startValue(1, 0, 0, 0) + solver.startValue(1, 0, 0, 1)) / 2;
    assert.ok(Math.abs(drawnOpening - 0.5) < 1e-9);
    assertNear(optimalFirstSeatShare({}), drawnOpening);
  });

  it('is never worse than the heuristic bot', () => {
    const games = 10_000;
    let wins = 0;
    for (let i = 0; i < games; i++) {
      const me = i % 2;
      const players = [0, 1].map((seat) => ({
        name: `Seat ${seat + 1}`,
        agent: seat === me ? 'bot:optimal' : 'bot:heuristic',
        make: seat === me ? goalkeepersOptimal : goalkeepersHeuristic,
      }));
      const record = runMatch(goalkeepers, { players, seed: `versus-${i}` });
      assert.ok(record.ok);
      if (record.value.outcome?.places[me] === 1) wins++;
    }
    assert.ok(wins / games > 0.5 - 3 * Math.sqrt(0.25 / games), `optimal won ${wins} of ${games}`);
  });

  it('names the optimal rewards: the optimal bot’s choice is always one of them', () => {
    let rewards = 0;
    let both = 0;
    const watch = (seat: number, seed: string): Agent<GoalkeepersView> => {
      const bot = goalkeepersOptimal(seat, seed);
      return {
        act(d) {
          const action = bot.act(d);
          const best = goalkeepersOptimalActions(d.view, d.legal);
          if (d.view.phase !== 'reward' || d.legal.length < 2) {
            assert.equal(best, undefined, 'no answer outside a choice of rewards');
            return action;
          }
          rewards++;
          assert.ok(best && best.length > 0 && best.every((a) => d.legal.includes(a)));
          assert.ok(best.includes(action), `${action} is not among ${best.join(', ')}`);
          if (best.length === 2) both++;
          return action;
        },
      };
    };
    for (let i = 0; i < 200; i++) {
      const players = [0, 1].map((seat) => ({ name: `S${seat}`, agent: 'watch', make: watch }));
      assert.ok(runMatch(goalkeepers, { players, seed: `oracle-${i}` }).ok);
    }
    assert.ok(rewards > 100, `${rewards} reward choices met`);
    assert.ok(both < rewards, 'most rewards are not indifferent');
    const three = goalkeepers.setup(
      { rounds: 3, reward: 'choice', starter: 'drawn' },
      3,
      Rng.fromSeed('3'),
    );
    assert.equal(goalkeepersOptimalActions(goalkeepers.view(three, 0), [1, 2]), undefined);
  });
});
