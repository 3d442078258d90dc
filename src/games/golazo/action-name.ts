/**
 * Golazo's actions by the row of the lab's cards metric they count in (core/action-name.ts), the
 * same rows as actionInfo's kind and side give. A move counts by its kind (step, dribble, pass,
 * tackle, slide tackle: GZ-5, GZ-13.2; or place, GZ-8.1) and a chosen counter by the phase
 * (kick-off or give), both read from the board; every other code means the same in every state
 * and is its own id. A moves decision offers dozens of moves of at most four kinds, so a
 * decision's ids are found in one pass over its codes, each kind reported once.
 */
import type { ActionIds, KnownId, OfferId } from '../../core/action-name.ts';
import type { Action, Seat } from '../../core/game.ts';
import { ABILITY, CHOOSE, MOVE, fromEditionCode, pieceOf, targetCellOf } from './actions.ts';
import { BALL, CELLS, NEIGHBOURS, NONE } from './board.ts';
import { MoveKind, moveKindOf } from './moves.ts';
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

/** Every kind's bit (MoveKind), the placement's (0) to the slide tackle's. */
const EVERY_KIND = (1 << (MoveKind.Slide + 1)) - 1;

function offered(
  state: unknown,
  _seat: Seat,
  legal: readonly Action[],
  offer: OfferId,
  known?: KnownId,
): void {
  const s = state as GolazoState;
  if (known && s.phase !== Phase.Place) movesOffered(s, legal, offer, known);
  else everyOffered(s, legal, offer);
}

/** Reports every id among `legal`, each move's kind once. */
function everyOffered(s: GolazoState, legal: readonly Action[], offer: OfferId): void {
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

/**
 * Reports the ids among `legal` outside the placement phase, leaving out the kinds of move the
 * lab knows already: once it knows every kind this state can offer, the decision's moves are left
 * unread. A move's kind is moveKindOf's, read from its code's range where it can be: the ball's
 * moves are passes, the carrier's dribbles; another counter's move is a tackle or a slide
 * tackle (as `canTackle` says) onto the carrier's space, the only occupied space a counter may
 * move to (GZ-13.2, moves.ts pushCounterTargets), and a step elsewhere. The moves come last and
 * ascending, a counter's then the next's, the ball's at the end (actions.ts pushMoves, the
 * clearance's passes), so a pass is looked for at the end, a dribble in the carrier's range, a
 * tackle from each space next to the carrier, and a step in the other counters' moves.
 */
function movesOffered(
  s: GolazoState,
  legal: readonly Action[],
  offer: OfferId,
  known: KnownId,
): void {
  const tackle = s.canTackle ? MoveKind.Tackle : MoveKind.Slide;
  const carrierCell = s.carrier === NONE ? NONE : (s.cellOf[s.carrier] as number);
  // Bit k: no move of id MOVE + k to report: reported, known, or none such in this state.
  let moves = 1 | (1 << (tackle === MoveKind.Tackle ? MoveKind.Slide : MoveKind.Tackle));
  if (carrierCell === NONE) moves |= (1 << MoveKind.Dribble) | (1 << tackle);
  for (let kind: number = MoveKind.Step; kind <= MoveKind.Slide; kind++)
    if ((moves & (1 << kind)) === 0 && known(MOVE + kind)) moves |= 1 << kind;
  const n = legal.length;
  let first = 0;
  for (; first < n; first++) {
    const code = legal[first] as Action;
    if (code >= MOVE) break;
    offer(idOf(s, fromEditionCode(s.edition, code)), code);
  }
  if (moves === EVERY_KIND || first === n) return;
  // Codes from MOVE: the ball's from BALL * CELLS on, the carrier's in [carrier, + CELLS).
  const passes = MOVE + BALL * CELLS;
  const last = legal[n - 1] as Action;
  if ((moves & (1 << MoveKind.Pass)) === 0 && last >= passes) offer(MOVE + MoveKind.Pass, last);
  // No moves decision of a legal game lacks a carrier: the ball leaves the pitch only after a
  // goal, at half time and for the penalties, and the next moves decision comes after a kick-off
  // (GZ-3.3) has given it to a counter, or never (action-name.test.ts checks random games). Were
  // there none, a counter's move to a free space would be a step, as moveKindOf says, so the
  // carrier's range is then put below every move's code (NONE there would take in the first
  // counter's moves to the first cells).
  const carrier = s.carrier === NONE ? MOVE - CELLS : MOVE + s.carrier * CELLS;
  if ((moves & (1 << MoveKind.Dribble)) === 0) {
    const at = firstFrom(legal, first, carrier);
    if (at < n && (legal[at] as Action) < carrier + CELLS)
      offer(MOVE + MoveKind.Dribble, legal[at] as Action);
  }
  // A tackle is a move onto the carrier's space from a space next to it (GZ-13.2): looked up for
  // each counter there, not read from every move.
  if ((moves & (1 << tackle)) === 0) {
    const around = NEIGHBOURS[carrierCell] as readonly number[];
    for (let k = 0; k < around.length; k++) {
      const piece = s.pieceAt[around[k] as number] as number;
      if (piece === NONE || piece >= BALL) continue;
      const code = MOVE + piece * CELLS + carrierCell;
      const at = firstFrom(legal, first, code);
      if (at < n && legal[at] === code) {
        offer(MOVE + tackle, code);
        break;
      }
    }
  }
  if ((moves & (1 << MoveKind.Step)) !== 0) return;
  // A step: the first move of a counter other than the carrier that is no tackle.
  for (let i = first; i < n; i++) {
    const code = legal[i] as Action;
    if (code >= passes) return;
    if (code >= carrier && code < carrier + CELLS) i = firstFrom(legal, i, carrier + CELLS) - 1;
    else if ((code - MOVE) % CELLS !== carrierCell) {
      offer(MOVE + MoveKind.Step, code);
      return;
    }
  }
}

/** The index of the first of `legal` (ascending) from `from` on that is `code` or more. */
function firstFrom(legal: readonly Action[], from: number, code: number): number {
  let low = from;
  let high = legal.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((legal[mid] as Action) < code) low = mid + 1;
    else high = mid;
  }
  return low;
}

export const golazoActionIds: ActionIds = {
  of: (state, _seat, code) => {
    const s = state as GolazoState;
    return idOf(s, fromEditionCode(s.edition, code));
  },
  byCode: false,
  offered,
};
