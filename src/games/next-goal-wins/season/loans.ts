/**
 * NGW-29: the temporary exchange. At the start of each round every seat with a footballer picks
 * one face down, all at once; then the loans are shown and each goes to the seat `offset`
 * places on round the table, and comes home when the round's matches are over.
 */
import { seatRef } from '../../../core/seat-words.ts';
import { footballerName } from '../cards.ts';
import { note, takeFromHand } from './squad.ts';
import { PUBLIC, SeasonPhase, type SeasonState } from './state.ts';

/** NGW-29.2: how many seats on the borrower sits in round `round` (0-based): 1, 2, … */
export const loanOffset = (seats: number, round: number): number => 1 + (round % (seats - 1));

/** Opens the loan choices; false when nobody has anything to loan. */
export function openLoans(s: SeasonState): boolean {
  let any = false;
  for (let seat = 0; seat < s.seats; seat++) {
    const has = (s.hands[seat] as number[]).length > 0;
    s.loanPick[seat] = has ? -1 : -2;
    any ||= has;
  }
  if (!any) return false;
  s.phase = SeasonPhase.Loan;
  s.actor = -1;
  return true;
}

/** `seat` picks `card`; true while others have still to pick. */
export function pickLoan(s: SeasonState, seat: number, card: number): boolean {
  s.loanPick[seat] = card;
  if (s.loanPick.some((pick) => pick === -1)) return true;
  const offset = loanOffset(s.seats, s.round - 1);
  for (let from = 0; from < s.seats; from++) {
    const lent = s.loanPick[from] as number;
    if (lent < 0) continue;
    const to = (from + offset) % s.seats;
    takeFromHand(s, lent);
    (s.hands[to] as number[]).push(lent);
    s.lender[lent] = from;
    s.known[lent] = PUBLIC; // NGW-29.2: the loans are shown
    const text = `${seatRef(from)} loans ${footballerName(lent)} to ${seatRef(to)} for the round.`;
    note(s, text);
  }
  s.loanPick.fill(-1);
  return false;
}

/** NGW-29.3: every loaned footballer still in the game goes back to its seat. */
export function returnLoans(s: SeasonState): void {
  for (let card = 0; card < s.lender.length; card++) {
    const from = s.lender[card] as number;
    if (from < 0) continue;
    takeFromHand(s, card);
    (s.hands[from] as number[]).push(card);
    s.lender[card] = -1;
    const text = `${footballerName(card)} goes back to ${seatRef(from)}.`;
    note(s, text);
  }
}
