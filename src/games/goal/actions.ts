/**
 * Goal!'s actions as integers, in a stable order: discards by card, starting formations,
 * the Free Kick, answers to a shot, passing, then adding a card to a formation by its place
 * on the table.
 */
import { ActionSpace } from '../../core/action-space.ts';
import type { Action, ActionInfo, Seat } from '../../core/game.ts';
import { HALF_BACKS, KINDS, SAVING, SHOOTING, cardName } from './cards.ts';
import { FREE_KICK, GOALKEEPER, PACK_COUNTS } from './vocabulary.ts';
import { formationName, lengthOf, nextMask, sideOf } from './formations.ts';
import { canPlayKeeper, handMask, holdsDeadKeeper } from './rules.ts';
import { Phase, currentSeat, formationsOf, type GoalState } from './state.ts';

/** The first half-back (4): a start's index in its range is its card less this. */
const FIRST_HALF_BACK = HALF_BACKS[0] as number;
const LAST_HALF_BACK = HALF_BACKS[HALF_BACKS.length - 1] as number;

/**
 * GL-1.4, GL-3.3: every formation begins with a half-back, so a side can never have more
 * formations than the pack has half-backs (12).
 */
const MAX_FORMATIONS = HALF_BACKS.reduce((sum, card) => sum + (PACK_COUNTS[card] as number), 0);

/** An add's code holds its formation's index times 16 plus its card (cards fit in 4 bits). */
const ADD_STRIDE = 16;

/**
 * Goal!'s action codes as named ranges (core/action-space.ts), in code order; the constants
 * and helpers below are read from it and are the codes records hold, for ever
 * (action-space.test.ts pins them). Each range names its start: the codes keep the round
 * numbers they were first given, with gaps between.
 */
export const GOAL_ACTIONS = new ActionSpace([
  /** GL-3.1: discard a card, by kind (1–12): the code is the card. */
  { name: 'discard', size: KINDS - 1, start: 1 },
  /** GL-3.2: start a shooting, or a saving, formation with a half-back (4–6). */
  { name: 'start-shooting', size: HALF_BACKS.length, start: 20 + FIRST_HALF_BACK },
  { name: 'start-saving', size: HALF_BACKS.length, start: 30 + FIRST_HALF_BACK },
  /** GL-7.1: play the Free Kick. */
  { name: 'free-kick', size: 1, start: 40 },
  /** GL-4.3: save with the Goalkeeper, or let the shot in. */
  { name: 'keeper', size: 1 },
  { name: 'let-in', size: 1 },
  /** GL-8.5: pass, once the pack is spent. */
  { name: 'pass', size: 1 },
  /** GL-3.2: add a card to a side's formation: formation index × 16 + card. */
  { name: 'add', size: MAX_FORMATIONS * ADD_STRIDE, start: 100 },
]);

/** Each range's code less its card (an add's, less its index × 16 too), for `decode`. */
export const DISCARD_BASE = GOAL_ACTIONS.start('discard') - 1;
export const SHOOTING_BASE = GOAL_ACTIONS.start('start-shooting') - FIRST_HALF_BACK;
export const SAVING_BASE = GOAL_ACTIONS.start('start-saving') - FIRST_HALF_BACK;
export const ADD_BASE = GOAL_ACTIONS.start('add');

export const discardCard = (card: number): Action => DISCARD_BASE + card; // 1..12
export const startShooting = (card: number): Action => SHOOTING_BASE + card; // 24..26
export const startSaving = (card: number): Action => SAVING_BASE + card; // 34..36
export const FREE_KICK_ACTION = GOAL_ACTIONS.start('free-kick');
export const KEEPER_SAVE = GOAL_ACTIONS.start('keeper');
export const LET_IN = GOAL_ACTIONS.start('let-in');
export const PASS = GOAL_ACTIONS.start('pass');
export const addCard = (index: number, card: number): Action =>
  ADD_BASE + index * ADD_STRIDE + card;

export type Decoded =
  | { readonly kind: 'discard'; readonly card: number }
  | {
      readonly kind: 'start';
      readonly side: typeof SHOOTING | typeof SAVING;
      readonly card: number;
    }
  | { readonly kind: 'add'; readonly index: number; readonly card: number }
  | { readonly kind: 'free-kick' | 'keeper' | 'let-in' | 'pass' };

export function decode(action: Action): Decoded {
  if (action >= ADD_BASE)
    return { kind: 'add', index: (action - ADD_BASE) >> 4, card: (action - ADD_BASE) & 15 };
  if (action < SHOOTING_BASE) return { kind: 'discard', card: action - DISCARD_BASE };
  if (action < SAVING_BASE) return { kind: 'start', side: SHOOTING, card: action - SHOOTING_BASE };
  if (action < FREE_KICK_ACTION) return { kind: 'start', side: SAVING, card: action - SAVING_BASE };
  if (action === FREE_KICK_ACTION) return { kind: 'free-kick' };
  if (action === KEEPER_SAVE) return { kind: 'keeper' };
  return action === LET_IN ? { kind: 'let-in' } : { kind: 'pass' };
}

/** Fills `out` by index, setting its length last (see the Goalkeepers engine for why). */
export function legalActions(s: GoalState, seat: Seat, out: Action[]): Action[] {
  let n = 0;
  if (s.phase !== Phase.Over && seat === currentSeat(s)) {
    if (s.phase === Phase.Answer) n = answers(s, seat, out);
    else if (s.phase === Phase.Turn && !s.closing && holdsDeadKeeper(s, seat))
      out[n++] = discardCard(GOALKEEPER); // GL-5.2
    else n = turnActions(s, seat, out);
  }
  if (out.length !== n) out.length = n;
  return out;
}

/** GL-4.3: complete a saving formation, play the Goalkeeper, or let the shot in. */
function answers(s: GoalState, seat: Seat, out: Action[]): number {
  let n = 0;
  if (canPlayKeeper(s, seat)) out[n++] = KEEPER_SAVE;
  out[n++] = LET_IN;
  const formations = formationsOf(s, s.sideOf[seat] as number);
  if (formations.length === 0) return n;
  const hand = handMask(s, seat);
  for (let i = 0; i < formations.length; i++) {
    const f = formations[i] as number;
    if (sideOf(f) !== SAVING || lengthOf(f) !== 2) continue;
    n = pushAdds(i, nextMask(f) & hand, out, n);
  }
  return n;
}

/** The half-backs (GL-1.4) as a bit mask by kind. */
const HALF_BACK_MASK = HALF_BACKS.reduce((mask, card) => mask | (1 << card), 0);

/** GL-3.1, GL-3.2, GL-7.1, GL-8.5: codes in ascending order, read off the hand's bit mask. */
function turnActions(s: GoalState, seat: Seat, out: Action[]): number {
  let n = 0;
  const hand = handMask(s, seat);
  // GL-3.1: a discard of each kind held, lowest first (the mask holds kinds 1-12 only).
  if (!s.closing)
    for (let rest = hand; rest !== 0; rest &= rest - 1) out[n++] = discardCard(lowestCard(rest));
  const halfBacks = hand & HALF_BACK_MASK;
  if (halfBacks !== 0) {
    for (let card = FIRST_HALF_BACK; card <= LAST_HALF_BACK; card++)
      if ((halfBacks & (1 << card)) !== 0) out[n++] = startShooting(card);
    for (let card = FIRST_HALF_BACK; card <= LAST_HALF_BACK; card++)
      if ((halfBacks & (1 << card)) !== 0) out[n++] = startSaving(card);
  }
  if (
    s.phase !== Phase.FreeKick &&
    !s.closing &&
    s.pack.length > 0 &&
    (hand & (1 << FREE_KICK)) !== 0
  )
    out[n++] = FREE_KICK_ACTION;
  if (s.closing) out[n++] = PASS;
  const formations = formationsOf(s, s.sideOf[seat] as number);
  for (let i = 0; i < formations.length; i++)
    n = pushAdds(i, nextMask(formations[i] as number) & hand, out, n);
  return n;
}

/** Adds each card of `cards` (a bit mask by kind, held and fitting) to formation `index`. */
function pushAdds(index: number, cards: number, out: Action[], n: number): number {
  for (let rest = cards & OUTFIELD_MASK; rest !== 0; rest &= rest - 1)
    out[n++] = addCard(index, lowestCard(rest));
  return n;
}

/** The outfield cards (2-11), the only ones added to a formation, as a bit mask by kind. */
const OUTFIELD_MASK = 0b1111_1111_1100;

/** The lowest kind in a non-empty bit mask. */
const lowestCard = (mask: number): number => 31 - Math.clz32(mask & -mask);

export function actionLabel(s: GoalState, seat: Seat, action: Action): string {
  const d = decode(action);
  switch (d.kind) {
    case 'discard':
      return `Discard ${cardName(d.card)}`;
    case 'start':
      return `Start a ${d.side === SAVING ? 'saving' : 'shooting'} formation with ${cardName(d.card)}`;
    case 'add': {
      const f = formationsOf(s, s.sideOf[seat] as number)[d.index] ?? 0;
      return `Add ${cardName(d.card)} to ${formationName(f)}`;
    }
    case 'free-kick':
      return 'Play the Free Kick';
    case 'keeper':
      return 'Save with the Goalkeeper';
    case 'let-in':
      return 'Let the shot in';
    case 'pass':
      return 'Pass';
  }
}

export function actionInfo(_s: GoalState, _seat: Seat, action: Action): ActionInfo {
  const d = decode(action);
  switch (d.kind) {
    case 'discard':
      return { kind: 'discard', card: d.card, cardName: cardName(d.card) };
    case 'start':
      return {
        kind: 'start',
        card: d.card,
        cardName: cardName(d.card),
        side: d.side === SAVING ? 'saving' : 'shooting',
      };
    case 'add':
      return { kind: 'add', card: d.card, cardName: cardName(d.card), index: d.index };
    default:
      return { kind: d.kind };
  }
}
