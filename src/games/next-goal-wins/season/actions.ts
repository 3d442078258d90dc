/** The season's decisions: which actions are legal, and each in words and as data. */
import type { Action, ActionInfo, Seat } from '../../../core/game.ts';
import { nextGoalWins } from '../engine.ts';
import { footballerName, tacticName } from '../cards.ts';
import { POSITIONS } from '../stats.ts';
import { eventName } from './catalogue.ts';
import {
  STOP,
  cardLetGo,
  cardLoaned,
  deckAction,
  deckOf,
  dropTacticAction,
  letGoAction,
  loanAction,
  offerAction,
  offerIndex,
  seasonBlockOf,
  tacticSlotDropped,
} from './codes.ts';
import { overFootballers, positionOf, tacticIdOf } from './squad.ts';
import { SeasonPhase, type SeasonState } from './state.ts';
import { deckOpen } from './transfers.ts';

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
  switch (seasonBlockOf(a)) {
    case 'match':
      return s.match ? nextGoalWins.actionLabel(s.match, sideOf(s, seat), a) : `Action ${a}`;
    case 'stop':
      return 'No more transfers';
    case 'loan':
      return `Loan ${footballerName(cardLoaned(a))}`;
    case 'dropTactic':
      return `Let ${tacticName(droppedTactic(s, seat, a))} go`;
    case 'letGo':
      return `Let ${footballerName(cardLetGo(a))} go`;
    case 'offer':
      return offerLabel(s, s.offer[offerIndex(a)] ?? -1);
    case 'deck':
      return deckLabel(s, POSITIONS[deckOf(a)] ?? '?');
  }
}

/** The tactic id in the hand slot a drop-tactic code names. */
const droppedTactic = (s: SeasonState, seat: Seat, a: Action): number =>
  tacticIdOf((s.tactics[seat] as number[])[tacticSlotDropped(a)] ?? -1);

/** The name of the card an offer keeps (ActionInfo.cardName): a tactic, an event or a footballer. */
function offerName(s: SeasonState, card: number): string {
  if (s.phase === SeasonPhase.DraftTactic) return tacticName(card);
  if (s.phase === SeasonPhase.EventChoice) return `Event: ${eventName(card)}`;
  return footballerName(card);
}

function offerLabel(s: SeasonState, item: number): string {
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

function deckLabel(s: SeasonState, deck: string): string {
  if (s.phase === SeasonPhase.DraftDeck) return `Draft from the ${deck} deck`;
  if (s.phase === SeasonPhase.EventDeck) return `Recruit the top ${deck}`;
  return `Transfer from the ${deck} deck`;
}

/** What an offer code keeps, by the phase it answers (the board's words for it). */
const OFFER_KINDS: Partial<Record<SeasonPhase, string>> = {
  [SeasonPhase.DraftTactic]: 'keep-tactic',
  [SeasonPhase.Look]: 'sign',
  [SeasonPhase.EventChoice]: 'keep-event',
  [SeasonPhase.EventTarget]: 'choose-footballer',
};

export function actionInfo(s: SeasonState, seat: Seat, a: Action): ActionInfo {
  switch (seasonBlockOf(a)) {
    case 'match':
      return s.match ? nextGoalWins.actionInfo(s.match, sideOf(s, seat), a) : { kind: '?' };
    case 'stop':
      return { kind: 'stop' };
    case 'loan':
      return { kind: 'loan', card: cardLoaned(a), cardName: footballerName(cardLoaned(a)) };
    case 'dropTactic': {
      const card = droppedTactic(s, seat, a);
      return { kind: 'drop-tactic', index: tacticSlotDropped(a), card, cardName: tacticName(card) };
    }
    case 'letGo':
      return { kind: 'let-go', card: cardLetGo(a), cardName: footballerName(cardLetGo(a)) };
    case 'offer': {
      const i = offerIndex(a);
      const item = s.offer[i] ?? -1;
      const card = s.phase === SeasonPhase.DraftTactic ? tacticIdOf(item) : item;
      return {
        kind: OFFER_KINDS[s.phase] ?? 'offer',
        index: i,
        card,
        cardName: offerName(s, card),
      };
    }
    case 'deck':
      return { kind: 'deck', index: deckOf(a), side: POSITIONS[deckOf(a)] ?? '?' };
  }
}
