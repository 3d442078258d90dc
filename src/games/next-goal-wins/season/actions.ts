/**
 * The season's actions as integers. Match decisions keep the match's own codes (below 1000);
 * season decisions have ranges of their own: decks 1000-1003, stop 1010, offers 1100+i,
 * footballers let go 2000+card, tactics let go 3000+slot, loans 4000+card.
 */
import type { Action, ActionInfo, Seat } from '../../../core/game.ts';
import { nextGoalWins } from '../engine.ts';
import { footballerName, tacticName } from '../cards.ts';
import { POSITIONS } from '../stats.ts';
import { eventName } from './catalogue.ts';
import { overFootballers, positionOf, tacticIdOf } from './squad.ts';
import { SeasonPhase, type SeasonState } from './state.ts';
import { deckOpen } from './transfers.ts';

export const MATCH_ACTIONS = 1000;
export const deckAction = (position: number): Action => 1000 + position;
export const STOP = 1010;
export const offerAction = (i: number): Action => 1100 + i;
export const letGoAction = (card: number): Action => 2000 + card;
export const dropTacticAction = (slot: number): Action => 3000 + slot;
export const loanAction = (card: number): Action => 4000 + card;

/** The match side `seat` plays in the match in progress, or -1. */
export function sideOf(s: SeasonState, seat: Seat): number {
  const m = s.match;
  if (!m) return -1;
  return m.seats[0] === seat ? 0 : m.seats[1] === seat ? 1 : -1;
}

export function legalActions(s: SeasonState, seat: Seat, out: Action[]): Action[] {
  if (s.phase === SeasonPhase.Match) {
    // The match fills `out` by index and sets its length last: emptying it first would make
    // V8 shrink and regrow the array on every call of the hot loop.
    const side = sideOf(s, seat);
    if (side >= 0 && s.match) return nextGoalWins.legalActions(s.match, side, out);
    out.length = 0;
    return out;
  }
  out.length = 0;
  switch (s.phase) {
    case SeasonPhase.Loan:
      if (s.loanPick[seat] === -1)
        for (const card of sorted(s.hands[seat] as number[])) out.push(loanAction(card));
      return out;
    case SeasonPhase.Over:
      return out;
  }
  if (seat !== s.actor) return out;
  switch (s.phase) {
    case SeasonPhase.DraftDeck:
    case SeasonPhase.EventDeck:
      for (let p = 0; p < 4; p++) if ((s.decks[p] as number[]).length > 0) out.push(deckAction(p));
      return out;
    case SeasonPhase.Transfer:
      for (let p = 0; p < 4; p++) if (deckOpen(s, seat, p)) out.push(deckAction(p));
      out.push(STOP);
      return out;
    case SeasonPhase.DraftTactic:
    case SeasonPhase.Look:
    case SeasonPhase.EventChoice:
    case SeasonPhase.EventTarget:
      for (let i = 0; i < s.offer.length; i++) out.push(offerAction(i));
      return out;
    case SeasonPhase.Discard:
      if (overFootballers(s, seat)) {
        for (const card of sorted(s.hands[seat] as number[]))
          if (
            s.lender[card] === -1 &&
            (s.discardPosition < 0 || positionOf(card) === s.discardPosition)
          )
            out.push(letGoAction(card));
        return out;
      }
      for (let i = 0; i < (s.tactics[seat] as number[]).length; i++) out.push(dropTacticAction(i));
      return out;
    case SeasonPhase.LoseTactic:
      for (let i = 0; i < (s.tactics[seat] as number[]).length; i++) out.push(dropTacticAction(i));
      return out;
  }
  return out;
}

const sorted = (cards: readonly number[]): number[] => cards.slice().sort((a, b) => a - b);

export function actionLabel(s: SeasonState, seat: Seat, a: Action): string {
  if (a < MATCH_ACTIONS && s.match) return nextGoalWins.actionLabel(s.match, sideOf(s, seat), a);
  if (a === STOP) return 'No more transfers';
  if (a >= 4000) return `Loan ${footballerName(a - 4000)}`;
  if (a >= 3000)
    return `Let ${tacticName(tacticIdOf((s.tactics[seat] as number[])[a - 3000] ?? -1))} go`;
  if (a >= 2000) return `Let ${footballerName(a - 2000)} go`;
  if (a >= 1100) {
    const item = s.offer[a - 1100] ?? -1;
    switch (s.phase) {
      case SeasonPhase.DraftTactic:
        return `Keep ${tacticName(tacticIdOf(item))}`;
      case SeasonPhase.EventChoice:
        return `Keep the event ${eventName(item)}`;
      case SeasonPhase.EventTarget:
        return `Choose ${footballerName(item)}`;
      default:
        return `Sign ${footballerName(item)}`;
    }
  }
  const deck = POSITIONS[a - 1000] ?? '?';
  if (s.phase === SeasonPhase.DraftDeck) return `Draft from the ${deck} deck`;
  if (s.phase === SeasonPhase.EventDeck) return `Recruit the top ${deck}`;
  return `Transfer from the ${deck} deck`;
}

export function actionInfo(s: SeasonState, seat: Seat, a: Action): ActionInfo {
  if (a < MATCH_ACTIONS && s.match) return nextGoalWins.actionInfo(s.match, sideOf(s, seat), a);
  if (a === STOP) return { kind: 'stop' };
  if (a >= 4000) return { kind: 'loan', card: a - 4000 };
  if (a >= 3000) {
    const slot = a - 3000;
    return {
      kind: 'drop-tactic',
      index: slot,
      card: tacticIdOf((s.tactics[seat] as number[])[slot] ?? -1),
    };
  }
  if (a >= 2000) return { kind: 'let-go', card: a - 2000 };
  if (a >= 1100) {
    const i = a - 1100;
    const item = s.offer[i] ?? -1;
    const kind =
      ['keep-tactic', 'sign', 'keep-event', 'choose-footballer'][
        [
          SeasonPhase.DraftTactic,
          SeasonPhase.Look,
          SeasonPhase.EventChoice,
          SeasonPhase.EventTarget,
        ].indexOf(s.phase as 1)
      ] ?? 'offer';
    return { kind, index: i, card: s.phase === SeasonPhase.DraftTactic ? tacticIdOf(item) : item };
  }
  return { kind: 'deck', index: a - 1000, side: POSITIONS[a - 1000] ?? '?' };
}
