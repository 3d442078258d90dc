/**
 * For the tests beside this board only: what the server sends a seat, built from the engine
 * itself (src/server/tables/views.ts does the same), so mapping tests run on real choices.
 */
import type { Seat } from '../../../../src/core/game.ts';
import { nextGoalWins } from '../../../../src/games/next-goal-wins/engine.ts';
import type { MatchState } from '../../../../src/games/next-goal-wins/state.ts';
import type { LegalChoice } from '../../protocol.ts';
import type { NextGoalWinsView } from './view.ts';

export function choicesOf(s: MatchState, seat: Seat): LegalChoice[] {
  return nextGoalWins.legalActions(s, seat).map((action) => ({
    action,
    label: nextGoalWins.actionLabel(s, seat, action),
    info: nextGoalWins.actionInfo(s, seat, action),
  }));
}

export function viewOf(s: MatchState, seat: Seat): NextGoalWinsView {
  return nextGoalWins.view(s, seat);
}
