/**
 * What a season hands out is its caller's to keep: two seasons (or a season and its copy, as
 * a search holds them) answer independently, however their calls interleave.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Action, Seat } from '../../../core/game.ts';
import { Rng } from '../../../core/rng.ts';
import { nextGoalWinsSeason as game } from './engine.ts';
import { seasonOptions } from './options.ts';
import { SeasonPhase, type SeasonState } from './state.ts';

/** A 4-seat season with loans, played at random up to the first round's loans (NGW-29.1). */
function atLoans(): SeasonState {
  const s = game.setup(seasonOptions.parse({ exchange: true }), 4, Rng.fromSeed('loans'));
  const rng = Rng.fromSeed('choices');
  while (s.phase !== SeasonPhase.Loan) {
    const seat = game.actors(s)[0] as Seat;
    const legal = game.legalActions(s, seat, []);
    game.apply(s, seat, legal[rng.int(legal.length)] as Action);
  }
  return s;
}

describe('NGW season: answers handed out stay the caller’s', () => {
  it('NGW-29.1: the seats still to loan, asked of two seasons in turn, stay each its own', () => {
    const first = atLoans();
    const second = game.clone(first);
    const seat = game.actors(second)[0] as Seat;
    game.apply(second, seat, game.legalActions(second, seat, [])[0] as Action);

    const waitingFirst = game.actors(first);
    const waitingSecond = game.actors(second);
    assert.deepEqual(waitingFirst, [0, 1, 2, 3]);
    assert.deepEqual(
      waitingSecond,
      [0, 1, 2, 3].filter((s) => s !== seat),
    );
    // Asking the second season must not have rewritten the first one's answer.
    assert.deepEqual(waitingFirst, [0, 1, 2, 3]);
  });
});
