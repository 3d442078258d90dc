/**
 * Golazo's actions as the lab's cards metric names them (core/action-name.ts): the same kind and
 * side as actionInfo gives, without its path, team and odds. A move's kind (step, dribble, pass,
 * tackle) and a chosen counter's (kick-off or give) depend on the board; every other code names
 * the same thing in every state, its info asked once per run.
 */
import { nameFromInfo, type ActionNamer } from '../../core/action-name.ts';
import { ABILITY, CHOOSE, MOVE, fromEditionCode, pieceOf, targetCellOf } from './actions.ts';
import { golazo } from './engine.ts';
import { MOVE_KIND_NAMES, moveKindOf } from './moves.ts';
import { Phase, type GolazoState } from './state.ts';

export const golazoActionName: ActionNamer = (state, seat, code, out) => {
  const s = state as GolazoState;
  const action = fromEditionCode(s.edition, code);
  if (action >= MOVE) {
    out.kind = 'move';
    out.side =
      s.phase === Phase.Place
        ? 'place'
        : MOVE_KIND_NAMES[moveKindOf(s, pieceOf(action), targetCellOf(action))];
  } else if (action >= CHOOSE && action < ABILITY) {
    out.kind = s.phase === Phase.KickOff ? 'kick-off' : 'give';
    out.side = undefined;
  } else {
    nameFromInfo(golazo, state, seat, code, out, true);
    return;
  }
  out.card = undefined;
  out.cardName = undefined;
  out.fixed = false;
};
