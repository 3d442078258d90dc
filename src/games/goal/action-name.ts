/**
 * Goal!'s actions by the row of the lab's cards metric they count in (core/action-name.ts), the
 * rows actionInfo gives (actions.ts): discarding a card, starting a formation with it and adding it
 * to one all count in the card's row, so a code's id is its card (1–12); the Free Kick's play, the
 * Goalkeeper's save, letting a shot in and passing are choices of their own. Every code means the
 * same in every state, and there are 16 ids: a decision's ids make one bit mask (smallIds).
 */
import { smallIds } from '../../core/action-name.ts';
import type { Action } from '../../core/game.ts';
import { GOAL_ACTIONS, decode } from './actions.ts';
import { KINDS } from './cards.ts';

/** The ids of the choices that play no card, after the cards' (1–12). */
const CHOICE: Readonly<Record<'free-kick' | 'keeper' | 'let-in' | 'pass', number>> = {
  'free-kick': KINDS,
  keeper: KINDS + 1,
  'let-in': KINDS + 2,
  pass: KINDS + 3,
};

function idOf(action: Action): number {
  // A code in no range is never legal: any id will do.
  if (GOAL_ACTIONS.decode(action) === undefined) return 0;
  const d = decode(action);
  return d.kind === 'discard' || d.kind === 'start' || d.kind === 'add' ? d.card : CHOICE[d.kind];
}

export const goalActionIds = smallIds(GOAL_ACTIONS.end, idOf);
