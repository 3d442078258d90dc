/**
 * GZ-5.6: the moves a team may take back. A person taking back a step on the pitch is asking
 * for what a player does with a hand still on the counter: so a step, a dribble, a pass and a
 * tackle may be taken back while the team's moves go on. Nothing that rolls, draws or ends
 * the moves is: a roll, a slide tackle's die, a card, an ability, a pick, ending the moves,
 * and the move that spends the last one (it ends them, and the key events, the other team's
 * moves or a window follow).
 */
import type { Action, Seat } from '../../core/game.ts';
import { MOVE, pieceOf, targetCellOf } from './actions.ts';
import { MoveKind, moveCost, moveKindOf } from './moves.ts';
import { Phase, type GolazoState } from './state.ts';

export function takeBack(s: GolazoState, _seat: Seat, action: Action): boolean {
  if (s.phase !== Phase.Moves || action < MOVE) return false;
  const kind = moveKindOf(s, pieceOf(action), targetCellOf(action));
  if (kind === MoveKind.None || kind === MoveKind.Slide) return false;
  return s.movesLeft > moveCost(kind);
}
