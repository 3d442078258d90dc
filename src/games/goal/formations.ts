/**
 * A formation on the table, packed into one integer so that a side's formations are a plain
 * number array (cheap to clone): bit 0 the side (shooting or saving), bits 1-2 how many cards,
 * then four bits per card in the order played.
 */
import { SAVING, SHOOTING, nextCards, type Side } from './cards.ts';

export function formationOf(side: Side, first: number): number {
  return side | (1 << 1) | (first << 3);
}

export const sideOf = (f: number): Side => (f & 1) as Side;
export const lengthOf = (f: number): number => (f >> 1) & 3;
export const cardAt = (f: number, i: number): number => (f >> (3 + 4 * i)) & 15;
export const isComplete = (f: number): boolean => lengthOf(f) === 3;
export const isShooting = (f: number): boolean => sideOf(f) === SHOOTING;
export const isCompleteSave = (f: number): boolean => sideOf(f) === SAVING && lengthOf(f) === 3;

/** The formation with `card` added as its next card. */
export function withCard(f: number, card: number): number {
  const length = lengthOf(f);
  return (f & ~(3 << 1)) | ((length + 1) << 1) | (card << (3 + 4 * length));
}

/** The cards that may be added next (GL-3.2), as a bit mask by kind; 0 when complete. */
export function nextMask(f: number): number {
  const length = lengthOf(f);
  if (length >= 3) return 0;
  return nextCards(sideOf(f), cardAt(f, 0), length === 2 ? cardAt(f, 1) : 0);
}

/** The cards of a formation in order, e.g. [4, 7, 8]. */
export function cardsOf(f: number): number[] {
  const cards: number[] = [];
  for (let i = 0; i < lengthOf(f); i++) cards.push(cardAt(f, i));
  return cards;
}

/** '4-7-8'. */
export function formationName(f: number): string {
  return cardsOf(f).join('-');
}
