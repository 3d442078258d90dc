/** The action deck as data (GZ-9.1): how many of each card kind it holds. */
import { CARD_KINDS, CARD_TEXTS, type CardKind } from './vocabulary.ts';

/** Card kinds as numbers, in CARD_KINDS' order. */
export const Card = {
  KeeperOffTheLine: 0,
  Streaker: 1,
  QuickBreak: 2,
  CornerKick: 3,
  RouteOne: 4,
  LoadTheBox: 5,
  OffsideTrap: 6,
  SecondWind: 7,
  ThroughBall: 8,
  TimeWasting: 9,
  LastDitchTackle: 10,
  TacticalFoul: 11,
  Nutmeg: 12,
  Screamer: 13,
} as const;
export type Card = (typeof Card)[keyof typeof Card];

/**
 * GZ-9.5–GZ-9.18: copies of each kind in the deck, 33 in all: the five named cards (9 copies)
 * and 24 of Matchday's own (design.md gives each kind's reason and count).
 */
export const DECK_COUNTS: readonly number[] = [3, 2, 4, 2, 2, 2, 2, 3, 3, 2, 2, 2, 2, 2];
export const CARD_COUNT = DECK_COUNTS.reduce((a, b) => a + b, 0);
export const KIND_COUNT = CARD_KINDS.length;

export const kindName = (card: number): CardKind => CARD_KINDS[card] as CardKind;
export const isPower = (card: number): boolean => CARD_TEXTS[kindName(card)].kind === 'power';

/** The deck in a fixed order, before shuffling: today's, or an edition's counts (edition.ts). */
export function freshDeck(counts: readonly number[] = DECK_COUNTS): number[] {
  return counts.flatMap((count, card) => new Array<number>(count).fill(card));
}

/** A card's name as drawn by a team with (attacking) or without the ball. */
export function cardTitle(card: number, attacking: boolean): string {
  const text = CARD_TEXTS[kindName(card)];
  return !attacking && text.defendingName ? text.defendingName : text.name;
}
