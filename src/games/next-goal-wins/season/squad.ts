/**
 * Moving cards between decks, hands and the retired pile, keeping who knows what (NGW-30).
 * Every move here keeps each card in exactly one place.
 */
import { FOOTBALLERS, POSITION_OF, TACTIC_DECK } from '../cards.ts';
import { MANAGERS } from './catalogue.ts';
import { FOOTBALLER_LIMIT, TACTIC_LIMIT } from '../vocabulary.ts';
import { PUBLIC, bit, type SeasonState } from './state.ts';

export const positionOf = (card: number): number => POSITION_OF[card] ?? 0;
export const ratingOf = (card: number): number => FOOTBALLERS[card]?.rating ?? 0;
export const tacticIdOf = (instance: number): number => TACTIC_DECK[instance] ?? -1;

/** The top card of deck `position` goes to `seat`'s hand; -1 when the deck is empty. */
export function drawFootballer(
  s: SeasonState,
  seat: number,
  position: number,
  shown = false,
): number {
  const card = (s.decks[position] as number[]).pop();
  if (card === undefined) return -1;
  (s.hands[seat] as number[]).push(card);
  s.known[card] = (s.known[card] as number) | bit(seat) | (shown ? PUBLIC : 0);
  return card;
}

/** Takes `card` out of whichever hand holds it; returns that seat, or -1. */
export function takeFromHand(s: SeasonState, card: number): number {
  for (let seat = 0; seat < s.seats; seat++) {
    const hand = s.hands[seat] as number[];
    const i = hand.indexOf(card);
    if (i >= 0) {
      hand.splice(i, 1);
      return seat;
    }
  }
  return -1;
}

/** Forgets what was pending on a footballer that leaves its squad (NGW-28.4). */
function clearPending(s: SeasonState, card: number): void {
  s.out[card] = 0;
  for (let i = s.boosts.length - 3; i >= 0; i -= 3) if (s.boosts[i] === card) s.boosts.splice(i, 3);
}

/**
 * NGW-24.4: `seat` lets `card` go to the bottom of its deck. Only `seat` knows it went there,
 * unless the card was public already (NGW-30.3).
 */
export function discardFootballer(s: SeasonState, seat: number, card: number): void {
  takeFromHand(s, card);
  clearPending(s, card);
  (s.decks[positionOf(card)] as number[]).unshift(card);
  s.known[card] = bit(seat) | ((s.known[card] as number) & PUBLIC);
}

/** NGW-26.3: a retired footballer leaves the game for good, in front of everybody. */
export function retire(s: SeasonState, card: number): void {
  takeFromHand(s, card);
  clearPending(s, card);
  s.lender[card] = -1;
  s.retired.push(card);
  s.known[card] = PUBLIC;
}

/** Draws up to `n` tactic cards into `seat`'s hand; returns how many came. */
export function drawTactics(s: SeasonState, seat: number, n: number): number {
  let drawn = 0;
  for (; drawn < n; drawn++) {
    const instance = s.tacticDeck.pop();
    if (instance === undefined) break;
    (s.tactics[seat] as number[]).push(instance);
    s.tacticKnown[instance] = (s.tacticKnown[instance] as number) | bit(seat);
  }
  return drawn;
}

/** `seat` puts its tactic in hand slot `slot` at the bottom of the deck (NGW-24.4). */
export function discardTactic(s: SeasonState, seat: number, slot: number): void {
  const [instance] = (s.tactics[seat] as number[]).splice(slot, 1);
  if (instance === undefined) return;
  s.tacticDeck.unshift(instance);
  s.tacticKnown[instance] = bit(seat) | ((s.tacticKnown[instance] as number) & PUBLIC);
}

/** A seat's manager card, or undefined without one. */
export const managerOf = (s: SeasonState, seat: number) =>
  (s.manager[seat] as number) >= 0 ? MANAGERS[s.manager[seat] as number] : undefined;

/** Whether `seat` holds more than its limits allow (NGW-24.4). */
export const overFootballers = (s: SeasonState, seat: number): boolean =>
  (s.hands[seat] as number[]).length > FOOTBALLER_LIMIT;
export const overTactics = (s: SeasonState, seat: number): boolean =>
  (s.tactics[seat] as number[]).length > TACTIC_LIMIT;

/** The footballers of `seat`'s hand who may play its next match (NGW-28). */
export function available(s: SeasonState, seat: number): number[] {
  return (s.hands[seat] as number[]).filter((card) => s.out[card] === 0);
}

/** Appends a line to the season's log (NGW-30.5): `mask` says who may read it. */
export function note(s: SeasonState, text: string, mask = PUBLIC): void {
  s.log.push({ text, mask });
  s.noted++;
  if (s.log.length > LOG_LENGTH) s.log.shift();
}
export const LOG_LENGTH = 12;
