/**
 * The legal actions the server sent, sorted by what clicking on the board means. The board
 * never works out what is legal: each choice is placed only by its `info` (the engine's
 * actionInfo: discard {card}, start {card, side}, add {card, index}, free-kick, keeper,
 * let-in, pass). A choice without info, or of a kind this file does not know, stays
 * reachable from the shell's plain buttons.
 */
import type { LegalChoice } from '../../protocol.ts';
import { FREE_KICK, GOALKEEPER } from '../../../../src/games/goal/vocabulary.ts';

export type FormationSide = 'shooting' | 'saving';

/** Where a card in hand can go: a place on the table. */
export type Target =
  /** The discard pile (GL-3.1). */
  | { readonly kind: 'discard' }
  /** The discard pile, as a Free Kick (GL-7.1). */
  | { readonly kind: 'free-kick' }
  /** The saving side, as the Goalkeeper answering a shot (GL-6.1). */
  | { readonly kind: 'keeper' }
  /** A new formation on the shooting or saving side (GL-3.2). */
  | { readonly kind: 'start'; readonly side: FormationSide }
  /** The formation at `index` in the side's list, e.g. 0 for the oldest. */
  | { readonly kind: 'add'; readonly index: number };

/** A card from hand to a target: one legal choice. */
export interface Move {
  /** The card's number, e.g. 9. */
  readonly card: number;
  readonly target: Target;
  readonly choice: LegalChoice;
}

export interface GoalChoices {
  /** Every choice that plays or discards a card from hand, in the engine's order. */
  readonly moves: readonly Move[];
  /** 'Play the Free Kick', also reachable as a move of the Free Kick card. */
  readonly freeKick: LegalChoice | null;
  /** 'Save with the Goalkeeper', also a move of the Goalkeeper card. */
  readonly keeper: LegalChoice | null;
  readonly letIn: LegalChoice | null;
  readonly pass: LegalChoice | null;
}

export const NO_CHOICES: GoalChoices = {
  moves: [],
  freeKick: null,
  keeper: null,
  letIn: null,
  pass: null,
};

function targetOf(choice: LegalChoice): { card: number; target: Target } | null {
  const info = choice.info;
  if (!info) return null;
  const { kind, card, side, index } = info;
  if (kind === 'discard' && card !== undefined) return { card, target: { kind } };
  if (kind === 'start' && card !== undefined && (side === 'shooting' || side === 'saving'))
    return { card, target: { kind, side } };
  if (kind === 'add' && card !== undefined && index !== undefined)
    return { card, target: { kind, index } };
  if (kind === 'free-kick') return { card: FREE_KICK, target: { kind } };
  if (kind === 'keeper') return { card: GOALKEEPER, target: { kind } };
  return null;
}

export function sortChoices(legal: readonly LegalChoice[]): GoalChoices {
  const moves: Move[] = [];
  let freeKick: LegalChoice | null = null;
  let keeper: LegalChoice | null = null;
  let letIn: LegalChoice | null = null;
  let pass: LegalChoice | null = null;
  for (const choice of legal) {
    const placed = targetOf(choice);
    if (placed) moves.push({ ...placed, choice });
    const kind = choice.info?.kind;
    if (kind === 'free-kick') freeKick = choice;
    else if (kind === 'keeper') keeper = choice;
    else if (kind === 'let-in') letIn = choice;
    else if (kind === 'pass') pass = choice;
  }
  return { moves, freeKick, keeper, letIn, pass };
}

/** The moves of one card in hand, e.g. 9 → add to formation 0, discard. */
export function movesOf(choices: GoalChoices, card: number): Move[] {
  return choices.moves.filter((move) => move.card === card);
}

export function sameTarget(a: Target, b: Target): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind === 'start' && b.kind === 'start') return a.side === b.side;
  if (a.kind === 'add' && b.kind === 'add') return a.index === b.index;
  return true;
}

/** The choice that puts `card` on `target`, or null when that is not a legal move. */
export function moveTo(
  choices: GoalChoices,
  card: number | null,
  target: Target,
): LegalChoice | null {
  if (card === null) return null;
  const move = choices.moves.find((m) => m.card === card && sameTarget(m.target, target));
  return move ? move.choice : null;
}

/** The card picked in hand, remembered for one decision of one seat. */
export interface Picked {
  readonly viewer: number;
  /** The view's turn count and phase when it was picked: a new decision forgets it. */
  readonly turns: number;
  readonly phase: string;
  /** The card's number, e.g. 9. */
  readonly card: number;
  /** Which copy in hand was clicked, e.g. 2 for the third card: only for the look. */
  readonly slot: number;
}

/** What the board's parts need to offer moves: the sorted choices and the picked card. */
export interface Controls {
  readonly choices: GoalChoices;
  /** The picked card, e.g. 9; null when none. */
  readonly selected: number | null;
  readonly busy: boolean;
  /** Plays a choice; absent for spectators and replays. */
  readonly play?: (choice: LegalChoice) => void;
}

/** The card still picked now, or null once the decision has moved on or it has no move. */
export function pickedCard(
  picked: Picked | null,
  now: { readonly viewer: number; readonly turns: number; readonly phase: string },
  choices: GoalChoices,
): number | null {
  if (!picked) return null;
  if (picked.viewer !== now.viewer || picked.turns !== now.turns || picked.phase !== now.phase)
    return null;
  return movesOf(choices, picked.card).length > 0 ? picked.card : null;
}

/** A click on a card in hand: picks it, or puts it back when it was the one picked. */
export function clickCard(
  current: number | null,
  card: number,
  choices: GoalChoices,
): number | null {
  if (current === card) return null;
  return movesOf(choices, card).length > 0 ? card : current;
}
