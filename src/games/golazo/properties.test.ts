/** Invariants of Golazo, checked on random games chosen by fast-check. */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import fc from 'fast-check';
import type { Action } from '../../core/game.ts';
import { Rng } from '../../core/rng.ts';
import { MOVE, pieceOf } from './actions.ts';
import {
  AREA_OF,
  BALL,
  CELLS,
  COLUMNS,
  COUNTERS,
  KEEPER_SPACE,
  NEIGHBOURS,
  NONE,
  ROWS,
  teamOfCounter,
} from './board.ts';
import { golazo } from './engine.ts';
import { CARD_COUNT } from './cards.ts';
import { BOX_LIMIT, FULL_TIME, HALF_TIME, golazoOptions } from './facts.ts';
import { Phase, type GolazoState } from './state.ts';

interface GameCase {
  seats: number;
  options: {
    draw: 'stands' | 'penalties';
    tactical: boolean;
    slideTackle: boolean;
    managers: boolean;
  };
  seed: string;
  chooser: number;
}

const gameArb: fc.Arbitrary<GameCase> = fc.record({
  seats: fc.integer({ min: 2, max: 4 }),
  options: fc.record({
    draw: fc.constantFrom('stands' as const, 'penalties' as const),
    tactical: fc.boolean(),
    slideTackle: fc.boolean(),
    managers: fc.boolean(),
  }),
  seed: fc.string(),
  chooser: fc.integer(),
});

/** Plays a random game, calling `check` after every action with the state before it. */
function playChecking(
  g: GameCase,
  check: (before: GolazoState, after: GolazoState, action: Action) => void,
): GolazoState {
  const s = golazo.setup(golazoOptions.parse(g.options), g.seats, Rng.fromSeed(g.seed));
  const pick = Rng.fromSeed(String(g.chooser));
  for (let steps = 0; golazo.actors(s).length > 0; steps++) {
    assert.ok(steps < golazo.facts.actionBound);
    const actors = golazo.actors(s);
    const seat = actors[pick.int(actors.length)] as number;
    const legal = golazo.legalActions(s, seat);
    const before = golazo.clone(s);
    const action = legal[pick.int(legal.length)] as Action;
    golazo.apply(s, seat, action);
    check(before, s, action);
  }
  return s;
}

const RUNS = { numRuns: 25 };

it('GZ-1.1, GZ-1.2, GZ-13.2: 11 counters a side on distinct cells (but those sent off), each keeper on its space', () => {
  fc.assert(
    fc.property(gameArb, (g) => {
      playChecking(g, (before, s) => {
        const seen = new Set<number>();
        for (let c = 0; c < COUNTERS; c++) {
          const cell = s.cellOf[c] as number;
          if (cell === NONE) {
            assert.ok(g.options.slideTackle, 'only a slide tackle sends a counter off');
            continue;
          }
          if (!g.options.managers)
            assert.notEqual(before.cellOf[c], NONE, 'a counter sent off never comes back');
          assert.ok(cell >= 0 && cell < CELLS);
          assert.ok(!seen.has(cell), 'two counters on one cell');
          seen.add(cell);
          assert.equal(s.pieceAt[cell], c);
        }
        assert.equal(s.pieceAt.filter((p) => p !== NONE).length, seen.size);
        assert.equal(s.cellOf[0], KEEPER_SPACE[0]);
        assert.equal(s.cellOf[11], KEEPER_SPACE[1]);
      });
    }),
    RUNS,
  );
});

it('GZ-7.4, GZ-11.3: one counter holds the ball, except before the start, or while a kick-off or a penalty waits', () => {
  fc.assert(
    fc.property(gameArb, (g) => {
      playChecking(g, (_, s) => {
        const waiting =
          s.phase === Phase.Manager ||
          s.phase === Phase.Start ||
          s.phase === Phase.KickOff ||
          s.phase === Phase.Over ||
          (s.phase === Phase.Commit && s.shotKind === 2);
        if (s.carrier === NONE) assert.ok(waiting, `no ball holder in phase ${s.phase}`);
        else assert.ok(s.carrier >= 0 && s.carrier < COUNTERS);
      });
    }),
    RUNS,
  );
});

it('GZ-6.1–GZ-6.4: no move breaks an unsporting rule', () => {
  fc.assert(
    fc.property(gameArb, (g) => {
      playChecking(g, (before, s, action) => {
        for (let t = 0; t < 2; t++) {
          assert.ok((s.boxCount[t] as number) <= BOX_LIMIT, 'GZ-6.4');
          const inBox = Array.from(s.cellOf).filter(
            (cell, c) => teamOfCounter(c) === t && AREA_OF[cell] === t,
          ).length;
          assert.equal(inBox, s.boxCount[t]);
          for (let row = 0; row < ROWS; row++) {
            let own = 0;
            for (let col = 0; col < COLUMNS; col++) {
              const c = s.pieceAt[row * COLUMNS + col] as number;
              if (c !== NONE && teamOfCounter(c) === t) own++;
            }
            assert.ok(own < COLUMNS, 'GZ-6.1: a wall');
          }
        }
        // A move's own effects; the turn's end may reset the pitch after it (GZ-10.2).
        if (before.phase !== Phase.Moves || action < MOVE || s.turn !== before.turn) return;
        const carrierCell = s.cellOf[s.carrier] as number;
        assert.ok(
          (NEIGHBOURS[carrierCell] as number[]).some((n) => s.pieceAt[n] === NONE),
          'GZ-6.2',
        );
        const piece = pieceOf(action);
        const mover = piece === BALL ? before.mover : teamOfCounter(piece);
        for (let c = 0; c < COUNTERS; c++)
          if (teamOfCounter(c) !== mover) assert.equal(s.cellOf[c], before.cellOf[c], 'GZ-6.3');
      });
    }),
    RUNS,
  );
});

it('GZ-6.2, GZ-8.3: the ball is never with a surrounded counter, however it came there', () => {
  fc.assert(
    fc.property(gameArb, (g) => {
      playChecking(g, (_, s) => {
        // While a box is cleared its keeper's neighbours are still being emptied (GZ-8.1).
        if (s.carrier === NONE || s.phase === Phase.Place) return;
        const at = s.cellOf[s.carrier] as number;
        assert.ok(
          (NEIGHBOURS[at] as number[]).some((n) => s.pieceAt[n] === NONE),
          'GZ-6.2',
        );
      });
    }),
    RUNS,
  );
});

it('GZ-10.1, GZ-7.4: the timer only moves forward, the scores only rise', () => {
  fc.assert(
    fc.property(gameArb, (g) => {
      const s = playChecking(g, (before, after) => {
        assert.ok(after.timer >= before.timer && after.timer <= FULL_TIME);
        // GZ-9.14: Time Wasting moves it two spaces, every other card one.
        assert.ok(after.timer - before.timer <= 2);
        if (after.half === before.half && before.half === 1) assert.ok(after.timer <= HALF_TIME);
        for (let t = 0; t < 2; t++)
          assert.ok((after.scores[t] as number) >= (before.scores[t] as number));
        assert.ok(after.turn >= before.turn);
      });
      assert.equal(s.phase, Phase.Over);
      assert.ok(s.stoppageLeft >= 0, 'GZ-10.3: a match ends after stoppage time');
    }),
    RUNS,
  );
});

it('GZ-9.4: every card is in the deck or a hand, the whole deck in all', () => {
  fc.assert(
    fc.property(gameArb, (g) => {
      playChecking(g, (_, s) => {
        const held = s.hands.flat().reduce((a, b) => a + b, 0);
        assert.equal(s.deck.length + held, CARD_COUNT);
      });
    }),
    RUNS,
  );
});
