/** NGW-19: invariants of season matches with random setups, checked by fast-check. */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import fc from 'fast-check';
import type { Action, Seat } from '../../core/game.ts';
import { Rng } from '../../core/rng.ts';
import { chooseAgain } from '../../core/testing/conformance.ts';
import { FOOTBALLER_COUNT, TACTICS } from './cards.ts';
import { nextGoalWins } from './engine.ts';
import { nextGoalWinsOptions } from './facts.ts';
import {
  NO_ABILITIES,
  matchReport,
  newMatchFromSetup,
  type MatchAbilities,
  type SideSetup,
} from './match-setup.ts';
import { Status, type MatchState } from './state.ts';
import { CONTESTS, STAT_COUNT } from './stats.ts';

const setups = fc.record({
  seed: fc.string(),
  chooser: fc.integer(),
  sizes: fc.tuple(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 7 })),
  out: fc.tuple(fc.integer({ min: 0, max: 127 }), fc.integer({ min: 0, max: 127 })),
  tactics: fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 })),
  powers: fc.tuple(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 0, max: 15 })),
});
type Setup = typeof setups extends fc.Arbitrary<infer T> ? T : never;

function abilities(bits: number, rng: Rng): MatchAbilities {
  return {
    ...NO_ABILITIES,
    substituteOnDefence: (bits & 1) !== 0,
    winsKickOff: (bits & 2) !== 0,
    tacticsPerAttack: bits & 4 ? 2 : 1,
    bonuses:
      bits & 8
        ? [
            {
              contests: [CONTESTS[rng.int(CONTESTS.length)] as string],
              as: (['acting', 'defending', 'either'] as const)[rng.int(3)] ?? 'either',
              score: ['behind'],
              amount: 1 + rng.int(2),
            },
          ]
        : [],
  };
}

/** A random season match: disjoint squads of the given sizes, some out, some tactics. */
function build(m: Setup): MatchState {
  const rng = Rng.fromSeed(m.seed);
  const cards = Array.from({ length: FOOTBALLER_COUNT }, (_, i) => i);
  rng.shuffle(cards);
  const sides = ([0, 1] as const).map((seat): SideSetup => {
    const squad = cards.splice(0, m.sizes[seat]);
    return {
      seat: seat * 3 + 1,
      squad,
      unavailable: squad.filter((_, i) => (m.out[seat] >> i) & 1),
      tactics: Array.from({ length: m.tactics[seat] }, () => rng.int(TACTICS.length)),
      mods: [{ card: squad[0] as number, stat: rng.int(STAT_COUNT), amount: rng.int(5) - 2 }],
      abilities: abilities(m.powers[seat], rng),
    };
  });
  return newMatchFromSetup(
    nextGoalWinsOptions.parse({}),
    sides as [SideSetup, SideSetup],
    Rng.fromSeed(`${m.seed}/dice`),
  );
}

function playOut(m: Setup, check: (s: MatchState) => void): MatchState {
  const s = build(m);
  const pick = Rng.fromSeed(String(m.chooser));
  const probe = Rng.fromSeed(`${m.chooser}/probe`);
  for (let step = 0; nextGoalWins.actors(s).length > 0; step++) {
    assert.ok(step < 3000, 'the match ends');
    const seat = nextGoalWins.actors(s)[0] as Seat;
    const legal = nextGoalWins.legalActions(s, seat);
    assert.ok(legal.length > 0);
    if (step % 7 === 0) {
      // NGW-17 holds in a season match too: a sampled state shows the same view.
      const view = nextGoalWins.view(s, seat);
      const text = JSON.stringify(view);
      // NGW-3.1: picks hidden from the seat are taken back; picked again, all looks as it is.
      const drawn = nextGoalWins.determinize(view, seat, probe);
      const sampled = chooseAgain(nextGoalWins, s, drawn, seat, text, probe);
      assert.equal(JSON.stringify(nextGoalWins.view(sampled, seat)), text);
      assert.deepEqual(nextGoalWins.legalActions(sampled, seat), legal);
    }
    nextGoalWins.apply(s, seat, legal[pick.int(legal.length)] as Action);
    check(s);
  }
  return s;
}

it('NGW-19.1 to NGW-19.3: the unavailable and the missing never play; the match ends and reports', () => {
  fc.assert(
    fc.property(setups, (m) => {
      const start = build(m);
      const out = start.status.map((status) => status === Status.Out);
      const s = playOut(m, (now) => {
        for (let i = 0; i < 14; i++)
          if (out[i]) assert.equal(now.status[i], Status.Out, 'out stays out');
        for (let i = 0; i < 8; i++) {
          const slot = now.lineup[i] as number;
          if (slot >= 0) assert.ok(!out[(i >> 2) * 7 + slot], 'nobody out is in a place');
        }
      });
      const report = matchReport(s);
      assert.deepEqual(report.goals, s.goals);
      const held = start.tactics.filter((t) => t >= 0).sort();
      const after = [...report.tacticsLeft[0], ...report.tacticsLeft[1], ...report.tacticsPlayed];
      assert.deepEqual(after.sort(), held, 'every tactic is held or played');
    }),
    { numRuns: 60 },
  );
});

it('NGW-19.7: no side plays more tactics in one attack than its manager allows', () => {
  fc.assert(
    fc.property(setups, (m) => {
      playOut(m, (s) => {
        for (let seat = 0; seat < 2; seat++)
          assert.ok((s.tacticUsed[seat] as number) <= (s.powers[seat]?.tacticsPerAttack ?? 1));
      });
    }),
    { numRuns: 60 },
  );
});
