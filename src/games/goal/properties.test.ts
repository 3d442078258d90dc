/** Invariants of Goal!, checked on random games chosen by fast-check. */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import fc from 'fast-check';
import type { Action } from '../../core/game.ts';
import { Rng } from '../../core/rng.ts';
import { SAVING_FORMATIONS, SHOOTING_FORMATIONS } from './vocabulary.ts';
import { goal } from './engine.ts';
import { cardsOf, isShooting, lengthOf } from './formations.ts';
import { Phase, type GoalState } from './state.ts';

const games = fc.record({
  seats: fc.integer({ min: 2, max: 4 }),
  seed: fc.string(),
  chooser: fc.integer(),
});

function playChecking(
  g: { seats: number; seed: string; chooser: number },
  check: (s: GoalState, before: GoalState) => void,
): void {
  const s = goal.setup({}, g.seats, Rng.fromSeed(g.seed));
  const pick = Rng.fromSeed(String(g.chooser));
  while (goal.actors(s).length > 0) {
    const seat = goal.actors(s)[0] as number;
    const legal = goal.legalActions(s, seat);
    const before = goal.clone(s);
    goal.apply(s, seat, legal[pick.int(legal.length)] as Action);
    check(s, before);
  }
}

it('GL-1.1: the 44 cards are always all somewhere', () => {
  fc.assert(
    fc.property(games, (g) => {
      playChecking(g, (s) => {
        const onTable = s.formations.flat().reduce((n, f) => n + lengthOf(f), 0);
        const inHands = s.hands.reduce((a, b) => a + b, 0);
        assert.equal(inHands + s.pack.length + s.discards.length + onTable + s.keepersOut, 44);
        assert.ok(s.hands.every((n) => n >= 0));
      });
    }),
    { numRuns: 60 },
  );
});

it('GL-1.2, GL-1.3, GL-3.2: every formation on the table begins a listed formation', () => {
  const prefixes = (list: readonly (readonly number[])[]) =>
    new Set(list.flatMap((f) => [f.slice(0, 1).join('-'), f.slice(0, 2).join('-'), f.join('-')]));
  const shooting = prefixes(SHOOTING_FORMATIONS);
  const saving = prefixes(SAVING_FORMATIONS);
  fc.assert(
    fc.property(games, (g) => {
      playChecking(g, (s) => {
        for (const f of s.formations.flat()) {
          assert.ok(
            (isShooting(f) ? shooting : saving).has(cardsOf(f).join('-')),
            cardsOf(f).join('-'),
          );
          if (isShooting(f) && lengthOf(f) === 3)
            assert.ok(s.shotSide >= 0, 'a complete shot always waits for its answer');
        }
      });
    }),
    { numRuns: 60 },
  );
});

it('GL-2.5, GL-4: hands keep their size between turns and goals only go up, one at a time', () => {
  fc.assert(
    fc.property(games, (g) => {
      playChecking(g, (s, before) => {
        const gained = s.goals[0] + s.goals[1] - before.goals[0] - before.goals[1];
        assert.ok(gained === 0 || gained === 1);
        if (s.phase === Phase.Turn && !s.closing && s.half === before.half) {
          const sizes = s.dealt.map((_, seat) => goal.view(s, seat).hand?.length);
          assert.deepEqual(sizes, s.dealt.slice());
        }
      });
    }),
    { numRuns: 60 },
  );
});
