/**
 * NGW-25 and NGW-27.3: transfers. In a transfer window a seat names a deck (or stops), takes
 * its top card — or, by its manager's policy, looks at several and keeps one — and lets a
 * footballer go if that puts it over the limit. Policies decide how many transfers a window
 * holds, from which decks, and how many the season allows.
 */
import { seatRef } from '../../../core/seat-words.ts';
import { POSITIONS } from '../stats.ts';
import { fixturesFor } from './schedule.ts';
import { managerOf, note, positionOf } from './squad.ts';
import { SeasonPhase, Step, bit, type SeasonState } from './state.ts';
import type { Policy } from './manager-schema.ts';

/** The standard policy of a seat without a manager (NGW-25.1). */
export const STANDARD: Policy = {
  perWindow: 1,
  anytime: false,
  look: 1,
  likeForLike: false,
};

export const policyOf = (s: SeasonState, seat: number): Policy =>
  managerOf(s, seat)?.policy.rules ?? STANDARD;

/** Transfers `seat` may still make this season (Infinity without a total). */
export function seasonLeft(s: SeasonState, seat: number): number {
  const { total } = policyOf(s, seat);
  return total === undefined ? Infinity : Math.max(0, total - (s.transfersUsed[seat] as number));
}

/** Whether deck `position` is open to `seat`'s transfers: by policy, and not empty. */
export function deckOpen(s: SeasonState, seat: number, position: number): boolean {
  const { positions } = policyOf(s, seat);
  if (positions && !positions.includes(POSITIONS[position] as never)) return false;
  return (s.decks[position] as number[]).length > 0;
}

const anyDeckOpen = (s: SeasonState, seat: number): boolean =>
  [0, 1, 2, 3].some((position) => deckOpen(s, seat, position));

/** NGW-27.3: the result of `seat`'s last match: 'win', 'draw', 'loss', or undefined. */
export function lastResult(s: SeasonState, seat: number): 'win' | 'draw' | 'loss' | undefined {
  const fixtures = fixturesFor(s.seats);
  for (let f = s.fixture - 1; f >= 0; f--) {
    const fixture = fixtures[f];
    if (!fixture || (fixture.home !== seat && fixture.away !== seat)) continue;
    const own = s.goals[2 * f + (fixture.home === seat ? 0 : 1)] as number;
    const other = s.goals[2 * f + (fixture.home === seat ? 1 : 0)] as number;
    return own > other ? 'win' : own === other ? 'draw' : 'loss';
  }
  return undefined;
}

/** NGW-25.1, NGW-27.3: transfers in `seat`'s transfer phase after a match. */
export function windowSize(s: SeasonState, seat: number): number {
  const policy = policyOf(s, seat);
  const left = seasonLeft(s, seat);
  if (policy.anytime) return left;
  const result = lastResult(s, seat);
  const base = policy.byResult && result ? policy.byResult[result] : policy.perWindow;
  return Math.min(base, left);
}

function open(s: SeasonState, seat: number, size: number): boolean {
  s.windowLeft = size;
  if (size <= 0 || !anyDeckOpen(s, seat)) return false;
  s.phase = SeasonPhase.Transfer;
  s.actor = seat;
  return true;
}

/** The transfer phase of `seat` (NGW-24.3). */
export const openWindow = (s: SeasonState, seat: number): boolean =>
  open(s, seat, windowSize(s, seat));

/** NGW-27.3 Bulk-Buy: before each of its matches an anytime seat may use what it has left. */
export const openPreMatchWindow = (s: SeasonState, seat: number): boolean =>
  policyOf(s, seat).anytime && open(s, seat, seasonLeft(s, seat));

/** NGW-26.3: an event's single transfer, within the policy's season total. */
export const openEventWindow = (s: SeasonState, seat: number): boolean =>
  open(s, seat, Math.min(1, seasonLeft(s, seat)));

/** The rest of a window after a transfer. */
export const continueWindow = (s: SeasonState, seat: number): boolean =>
  open(s, seat, s.windowLeft);

/**
 * `seat` transfers from deck `position`: the top card, or the top `look` cards to keep one
 * of. Returns whether a Look decision is pending.
 */
export function transferFrom(s: SeasonState, seat: number, position: number): boolean {
  const policy = policyOf(s, seat);
  s.transfersUsed[seat] = (s.transfersUsed[seat] as number) + 1;
  s.windowLeft--;
  const deck = s.decks[position] as number[];
  s.offer.length = 0;
  for (let i = 0; i < policy.look && deck.length > 0; i++) {
    const card = deck.pop() as number;
    s.offer.push(card);
    s.known[card] = (s.known[card] as number) | bit(seat);
  }
  note(s, `${seatRef(seat)} transfers from the ${POSITIONS[position]} deck.`);
  if (s.offer.length > 1) {
    s.phase = SeasonPhase.Look;
    s.actor = seat;
    return true;
  }
  keepLooked(s, seat, 0);
  return false;
}

/** NGW-27.3: the looked-at card `i` joins the squad; the others go to the bottom. */
export function keepLooked(s: SeasonState, seat: number, i: number): void {
  const card = s.offer[i] as number;
  // NGW-30.4: nobody else can tell which card was kept, so whoever knew one of them forgets.
  if (s.offer.length > 1) for (const looked of s.offer) s.known[looked] = bit(seat);
  (s.hands[seat] as number[]).push(card);
  const deck = s.decks[positionOf(card)] as number[];
  for (const other of s.offer) if (other !== card) deck.unshift(other);
  s.offer.length = 0;
  // NGW-27.3 like-for-like: a footballer let go now must share the new one's position.
  if (policyOf(s, seat).likeForLike) s.discardPosition = positionOf(card);
  if (s.windowLeft > 0) s.todo.unshift(Step.Window * 8 + seat);
}
