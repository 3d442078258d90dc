/**
 * Counts of legal actions in named positions, by kind (as perft tables are for chess): a
 * change in move generation shows here as a changed number. The first rows are counted by
 * hand in the comments.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ROLL, SHOOT } from './actions.ts';
import { golazo } from './engine.ts';
import { kickedOff, moving, play, put, rollOutcome } from './scenario.ts';
import type { GolazoState } from './state.ts';

/** The legal actions of the seat to act, counted by kind ('step', 'pass', 'end' …). */
function counts(s: GolazoState): Record<string, number> {
  const seat = golazo.actors(s)[0] as number;
  const table: Record<string, number> = {};
  for (const action of golazo.legalActions(s, seat)) {
    const info = golazo.actionInfo(s, seat, action);
    const kind = info.side ?? info.kind;
    table[kind] = (table[kind] ?? 0) + 1;
  }
  return table;
}

describe('legal actions in named positions (GZ-5, GZ-6)', () => {
  it('GZ-5.1, GZ-5.3: the kick-off, Reds #9 on e7 with 3 moves', () => {
    const s = kickedOff({}, 2, 3);
    // Passes from e7: down the e column to the keeper; down-left to #6 on d6 and on past it
    // to #2 on b4; down-right to #8 on f6 and #3 on h4; right to #10 on f7; up the column and
    // both forward diagonals a Blue is in the way (e14, d8, f8): 6.
    // Dribbles: e6, d7 (#9's own starting space, now free) and e8: 3.
    assert.deepEqual(counts(s), { end: 1, step: 66, dribble: 3, pass: 6 });
  });

  it('GZ-5.4: the Blues won the roll 4-2 after the kick-off: two tacklers', () => {
    const s = kickedOff({}, 2, 3);
    play(s, 0, 1);
    play(s, 1, ROLL, rollOutcome(1, 3));
    // #9 on f8 and #10 on d8 stand next to the carrier on e7.
    assert.deepEqual(counts(s), { end: 1, step: 73, tackle: 2 });
  });

  it('GZ-6.2, GZ-6.4: a crowded Reds box with the Blues on the ball in it', () => {
    const s = kickedOff({}, 2, 3);
    put(s, { r2: 'c1', r3: 'd1', r4: 'f1', r5: 'g2', b9: 'e2', b10: 'd3' });
    moving(s, 0, 3, 'b9');
    // Five Reds in their box (keeper, c1, d1, f1, g2): no sixth may come in.
    assert.equal(s.boxCount[0], 5);
    // The keeper (e1) and the Reds on d1 and f1 stand next to the carrier on e2; c1 does not.
    assert.deepEqual(counts(s), { end: 1, step: 55, tackle: 3 });
  });

  it('GZ-7.1, GZ-2.3: a shot: 6 aims against 15 save sets', () => {
    const s = kickedOff({}, 2, 1);
    put(s, { r9: 'e11' });
    s.carrier = 8;
    play(
      s,
      0,
      golazo
        .legalActions(s, 0)
        .find((a) => golazo.actionLabel(s, 0, a) === '#9 dribbles e11–e12') as number,
    );
    play(s, 0, SHOOT);
    assert.deepEqual(counts(s), { aim: 6 });
    assert.equal(golazo.legalActions(s, 1).length, 15);
  });
});
