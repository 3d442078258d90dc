/**
 * Golazo's lab ids of a decision (action-name.ts): `offered`, which finds a moves decision's
 * kinds of move where they lie in the ascending codes, against a plain reference that asks `of`
 * for every legal action. Random games for the common decisions; named positions for the edges
 * a random game rarely offers (a pass to cell 0, a dribble at either end of the carrier's range,
 * a tackle from each space next to the carrier, a move to the last cell).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import type { Action } from '../../core/game.ts';
import { Rng } from '../../core/rng.ts';
import { golazoActionIds } from './action-name.ts';
import { END, MOVE, moveAction } from './actions.ts';
import { BALL, CELLS, COUNTERS, NEIGHBOURS, NONE } from './board.ts';
import { golazo } from './engine.ts';
import { golazoOptions } from './facts.ts';
import { MoveKind } from './moves.ts';
import { cell, counter, kickedOff, moving, put } from './scenario.ts';
import { Phase, type GolazoState } from './state.ts';

/** Ids a lab may say it holds: a move's, MOVE + kind (MoveKind, the placement's 0 too). */
const MOVE_IDS = MoveKind.Slide + 1;

/** `known` from a bit mask over the move ids: bit k says the lab holds MOVE + k. */
function knownOf(mask: number): (id: number) => boolean {
  if (mask === NONE) return () => false;
  return (id) => id >= MOVE && id < MOVE + MOVE_IDS && ((mask >> (id - MOVE)) & 1) === 1;
}

/** The reference: every legal action's id from `of`, one by one, less the move ids held. */
function referenceIds(s: GolazoState, seat: number, legal: readonly Action[], mask: number) {
  const known = knownOf(mask);
  const ids = new Set<number>();
  for (const action of legal) {
    const id = golazoActionIds.of(s, seat, action);
    if (!known(id)) ids.add(id);
  }
  return ids;
}

/**
 * `offered`'s ids for `legal`, each checked to come with a legal action of that id; a held move
 * id it reports anyway (the placement phase reads every move) is dropped before comparing.
 */
function offeredIds(s: GolazoState, seat: number, legal: readonly Action[], mask: number) {
  const known = knownOf(mask);
  const ids = new Set<number>();
  golazoActionIds.offered?.(
    s,
    seat,
    legal,
    (id, action) => {
      assert.ok(legal.includes(action), `offered ${action}, not among ${legal.join(' ')}`);
      assert.equal(golazoActionIds.of(s, seat, action), id, `offered ${action} as ${id}`);
      if (!known(id)) ids.add(id);
    },
    // NONE: no word from the lab at all.
    mask === NONE ? undefined : known,
  );
  return ids;
}

/** Checks `offered` against the reference for `legal` with the move ids of `mask` held. */
function agrees(s: GolazoState, seat: number, legal: readonly Action[], mask: number): void {
  assert.deepEqual(
    [...offeredIds(s, seat, legal, mask)].sort((a, b) => a - b),
    [...referenceIds(s, seat, legal, mask)].sort((a, b) => a - b),
    `ids of ${legal.join(' ')} with held mask ${mask}`,
  );
}

/**
 * Checks a decision with every held mask, whole and narrowed to each one move: `offered` reads
 * only where a move's code lies (the ball's last, the carrier's in its range, a counter's
 * before the next's), so any ascending part of a decision's codes is a decision it must answer
 * alike; a part with one move puts that move at every end at once, and two moves next to each
 * other put one counter's last move before the next one's first.
 */
function agreesEverywhere(s: GolazoState, seat: number, legal: readonly Action[]): void {
  const others = legal.filter((action) => action < MOVE);
  const moves = legal.filter((action) => action >= MOVE);
  for (let mask = NONE; mask < 1 << MOVE_IDS; mask++) {
    agrees(s, seat, legal, mask);
    for (let i = 0; i < moves.length; i++) {
      agrees(s, seat, [...others, moves[i] as Action], mask);
      if (i > 0) agrees(s, seat, [...others, moves[i - 1] as Action, moves[i] as Action], mask);
    }
  }
}

/** The legal actions of the seat deciding in `s`, which must include `codes`. */
function legalWith(s: GolazoState, codes: readonly Action[]): Action[] {
  const seat = golazo.actors(s)[0] as number;
  const legal = golazo.legalActions(s, seat);
  for (const code of codes) assert.ok(legal.includes(code), `${code} legal`);
  return legal;
}

const LAST = CELLS - 1;

/** Puts `piece` on the free cell `to` (no rule asked). */
function shift(s: GolazoState, piece: number, to: number): void {
  assert.equal(s.pieceAt[to], NONE, `${to} is free`);
  s.pieceAt[s.cellOf[piece] as number] = NONE;
  s.pieceAt[to] = piece;
  s.cellOf[piece] = to;
}

/** Moves whatever stands on the named cells to free cells of rows 3 to 5. */
function clear(s: GolazoState, names: readonly string[]): void {
  for (const name of names)
    if (s.pieceAt[cell(name)] !== NONE) shift(s, s.pieceAt[cell(name)] as number, freeCell(s));
}

/** A free cell of rows 3 to 5, away from the middle of the pitch. */
function freeCell(s: GolazoState): number {
  for (let at = cell('a3'); at <= cell('i5'); at++) if (s.pieceAt[at] === NONE) return at;
  throw new Error('no free cell');
}

describe('Golazo offered ids (action-name.ts movesOffered) against every move read', () => {
  it('a pass to cell 0 and to the last cell', () => {
    const s = kickedOff();
    put(s, { r9: 'a5', r2: 'a1' });
    moving(s, 0, 3, 'r9');
    const toZero = moveAction(BALL, 0);
    agreesEverywhere(s, 0, legalWith(s, [toZero]));

    const t = kickedOff();
    clear(t, ['i11', 'i12', 'i13', 'i14', 'h13', 'h14']);
    put(t, { r9: 'i11', r10: 'i14' });
    moving(t, 0, 3, 'r9');
    agreesEverywhere(t, 0, legalWith(t, [moveAction(BALL, LAST)]));
  });

  it('a dribble at either end of the carrier range, and steps to cell 0 and the last cell', () => {
    const s = kickedOff();
    put(s, { r9: 'b1' });
    moving(s, 0, 3, 'r9');
    agreesEverywhere(s, 0, legalWith(s, [moveAction(counter('r9'), 0)]));

    const t = kickedOff();
    put(t, { r9: 'h14', r8: 'i13' });
    moving(t, 0, 3, 'r9');
    const legal = legalWith(t, [moveAction(counter('r9'), LAST)]);
    agreesEverywhere(t, 0, legal);

    // Another counter's step to the last cell, the carrier elsewhere.
    const u = kickedOff();
    put(u, { r8: 'h13' });
    moving(u, 0, 3, 'r9');
    agreesEverywhere(u, 0, legalWith(u, [moveAction(counter('r8'), LAST)]));

    // The carrier's last dribble just before the next counter's step to cell 0.
    const w = kickedOff();
    put(w, { r10: 'b2' });
    moving(w, 0, 3, 'r9');
    agreesEverywhere(w, 0, legalWith(w, [moveAction(counter('r10'), 0)]));

    // The last counter's step to the last cell, just before the passes: the Blues moving.
    const x = kickedOff();
    clear(x, ['h13', 'h14', 'i13', 'i14']);
    put(x, { b11: 'h13' });
    moving(x, 1, 3, 'b9');
    agreesEverywhere(x, 1, legalWith(x, [moveAction(counter('b11'), LAST)]));

    // A step to cell 0 by a counter before the carrier (the Reds' keeper steps nowhere).
    const v = kickedOff();
    put(v, { r2: 'b2' });
    moving(v, 0, 3, 'r9');
    agreesEverywhere(v, 0, legalWith(v, [moveAction(counter('r2'), 0)]));
  });

  it('a tackle and a slide tackle from each space next to the carrier (GZ-5.4, GZ-13.2)', () => {
    const carrierAt = cell('e7');
    for (const from of NEIGHBOURS[carrierAt] as readonly number[]) {
      for (const slide of [false, true]) {
        const s = kickedOff(slide ? { slideTackle: true } : {});
        // The carrier's neighbours cleared, then one Blue outfield counter on `from`.
        for (const next of NEIGHBOURS[carrierAt] as readonly number[])
          if (s.pieceAt[next] !== NONE) shift(s, s.pieceAt[next] as number, freeCell(s));
        const tackler = counter('b7');
        shift(s, tackler, from);
        moving(s, 1, 3, 'r9', !slide);
        const code = moveAction(tackler, carrierAt);
        const legal = legalWith(s, [code]);
        assert.equal(
          golazoActionIds.of(s, 1, code),
          MOVE + (slide ? MoveKind.Slide : MoveKind.Tackle),
          `a ${slide ? 'slide ' : ''}tackle from ${from}`,
        );
        agreesEverywhere(s, 1, legal);
      }
    }
  });

  it('random games: every decision as the reference, and no moves decision without a carrier (GZ-3.3)', () => {
    // Every kind of decision of random games, the whole decision with a random held mask; and
    // the carrier-less moves decision does not occur (see movesOffered).
    fc.assert(
      fc.property(
        fc.record({
          seats: fc.integer({ min: 2, max: 4 }),
          options: fc.record({
            draw: fc.constantFrom('stands' as const, 'penalties' as const),
            tactical: fc.boolean(),
            slideTackle: fc.boolean(),
            managers: fc.boolean(),
            edition: fc.constantFrom('1.0.0', '1.1.0', undefined),
          }),
          seed: fc.string(),
          chooser: fc.integer(),
        }),
        (g) => {
          const { edition, ...rest } = g.options;
          const options = golazoOptions.parse(edition ? { ...rest, edition } : rest);
          const s = golazo.setup(options, g.seats, Rng.fromSeed(g.seed));
          const pick = Rng.fromSeed(String(g.chooser));
          for (let steps = 0; golazo.actors(s).length > 0; steps++) {
            assert.ok(steps < golazo.facts.actionBound);
            const actors = golazo.actors(s);
            const seat = actors[pick.int(actors.length)] as number;
            const legal = golazo.legalActions(s, seat);
            if (s.phase !== Phase.Place && legal.some((action) => action >= MOVE)) {
              assert.notEqual(s.carrier, NONE, 'moves with no carrier');
              assert.notEqual(s.cellOf[s.carrier], NONE, 'moves with the carrier off the pitch');
            }
            const mask = pick.int(1 << MOVE_IDS);
            agrees(s, seat, legal, mask);
            // And two moves next to each other, with the decision's other codes.
            const first = legal.findIndex((action) => action >= MOVE);
            if (first >= 0 && first < legal.length - 1) {
              const at = first + pick.int(legal.length - 1 - first);
              const part = [...legal.slice(0, first), ...legal.slice(at, at + 2)];
              agrees(s, seat, part, pick.int(1 << MOVE_IDS));
            }
            golazo.apply(s, seat, legal[pick.int(legal.length)] as Action);
          }
        },
      ),
      { numRuns: 8 },
    );
  });

  it('with no carrier (no legal state has one, as above) every move to a free space is a step', () => {
    const s = kickedOff();
    moving(s, 1, 3, 'r9');
    s.carrier = NONE;
    // Every counter's move to cell 0 and to the last cell (both cleared), one at a time: codes
    // written out, since no legal game has such a decision.
    for (const to of [0, LAST])
      if (s.pieceAt[to] !== NONE) shift(s, s.pieceAt[to] as number, freeCell(s));
    for (let piece = 0; piece < COUNTERS; piece++)
      for (const to of [0, LAST]) {
        const legal = [END, moveAction(piece, to)];
        assert.equal(golazoActionIds.of(s, 1, legal[1] as Action), MOVE + MoveKind.Step);
        for (let mask = 0; mask < 1 << MOVE_IDS; mask++) agrees(s, 1, legal, mask);
      }
  });
});
