/**
 * Goal!'s action codes, laid out by GOAL_ACTIONS (core/action-space.ts), are the codes its
 * records hold (GL-3.1, GL-3.2, GL-4.3, GL-7.1, GL-8.5): pinned here so a change of the table
 * cannot move one, every code round-trips through encode and decode, and every legal action of
 * seeded random games lies in the space, in the range its decode names.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Action } from '../../core/game.ts';
import { Rng } from '../../core/rng.ts';
import { checkActionSpace } from '../../core/testing/action-space.ts';
import {
  FREE_KICK_ACTION,
  GOAL_ACTIONS,
  KEEPER_SAVE,
  LET_IN,
  PASS,
  addCard,
  decode,
  discardCard,
  startSaving,
  startShooting,
} from './actions.ts';
import { SAVING } from './cards.ts';
import { goal } from './engine.ts';

describe('Goal!’s action space (GL-3.1, GL-3.2, GL-4.3, GL-7.1, GL-8.5)', () => {
  it('keeps every code where records have it', () => {
    assert.deepEqual(
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(discardCard),
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    );
    assert.deepEqual([4, 5, 6].map(startShooting), [24, 25, 26]);
    assert.deepEqual([4, 5, 6].map(startSaving), [34, 35, 36]);
    assert.deepEqual([FREE_KICK_ACTION, KEEPER_SAVE, LET_IN, PASS], [40, 41, 42, 43]);
    assert.deepEqual([addCard(0, 2), addCard(0, 11), addCard(3, 7)], [102, 111, 155]);
    assert.deepEqual(decode(155), { kind: 'add', index: 3, card: 7 });
    assert.deepEqual(decode(35), { kind: 'start', side: SAVING, card: 5 });
    assert.deepEqual(decode(12), { kind: 'discard', card: 12 });
  });

  it('round-trips every code, and names it', () => {
    // 12 discards, 3 + 3 starts, 4 single codes, and 16 add codes for each of 12 formations.
    assert.equal(checkActionSpace(GOAL_ACTIONS), 12 + 6 + 4 + 12 * 16);
    assert.equal(GOAL_ACTIONS.end, 100 + 12 * 16);
    assert.deepEqual(GOAL_ACTIONS.decode(addCard(3, 7)), { name: 'add', index: 3 * 16 + 7 });
    assert.deepEqual(GOAL_ACTIONS.decode(startShooting(6)), { name: 'start-shooting', index: 2 });
    assert.equal(GOAL_ACTIONS.label(LET_IN), 'let-in');
  });

  it('holds every legal action of 300 seeded random games, in the range decode names', () => {
    const byKind = {
      'free-kick': 'free-kick',
      keeper: 'keeper',
      'let-in': 'let-in',
      pass: 'pass',
    } as const;
    const seen = new Set<string>();
    for (let game = 0; game < 300; game++) {
      const seats = 2 + (game % 3);
      const s = goal.setup(
        goal.facts.options.parse({}),
        seats,
        Rng.fromSeed(`action-space ${game}`),
      );
      const pick = Rng.fromSeed(`pick ${game}`);
      for (let steps = 0; goal.actors(s).length > 0; steps++) {
        assert.ok(steps < goal.facts.actionBound, `game ${game} ends`);
        const seat = goal.actors(s)[0] as number;
        const legal = goal.legalActions(s, seat);
        for (const action of legal) {
          const decoded = GOAL_ACTIONS.decode(action);
          assert.ok(decoded, `game ${game}: code ${action} lies in the space`);
          seen.add(decoded.name);
          const d = decode(action);
          switch (d.kind) {
            case 'discard':
              assert.deepEqual(decoded, { name: 'discard', index: d.card - 1 });
              break;
            case 'start':
              assert.deepEqual(decoded, {
                name: d.side === SAVING ? 'start-saving' : 'start-shooting',
                index: d.card - 4,
              });
              break;
            case 'add':
              assert.deepEqual(decoded, { name: 'add', index: d.index * 16 + d.card });
              break;
            default:
              assert.deepEqual(decoded, { name: byKind[d.kind], index: 0 });
          }
        }
        goal.apply(s, seat, legal[pick.int(legal.length)] as Action);
      }
    }
    // Every range turned up, so the check above looked at each kind of code.
    assert.deepEqual([...seen].sort(), GOAL_ACTIONS.ranges.map((r) => r.name).sort());
  });
});
