/**
 * NGW-3.1 in a determinized state: the starters a side has laid face down are hidden from its
 * opponent, so the opponent's search lets that side pick them again (see Game.determinize)
 * rather than guess them.
 */
import type { Seat } from '../../core/game.ts';
import { Status, type MatchState } from './state.ts';

/** Takes `side`'s face-down picks back to the bench, with the steps they took. */
export function reopenPicks(s: MatchState, side: Seat): void {
  const picked = s.picked[side] as number;
  for (let place = 0; place < picked; place++) {
    const slot = s.lineup[side * 4 + place] as number;
    if (slot >= 0) s.status[side * 7 + slot] = Status.Bench;
    s.lineup[side * 4 + place] = -1;
  }
  s.picked[side] = 0;
  s.steps -= picked;
}
