/**
 * The formation lists (GL-1.2, GL-1.3) against what a player sees: which formations its side
 * has begun on the table, which its hand could finish, which can no longer be made because
 * every card of a position still needed is discarded or on the table. A reading aid only:
 * what may be played now comes from the legal choices, never from here.
 */
import {
  GOALKEEPER,
  PACK_COUNTS,
  SAVING_FORMATIONS,
  SHOOTING_FORMATIONS,
  type Formation,
} from '../../../../src/games/goal/vocabulary.ts';
import type { GoalView } from './view.ts';

/** One card of a listed formation: laid on the table, in the viewer's hand, still to find, or gone. */
export type CardMark = 'laid' | 'hand' | 'missing' | 'gone';

/**
 * 'table': complete on the table; 'hand': the table and the viewer's hand hold every card;
 * 'open': could still be made; 'gone': a card it needs is all used up.
 */
export type ListStatus = 'table' | 'hand' | 'open' | 'gone';

export interface ListEntry {
  readonly cards: Formation;
  /** How many of its cards begin one of the side's formations on the table, 0 to 3. */
  readonly laid: number;
  readonly marks: readonly CardMark[];
  readonly status: ListStatus;
}

export interface KeeperEntry {
  /** 'used': the side played its Goalkeeper this half (GL-5.1). */
  readonly status: 'used' | 'hand' | 'open' | 'gone';
}

export interface Lists {
  readonly shooting: readonly ListEntry[];
  readonly saving: readonly ListEntry[];
  readonly keeper: KeeperEntry;
}

/** Cards of each kind not yet discarded nor on the table: in hands or in the pack. */
export function unplayed(view: GoalView): number[] {
  const left = PACK_COUNTS.slice();
  const seen = [...view.discards, ...view.formations.flat().flatMap((f) => f.cards)];
  for (const card of seen) left[card] = (left[card] ?? 0) - 1;
  left[GOALKEEPER] = (left[GOALKEEPER] ?? 0) - view.keepersOut;
  return left;
}

/** The lists as `side` sees them, with `hand` the viewer's cards (empty for a spectator). */
export function listsFor(view: GoalView, side: number): Lists {
  const left = unplayed(view);
  const hand = view.hand ?? [];
  const table = view.formations[side] ?? [];
  const entry = (kind: 'shooting' | 'saving', cards: Formation): ListEntry => {
    const laid = Math.max(
      0,
      ...table.filter((f) => f.side === kind).map((f) => prefixLength(f.cards, cards)),
    );
    const marks = cards.map((card, i): CardMark => {
      if (i < laid) return 'laid';
      if (hand.includes(card)) return 'hand';
      return (left[card] ?? 0) > 0 ? 'missing' : 'gone';
    });
    return { cards, laid, marks, status: statusOf(laid, marks) };
  };
  return {
    shooting: SHOOTING_FORMATIONS.map((cards) => entry('shooting', cards)),
    saving: SAVING_FORMATIONS.map((cards) => entry('saving', cards)),
    keeper: keeperEntry(view, side, hand, left),
  };
}

/** How many cards of `laid` begin `formation`, or 0 when `laid` is not its beginning. */
function prefixLength(laid: readonly number[], formation: Formation): number {
  return laid.length <= 3 && laid.every((card, i) => formation[i] === card) ? laid.length : 0;
}

function statusOf(laid: number, marks: readonly CardMark[]): ListStatus {
  if (laid === 3) return 'table';
  if (marks.includes('gone')) return 'gone';
  return marks.every((m) => m === 'laid' || m === 'hand') ? 'hand' : 'open';
}

function keeperEntry(
  view: GoalView,
  side: number,
  hand: readonly number[],
  left: readonly number[],
): KeeperEntry {
  if (view.keeperUsed[side]) return { status: 'used' };
  if (hand.includes(GOALKEEPER)) return { status: 'hand' };
  return { status: (left[GOALKEEPER] ?? 0) > 0 ? 'open' : 'gone' };
}

/** What the lists' legend explains, e.g. 'laid' → 'on the table'. A spectator has no hand. */
export function legendMarks(spectator: boolean): readonly { mark: CardMark; words: string }[] {
  return [
    { mark: 'laid', words: 'on the table' },
    ...(spectator ? [] : [{ mark: 'hand' as const, words: 'in your hand' }]),
    { mark: 'gone', words: 'none left' },
  ];
}
