/**
 * NGW-21: the draft, seat by seat in seat order: one footballer from each deck, three more from
 * decks of the seat's choice, then five tactic cards of which it keeps two. Everyone sees which
 * deck a seat draws from; nobody but the seat sees the card.
 */
import { seatRef } from '../../../core/seat-words.ts';
import { drawFootballer, note } from './squad.ts';
import { SeasonPhase, bit, type SeasonState } from './state.ts';

/** NGW-21.2: free picks after the four fixed ones. */
export const FREE_PICKS = 3;
/** NGW-21.3: tactic cards offered, and kept. */
export const TACTIC_OFFER = 5;
export const TACTICS_KEPT = 2;

export const hasDeckLeft = (s: SeasonState): boolean => s.decks.some((d) => d.length > 0);

/** NGW-21.1: the fixed picks, then the free picks wait for the seat's decisions. */
export function startDraft(s: SeasonState, seat: number): boolean {
  // NGW-21.4: a deck that has run out is skipped.
  for (let position = 0; position < 4; position++) drawFootballer(s, seat, position);
  note(s, `${seatRef(seat)} drafts one footballer from each deck.`);
  s.picksLeft = FREE_PICKS;
  if (!hasDeckLeft(s)) return false;
  s.phase = SeasonPhase.DraftDeck;
  s.actor = seat;
  return true;
}

/** NGW-21.2: a free pick from deck `position`. Returns whether the seat picks again. */
export function draftFrom(s: SeasonState, seat: number, position: number): boolean {
  drawFootballer(s, seat, position);
  note(s, `${seatRef(seat)} drafts from the ${['GK', 'DEF', 'MID', 'STK'][position]} deck.`);
  s.picksLeft--;
  return s.picksLeft > 0 && hasDeckLeft(s);
}

/** NGW-21.3: five tactic cards (fewer if the deck is short) of which the seat keeps two. */
export function offerDraftTactics(s: SeasonState, seat: number): boolean {
  s.offer.length = 0;
  for (let i = 0; i < TACTIC_OFFER; i++) {
    const instance = s.tacticDeck.pop();
    if (instance === undefined) break;
    s.offer.push(instance);
    s.tacticKnown[instance] = (s.tacticKnown[instance] as number) | bit(seat);
  }
  s.picksLeft = Math.min(TACTICS_KEPT, s.offer.length);
  if (s.offer.length <= TACTICS_KEPT) {
    for (const instance of s.offer) (s.tactics[seat] as number[]).push(instance);
    s.offer.length = 0;
    return false;
  }
  s.phase = SeasonPhase.DraftTactic;
  s.actor = seat;
  return true;
}

/** NGW-21.3: the seat keeps offer[i]; after its second, the rest go to the bottom. */
export function keepDraftTactic(s: SeasonState, seat: number, i: number): boolean {
  // NGW-30.4: nobody else can tell which were kept, so whoever knew one of them forgets.
  for (const offered of s.offer) s.tacticKnown[offered] = bit(seat);
  const [instance] = s.offer.splice(i, 1);
  if (instance !== undefined) (s.tactics[seat] as number[]).push(instance);
  s.picksLeft--;
  if (s.picksLeft > 0) return true;
  for (const rest of s.offer) s.tacticDeck.unshift(rest);
  s.offer.length = 0;
  note(s, `${seatRef(seat)} keeps ${TACTICS_KEPT} tactic cards.`);
  return false;
}
