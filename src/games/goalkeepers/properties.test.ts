/** Invariants of Goalkeepers, checked on random games chosen by fast-check. */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import fc from 'fast-check';
import type { Action } from '../../core/game.ts';
import { Rng } from '../../core/rng.ts';
import { goalkeepers } from './engine.ts';
import { TIEBREAK_DICE, startingDice } from './facts.ts';
import { Phase, type GoalkeepersState } from './state.ts';

interface GameCase {
  seats: number;
  rounds: number;
  seed: string;
  chooser: number;
}

const gameArb: fc.Arbitrary<GameCase> = fc.record({
  seats: fc.integer({ min: 2, max: 5 }),
  rounds: fc.integer({ min: 3, max: 5 }),
  seed: fc.string(),
  chooser: fc.integer(),
});

/** Plays a game with random choices, calling `check` before every action. */
function playChecking(
  { seats, rounds, seed, chooser }: GameCase,
  check: (before: GoalkeepersState, after: GoalkeepersState) => void,
): GoalkeepersState {
  const s = goalkeepers.setup(
    { rounds, reward: 'choice', starter: 'drawn' },
    seats,
    Rng.fromSeed(seed),
  );
  const pick = Rng.fromSeed(String(chooser));
  while (goalkeepers.actors(s).length > 0) {
    const seat = goalkeepers.actors(s)[0] as number;
    const legal = goalkeepers.legalActions(s, seat);
    const before = goalkeepers.clone(s);
    goalkeepers.apply(s, seat, legal[pick.int(legal.length)] as Action);
    check(before, s);
  }
  return s;
}

it('GK-2.1, GK-8.1: between turns every die is in a hand, kept or on the table', () => {
  fc.assert(
    fc.property(gameArb, (g) => {
      playChecking(g, (_, s) => {
        if (s.phase !== Phase.Roll) return;
        const perPlayer = s.round > s.rounds ? TIEBREAK_DICE : startingDice(s.seats);
        const total = [...s.hand, ...s.kept, ...s.table].reduce((a, b) => a + b, 0);
        assert.equal(total, perPlayer * s.seats);
        assert.ok([...s.hand, ...s.kept, ...s.table].every((n) => n >= 0));
        assert.ok(
          s.hand.every((n) => n > 0),
          'GK-6.1: a round never goes on with an empty hand',
        );
      });
    }),
    { numRuns: 150 },
  );
});

it('GK-7: points never go down, and a round hands out exactly its points', () => {
  fc.assert(
    fc.property(gameArb, (g) => {
      playChecking(g, (before, after) => {
        const gained =
          after.points.reduce((a, b) => a + b, 0) - before.points.reduce((a, b) => a + b, 0);
        after.points.forEach((p, seat) => {
          assert.ok(p >= (before.points[seat] as number));
        });
        if (after.round === before.round && after.phase !== Phase.Over) assert.equal(gained, 0);
        else if (after.seats === 2) assert.ok(gained === 0 || gained === 1, 'GK-7.4');
        else assert.ok(gained >= 3 + 1, 'GK-7.1, GK-7.3: at least a first place and the bonus');
      });
    }),
    { numRuns: 150 },
  );
});

it('GK-8.1, GK-9: rounds reverse direction, and the game ends with a single leader', () => {
  fc.assert(
    fc.property(gameArb, (g) => {
      const end = playChecking(g, (before, after) => {
        if (after.round !== before.round && after.phase !== Phase.Over) {
          assert.equal(after.direction, -before.direction);
          assert.equal(after.round, before.round + 1);
        }
      });
      assert.ok(end.round >= g.rounds);
      const best = Math.max(...end.points);
      assert.equal(end.points.filter((p) => p === best).length, 1);
      assert.deepEqual(
        goalkeepers.outcome(end)?.places.filter((p) => p === 1),
        [1],
      );
    }),
    { numRuns: 150 },
  );
});
