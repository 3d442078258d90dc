import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import type { AgentFactory } from '../../core/agent.ts';
import { duelWins } from '../../core/testing/duel.ts';
import { randomAgent } from '../../bots/random.ts';
import {
  HEURISTIC_REWARDS,
  RANDOM_REWARDS,
  bestResponseTo,
  ceilingAgainst,
  solverAgainst,
} from './best-response.ts';
import { goalkeepers } from './engine.ts';
import { goalkeepersHeuristic } from './heuristic.ts';
import { solverFor } from './optimal.ts';
import type { RewardPolicy } from './solver.ts';

describe('the exact best response to a bot in 2-player Goalkeepers', () => {
  const opponents = [
    {
      agent: 'bot:heuristic',
      make: goalkeepersHeuristic,
      policy: HEURISTIC_REWARDS,
      rule: 'GK-10.1',
    },
    { agent: 'bot:random', make: randomAgent, policy: RANDOM_REWARDS, rule: 'GK-4.3' },
  ];
  for (const { agent, make, policy, rule } of opponents) {
    it(`predicts what it wins against ${agent}, which is the ceiling there (${rule})`, () => {
      const games = 10_000;
      const { mean } = ceilingAgainst(3, policy);
      const best = { agent: 'best-response', make: bestResponseTo(policy) as AgentFactory };
      const won = duelWins(goalkeepers, best, { agent, make }, games) / games;
      const standardError = Math.sqrt((mean * (1 - mean)) / games);
      assert.ok(Math.abs(won - mean) < 4 * standardError, `won ${won}, predicted ${mean}`);
    });
  }

  it('wins at least the game’s value against any bot: a fixed policy is never better than the optimal one', () => {
    const value = solverFor(3).startValue(1, 0, 0, 0);
    // A policy is any choice among the open rewards (GK-4.4) as a function of the decision's
    // state: always TEAM (0), always GOAL (1), always none (2), or one by a hash of the state (3).
    const policyArb = fc
      .tuple(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.constantFrom(0, 1, 2, 3))
      .map(([salt, kind]): RewardPolicy => (winner, h0, h1, k0, k1, values) => {
        const hash = ((winner * 7 + h0 * 13 + h1 * 17 + k0 * 19 + k1 * 23) ^ salt) % 3;
        const pick = kind < 3 ? kind : hash;
        const value = pick === 0 ? values.team : pick === 1 ? values.goal : values.none;
        return Number.isNaN(value) ? values.none : value;
      });
    fc.assert(
      fc.property(policyArb, (policy) => {
        const asFirst = solverAgainst(3, policy, 1).startValue(1, 0, 0, 0);
        assert.ok(asFirst >= value - 1e-9, `${asFirst} < ${value}`);
        assert.ok(asFirst < 1);
      }),
      { numRuns: 2 },
    );
  });

  it('finds the heuristic and random bots beatable, but far below the bot targets', () => {
    const value = solverFor(3).startValue(1, 0, 0, 0);
    const heuristic = ceilingAgainst(3, HEURISTIC_REWARDS);
    const random = ceilingAgainst(3, RANDOM_REWARDS);
    // The solver's first seat is the one that starts (GK-2.3): its chances are the better ones.
    assert.ok(heuristic.asFirst > heuristic.asSecond && random.asFirst > random.asSecond);
    assert.ok(heuristic.asFirst >= value - 1e-9 && heuristic.asSecond >= 1 - value - 1e-9);
    assert.ok(random.mean > heuristic.mean, 'random play is easier to beat');
    assert.ok(heuristic.mean > 0.5 && heuristic.mean < 0.6, `${heuristic.mean}`);
    assert.ok(random.mean > 0.6 && random.mean < 0.9, `${random.mean}`);
  });
});
