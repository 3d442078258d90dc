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
import { EDITION_0_3, TACTIC_SLOTS, nextGoalWinsOptions } from './facts.ts';
import { Phase, cloneState, type MatchState } from './state.ts';

/**
 * Positions met in seeded random matches, with every option tried across the seeds; with an
 * edition, under that earlier version's rules.
 */
function positions(count: number, edition?: string): MatchState[] {
  const found: MatchState[] = [];
  for (let game = 0; found.length < count; game++) {
    const options = nextGoalWinsOptions.parse({
      noRepeat: game % 2 === 1,
      attacks: 3 + (game % 3),
      ...(edition ? { edition } : {}),
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

const TACTIC_DECISIONS: readonly number[] = [Phase.Declare, Phase.Taker, Phase.SetPieceDefence];

/**
 * NGW-17.4: whether what everyone sees asks `seat` this decision, whatever its one option: a
 * decision a tactic may be played with, by a seat holding a tactic card (how many is public)
 * that has not played its tactics for this attack.
 */
function askedInPublic(s: MatchState, seat: number): boolean {
  if (s.autoPlayByHand || !TACTIC_DECISIONS.includes(s.phase)) return false;
  const held = s.tactics.slice(seat * TACTIC_SLOTS, (seat + 1) * TACTIC_SLOTS).some((t) => t >= 0);
  return held && (s.tacticUsed[seat] as number) < (s.powers[seat]?.tacticsPerAttack ?? 1);
}

for (const edition of [undefined, EDITION_0_3]) {
  const rules = edition ? ` (edition ${edition}: played by itself)` : '';
  it(`onlyAction names the one legal action when public facts leave exactly one, else -1, in any phase (NGW-17.4)${rules}`, () => {
    let single = 0;
    let asked = 0;
    for (const s of positions(1500, edition))
      for (const phase of PHASES) {
        // Every phase on every position, consistent or not: the shortcut may skip listing only
        // where the list is sure to hold two or more.
        const c = cloneState(s);
        c.phase = phase;
        for (const seat of [0, 1]) {
          const list = legalActions(c, seat, []);
          const one = list.length === 1;
          if (one && askedInPublic(c, seat)) asked++;
          const expected = one && !askedInPublic(c, seat) ? (list[0] as Action) : -1;
          if (expected >= 0) single++;
          assert.equal(onlyAction(c, seat), expected, `phase ${phase}, seat ${seat}`);
        }
      }
    assert.ok(single > 150, `positions with a single action were met (${single})`);
    if (edition) assert.equal(asked, 0);
    else assert.ok(asked > 100, `single actions asked because of a hand were met (${asked})`);
  });

  it(`after every apply the decider has a real choice, or one its hand left it (NGW-17.4)${rules}`, () => {
    let asked = 0;
    for (const s of positions(3000, edition)) {
      const seat = decider(s);
      if (seat < 0 || legalActions(s, seat, []).length !== 1) continue;
      assert.ok(askedInPublic(s, seat), `phase ${s.phase}: a decision with one option is asked`);
      asked++;
    }
    if (edition) assert.equal(asked, 0);
    else assert.ok(asked > 10, `decisions left one option by the hand were asked (${asked})`);
  });
}

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
