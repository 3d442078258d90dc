/**
 * A season's action codes. Match decisions keep the match's own codes (../codes.ts), all below
 * the season's first block; each kind of season decision owns a block of codes from a fixed
 * first code. Records store these numbers, so a block never moves.
 */
import type { Action } from '../../../core/game.ts';
import { FOOTBALLER_COUNT } from '../cards.ts';

/** The first code of each block, with what its codes count. */
export const SEASON_BLOCK = {
  /** NGW-21.2, NGW-25.1, NGW-26.3: a deck by position, GK 0 to STK 3. */
  deck: 1000,
  /** NGW-25.1: no more transfers in this window. */
  stop: 1010,
  /** NGW-21.3 and the events' choices (NGW-26): a card or event among those offered. */
  offer: 1100,
  /** NGW-24.4, NGW-25.2: the card id of a footballer let go. */
  letGo: 2000,
  /** NGW-24.4: the hand slot of a tactic let go. */
  dropTactic: 3000,
  /** NGW-29.1: the card id of a footballer loaned. */
  loan: 4000,
} as const;

/** Codes below this one are the match's (../codes.ts). */
export const MATCH_ACTIONS = SEASON_BLOCK.deck;

/** How many codes each block holds (at most: offers and tactic slots are few). */
export const SEASON_BLOCK_SIZE: Readonly<Record<keyof typeof SEASON_BLOCK, number>> = {
  deck: 4,
  stop: 1,
  offer: SEASON_BLOCK.letGo - SEASON_BLOCK.offer,
  letGo: FOOTBALLER_COUNT,
  dropTactic: SEASON_BLOCK.loan - SEASON_BLOCK.dropTactic,
  loan: FOOTBALLER_COUNT,
};

export const deckAction = (position: number): Action => SEASON_BLOCK.deck + position;
export const STOP = SEASON_BLOCK.stop;
export const offerAction = (i: number): Action => SEASON_BLOCK.offer + i;
export const letGoAction = (card: number): Action => SEASON_BLOCK.letGo + card;
export const dropTacticAction = (slot: number): Action => SEASON_BLOCK.dropTactic + slot;
export const loanAction = (card: number): Action => SEASON_BLOCK.loan + card;

/** The block a season code belongs to, or 'match' for a match's code. */
export function seasonBlockOf(a: Action): keyof typeof SEASON_BLOCK | 'match' {
  if (a >= SEASON_BLOCK.loan) return 'loan';
  if (a >= SEASON_BLOCK.dropTactic) return 'dropTactic';
  if (a >= SEASON_BLOCK.letGo) return 'letGo';
  if (a >= SEASON_BLOCK.offer) return 'offer';
  if (a >= SEASON_BLOCK.stop) return 'stop';
  if (a >= SEASON_BLOCK.deck) return 'deck';
  return 'match';
}

/** Each code's field: the position, the offer's index, the card, the slot. */
export const deckOf = (a: Action): number => a - SEASON_BLOCK.deck;
export const offerIndex = (a: Action): number => a - SEASON_BLOCK.offer;
export const cardLetGo = (a: Action): number => a - SEASON_BLOCK.letGo;
export const tacticSlotDropped = (a: Action): number => a - SEASON_BLOCK.dropTactic;
export const cardLoaned = (a: Action): number => a - SEASON_BLOCK.loan;
