/**
 * Golazo's actions by the row of the lab's cards metric they count in (core/action-name.ts), the
 * same rows as actionInfo's kind and side give. A move counts by its kind (step, dribble, pass,
 * tackle, slide tackle: GZ-5, GZ-13.2; or place, GZ-8.1) and a chosen counter by the phase
 * (kick-off or give), both read from the board; every other code means the same in every state
 * and is its own id. A moves decision offers dozens of moves of at most four kinds, so a
 * decision's ids are found in one pass over its codes, each kind reported once.
 */
import type { ActionIds, OfferId } from '../../core/action-name.ts';
import type { Action, Seat } from '../../core/game.ts';
import { ABILITY, CHOOSE, MOVE, fromEditionCode, pieceOf, targetCellOf } from './actions.ts';
import { moveKindOf } from './moves.ts';
import { Phase, type GolazoState } from './state.ts';

// Ids of the codes whose row depends on the board: within the ranges they stand for, which never
// are ids themselves. A move is MOVE + its kind (MoveKind, 1–5), or MOVE itself when placed.
const KICK_OFF = CHOOSE;
const GIVE = CHOOSE + 1;
const PLACE = MOVE;

/** The id of a code in today's numbering (`action`), in `s`. */
function idOf(s: GolazoState, action: Action): number {
  if (action >= MOVE)
    return s.phase === Phase.Place
      ? PLACE
      : MOVE + moveKindOf(s, pieceOf(action), targetCellOf(action));
  if (action >= CHOOSE && action < ABILITY) return s.phase === Phase.KickOff ? KICK_OFF : GIVE;
  return action;
}

function offered(state: unknown, _seat: Seat, legal: readonly Action[], offer: OfferId): void {
  const s = state as GolazoState;
  // Bit k: a move of id MOVE + k is reported already.
  let moves = 0;
  for (let i = 0; i < legal.length; i++) {
    const code = legal[i] as Action;
    // Moves keep their codes in every edition (actions.ts toEditionCode).
    if (code < MOVE) {
      offer(idOf(s, fromEditionCode(s.edition, code)), code);
      continue;
    }
    const id = idOf(s, code);
    const bit = 1 << (id - MOVE);
    if ((moves & bit) !== 0) continue;
    moves |= bit;
    offer(id, code);
  }
}

export const golazoActionIds: ActionIds = {
  of: (state, _seat, code) => {
    const s = state as GolazoState;
    return idOf(s, fromEditionCode(s.edition, code));
  },
  byCode: false,
  offered,
};
