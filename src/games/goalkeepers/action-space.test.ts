/**
 * Goalkeepers' action codes, laid out by GOALKEEPERS_ACTIONS (core/action-space.ts), are the
 * codes its records hold (GK-3.1, GK-3.4, GK-4.3, GK-4.4, GK-5.1): pinned here so a change of
 * the table cannot move one, every code round-trips through encode and decode, and every legal
 * action of seeded random games lies in the space, in the range its helpers say.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Action } from '../../core/game.ts';
import { Rng } from '../../core/rng.ts';
import { checkActionSpace } from '../../core/testing/action-space.ts';
import {
  DECLINE_REWARD,
  DECLINE_STEAL,
  GOALKEEPERS_ACTIONS,
  ROLL,
  TAKE_GOAL,
  TAKE_TEAM,
  isPass,
  isSteal,
  passTo,
  stealFrom,
  targetOf,
} from './actions.ts';
import { goalkeepers } from './engine.ts';

describe('Goalkeepers’ action space (GK-3.1, GK-3.4, GK-4.3, GK-4.4, GK-5.1)', () => {
  it('keeps every code where records have it', () => {
    assert.deepEqual([ROLL, TAKE_TEAM, TAKE_GOAL, DECLINE_STEAL, DECLINE_REWARD], [0, 1, 2, 3, 4]);
    assert.deepEqual([0, 1, 2, 3, 4].map(passTo), [10, 11, 12, 13, 14]);
    assert.deepEqual([0, 1, 2, 3, 4].map(stealFrom), [20, 21, 22, 23, 24]);
    assert.equal(targetOf(13), 3);
    assert.equal(targetOf(24), 4);
  });

  it('round-trips every code, and names it', () => {
    // Five single codes, then a pass and a steal for each of the five seats; 5–9 and 15–19 are gaps.
    assert.equal(checkActionSpace(GOALKEEPERS_ACTIONS), 15);
    assert.equal(GOALKEEPERS_ACTIONS.end, 25);
    assert.equal(GOALKEEPERS_ACTIONS.label(passTo(2)), 'pass 2');
    assert.equal(GOALKEEPERS_ACTIONS.label(DECLINE_REWARD), 'decline-reward');
  });

  it('holds every legal action of 300 seeded random games, in the range its helpers name', () => {
    const named: readonly string[] = [
      'roll',
      'take-team',
      'take-goal',
      'decline-steal',
      'decline-reward',
    ];
    const seen = new Set<string>();
    for (let game = 0; game < 300; game++) {
      const seats = 2 + (game % 4);
      const options = goalkeepers.facts.options.parse({
        rounds: 3 + (game % 3),
        reward: game % 2 === 0 ? 'choice' : 'compulsory',
      });
      const s = goalkeepers.setup(options, seats, Rng.fromSeed(`action-space ${game}`));
      const pick = Rng.fromSeed(`pick ${game}`);
      for (let steps = 0; goalkeepers.actors(s).length > 0; steps++) {
        assert.ok(steps < goalkeepers.facts.actionBound, `game ${game} ends`);
        const seat = goalkeepers.actors(s)[0] as number;
        const legal = goalkeepers.legalActions(s, seat);
        for (const action of legal) {
          const decoded = GOALKEEPERS_ACTIONS.decode(action);
          assert.ok(decoded, `game ${game}: code ${action} lies in the space`);
          seen.add(decoded.name);
          if (isPass(action)) assert.deepEqual(decoded, { name: 'pass', index: targetOf(action) });
          else if (isSteal(action))
            assert.deepEqual(decoded, { name: 'steal', index: targetOf(action) });
          else assert.equal(decoded.name, named[action]);
          if (isPass(action) || isSteal(action)) assert.ok(targetOf(action) < seats);
        }
        goalkeepers.apply(s, seat, legal[pick.int(legal.length)] as Action);
      }
    }
    // Every range turned up, so the check above looked at each kind of code.
    assert.deepEqual([...seen].sort(), GOALKEEPERS_ACTIONS.ranges.map((r) => r.name).sort());
  });
});
