/** NGW-18.4: the match's evaluation for search bots. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import type { Agent } from '../../core/agent.ts';
import { Rng } from '../../core/rng.ts';
import { nextGoalWins } from './engine.ts';
import { atAttackStart, expectedReward, laterChance } from './evaluation.ts';
import { arrange, ballAt } from './fixtures.ts';
import { attackChance, nextGoalWinsHeuristic } from './heuristic.ts';
import { attacksPerSide, nextGoalWinsOptions } from './facts.ts';
import { Phase, type MatchState } from './state.ts';
import { GK, MID } from './stats.ts';
import type { NextGoalWinsView } from './view.ts';

/** Side 0's mean reward over `runs` simulated endings of independent attacks. */
function simulated(s: MatchState, now: number, later: readonly number[], runs: number): number {
  const rng = Rng.fromSeed('simulated');
  let total = 0;
  for (let run = 0; run < runs; run++) {
    const goals = [s.goals[0] as number, s.goals[1] as number];
    let attacker = s.attacker;
    for (let k = 0; k < s.attackLimit - s.attackNo; k++) {
      if (s.firstTo > 0 && ((goals[0] as number) >= s.firstTo || (goals[1] as number) >= s.firstTo))
        break;
      const p = k === 0 ? now : (later[attacker] as number);
      if (rng.float() < p) goals[attacker] = (goals[attacker] as number) + 1;
      attacker = 1 - attacker;
    }
    const diff = (goals[0] as number) - (goals[1] as number);
    total += diff > 0 ? 1 : diff === 0 ? 0.5 : 0;
  }
  return total / runs;
}

describe('NGW-18.4 the evaluation', () => {
  it('NGW-18.4: with no attack left it is the result: a win 1, a draw a half, a loss 0', () => {
    const s = arrange({ attackNo: 6 });
    for (const [g0, g1, reward] of [
      [2, 1, 1],
      [1, 1, 0.5],
      [0, 3, 0],
    ] as const) {
      s.goals[0] = g0;
      s.goals[1] = g1;
      assert.equal(expectedReward(s, 0.9, [0.9, 0.9]), reward);
    }
  });

  it('NGW-18.4, NGW-16.1: it is the chance of each result when attacks score independently', () => {
    fc.assert(
      fc.property(
        fc.record({
          attackNo: fc.integer({ min: 0, max: 9 }),
          attacks: fc.integer({ min: 3, max: 5 }),
          firstTo: fc.integer({ min: 0, max: 3 }),
          g0: fc.integer({ min: 0, max: 2 }),
          g1: fc.integer({ min: 0, max: 2 }),
          attacker: fc.integer({ min: 0, max: 1 }),
          now: fc.double({ min: 0, max: 1, noNaN: true }),
          p0: fc.double({ min: 0, max: 1, noNaN: true }),
          p1: fc.double({ min: 0, max: 1, noNaN: true }),
        }),
        (c) => {
          const attackNo = Math.min(c.attackNo, 2 * c.attacks - 1);
          const s = arrange({ attackNo, attacker: c.attacker, options: { attacks: c.attacks } });
          // A first-to match as setup makes one: the target, and the attack limit it implies
          // (the safety cap, NGW-16.3), which the evaluation reads from the state.
          Object.assign(s, {
            firstTo: c.firstTo,
            attackLimit: 2 * attacksPerSide({ attacks: c.attacks, firstTo: c.firstTo }),
          });
          s.goals[0] = c.g0;
          s.goals[1] = c.g1;
          const exact = expectedReward(s, c.now, [c.p0, c.p1]);
          // 20,000 runs: a standard error of at most 0.0036.
          const estimate = simulated(s, c.now, [c.p0, c.p1], 20_000);
          assert.ok(Math.abs(exact - estimate) < 0.02, `${exact} against ${estimate}`);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('NGW-18.4: swapping the sides turns the estimate over', () => {
    const a = arrange({ attackNo: 3, attacker: 1 });
    a.goals[0] = 1;
    const b = arrange({ attackNo: 3, attacker: 0 });
    b.goals[1] = 1;
    const x = expectedReward(a, 0.4, [0.3, 0.5]);
    assert.ok(Math.abs(x - (1 - expectedReward(b, 0.4, [0.5, 0.3]))) < 1e-12);
  });

  it('NGW-18.4: it judges only where an attack is about to begin', () => {
    const s = arrange();
    assert.equal(atAttackStart(s), true, 'the ball at the keeper, nobody has acted');
    ballAt(s, MID, 'pass');
    assert.equal(atAttackStart(s), false, 'the middle of an attack');
    const later = arrange({ attackNo: 2 });
    assert.equal(later.phase, Phase.Substitute, 'the break before a later attack');
    assert.equal(atAttackStart(later), true);
  });

  it('NGW-18.4: an attack that starts higher up the pitch is worth more', () => {
    const view = nextGoalWins.view(arrange(), 0);
    assert.ok(attackChance(view, 0, MID) > attackChance(view, 0, GK));
    assert.ok(laterChance(0.3) > 0.3, 'later attacks often start higher up');
  });

  it('NGW-18.4: its chances are calibrated on heuristic matches', () => {
    // The chance it gives each attack, against how often those attacks scored.
    let predicted = 0;
    let scored = 0;
    let attacks = 0;
    const bot: Agent<NextGoalWinsView> = nextGoalWinsHeuristic(0, 'calibration');
    for (let match = 0; match < 400; match++) {
      const s = nextGoalWins.setup(nextGoalWinsOptions.parse({}), 2, Rng.fromSeed(`cal-${match}`));
      let open: { side: number; goals: number } | undefined;
      let judged = -1;
      const close = (): void => {
        if (open) scored += (s.goals[open.side] as number) > open.goals ? 1 : 0;
        open = undefined;
      };
      while (nextGoalWins.actors(s).length > 0) {
        if (s.attackNo !== judged && atAttackStart(s)) {
          close();
          judged = s.attackNo;
          const start = s.phase === Phase.Declare ? s.place : s.nextPlace;
          predicted += attackChance(nextGoalWins.view(s, 0), s.attacker, start);
          attacks++;
          open = { side: s.attacker, goals: s.goals[s.attacker] as number };
        }
        const seat = nextGoalWins.actors(s)[0] as number;
        const legal = nextGoalWins.legalActions(s, seat);
        const view = nextGoalWins.view(s, seat);
        nextGoalWins.apply(s, seat, bot.act({ seat, legal, view, label: String }));
      }
      close();
    }
    // About 2,400 attacks: a standard error near 0.01 on the share that scored.
    assert.ok(attacks > 2000);
    assert.ok(
      Math.abs(predicted / attacks - scored / attacks) < 0.03,
      `predicted ${(predicted / attacks).toFixed(3)}, scored ${(scored / attacks).toFixed(3)}`,
    );
  });
});
