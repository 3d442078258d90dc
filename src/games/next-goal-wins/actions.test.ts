/**
 * The legal-action lists and the shortcut the match settles with: onlyAction must agree with
 * the full list in every position, and a reused list must come out exactly as a fresh one.
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { Action } from '../../core/game.ts';
import { Rng } from '../../core/rng.ts';
import { decider, legalActions, onlyAction } from './actions.ts';
import { nextGoalWins } from './engine.ts';
import { nextGoalWinsOptions } from './facts.ts';
import { Phase, cloneState, type MatchState } from './state.ts';

/** Positions met in seeded random matches, with every option tried across the seeds. */
function positions(count: number): MatchState[] {
  const found: MatchState[] = [];
  for (let game = 0; found.length < count; game++) {
    const options = nextGoalWinsOptions.parse({
      noRepeat: game % 2 === 1,
      attacks: 3 + (game % 3),
    });
    const s = nextGoalWins.setup(options, 2, Rng.fromSeed(`actions/${game}`));
    const pick = Rng.fromSeed(`actions/pick/${game}`);
    while (nextGoalWins.actors(s).length > 0 && found.length < count) {
      found.push(cloneState(s));
      const seat = nextGoalWins.actors(s)[0] as number;
      const legal = nextGoalWins.legalActions(s, seat);
      nextGoalWins.apply(s, seat, legal[pick.int(legal.length)] as Action);
    }
  }
  return found;
}

const PHASES = Object.values(Phase);

it('onlyAction names the one legal action when there is exactly one, else -1, in any phase', () => {
  let single = 0;
  for (const s of positions(1500))
    for (const phase of PHASES) {
      // Every phase on every position, consistent or not: the shortcut may skip listing only
      // where the list is sure to hold two or more.
      const c = cloneState(s);
      c.phase = phase;
      for (const seat of [0, 1]) {
        const list = legalActions(c, seat, []);
        const expected = list.length === 1 ? (list[0] as Action) : -1;
        if (expected >= 0) single++;
        assert.equal(onlyAction(c, seat), expected, `phase ${phase}, seat ${seat}`);
      }
    }
  assert.ok(single > 300, `positions with a single action were met (${single})`);
});

it('after every apply the decider has a real choice: the match plays forced decisions itself', () => {
  for (const s of positions(3000)) {
    const seat = decider(s);
    if (seat >= 0) assert.notEqual(legalActions(s, seat, []).length, 1);
  }
});

it('a reused list comes out exactly as a fresh one, shorter or longer than before', () => {
  const reused: Action[] = [];
  let shorter = 0;
  for (const s of positions(2000)) {
    for (const seat of [0, 1]) {
      const before = reused.length;
      const fresh = legalActions(s, seat, []);
      assert.deepEqual(legalActions(s, seat, reused), fresh);
      if (fresh.length < before) shorter++;
    }
  }
  assert.ok(shorter > 100, `lists shorter than the last were met (${shorter})`);
});
