/** Applying a season action: the phase says which decision it answers (NGW-20 on). */
import type { Action, GameEvent, Seat } from '../../../core/game.ts';
import { nextGoalWins } from '../engine.ts';
import { Phase, type MatchState } from '../state.ts';
import { sideOf } from './actions.ts';
import {
  STOP,
  cardLetGo,
  cardLoaned,
  deckOf,
  offerIndex,
  seasonBlockOf,
  tacticSlotDropped,
} from './codes.ts';
import { draftFrom, keepDraftTactic } from './draft.ts';
import { affect, keepEvent, recruit } from './events.ts';
import { pickLoan } from './loans.ts';
import { finishMatch } from './match-link.ts';
import { run } from './program.ts';
import { discardFootballer, discardTactic, note } from './squad.ts';
import { seatRef } from '../../../core/seat-words.ts';
import { footballerName } from '../cards.ts';
import { PUBLIC, SeasonPhase, type SeasonState } from './state.ts';
import { keepLooked, transferFrom } from './transfers.ts';

export function applySeason(s: SeasonState, seat: Seat, a: Action, events?: GameEvent[]): void {
  const before = s.noted;
  decide(s, seat, a, events);
  if (events && s.noted > before) {
    const fresh = Math.min(s.noted - before, s.log.length);
    for (const entry of s.log.slice(s.log.length - fresh)) {
      const visibleTo: number[] = [];
      for (let k = 0; k < s.seats; k++) if (entry.mask & (1 << k)) visibleTo.push(k);
      events.push(
        entry.mask & PUBLIC
          ? { kind: 'season', text: entry.text }
          : { kind: 'season', text: entry.text, visibleTo },
      );
    }
  }
}

/**
 * NGW-19.4, NGW-30.5: the one door through which a match's events reach the season. The match
 * speaks of its sides (0 and 1); the season's events name the seats that play them, so a
 * private event ("You start … at GK.") goes to the seat whose side it is and to nobody else.
 * The match's events are readdressed where it wrote them, after what was there before.
 */
function applyMatch(m: MatchState, side: number, a: Action, events?: GameEvent[]): void {
  if (!events) {
    nextGoalWins.apply(m, side, a);
    return;
  }
  const from = events.length;
  nextGoalWins.apply(m, side, a, events);
  for (let i = from; i < events.length; i++) events[i] = toSeats(m, events[i] as GameEvent);
}

/** A match event with its sides replaced by the season seats playing them. */
function toSeats(m: MatchState, event: GameEvent): GameEvent {
  const { seat, visibleTo } = event;
  if (seat === undefined && visibleTo === undefined) return event;
  const seatOf = (side: Seat): Seat => m.seats[side] as Seat;
  return {
    ...event,
    ...(seat === undefined ? {} : { seat: seatOf(seat) }),
    ...(visibleTo === undefined ? {} : { visibleTo: visibleTo.map(seatOf) }),
  };
}

// Match decisions are nearly all a season's: kept apart from the season's own, so that the
// compiler can inline the short match path whole.
function decide(s: SeasonState, seat: Seat, a: Action, events?: GameEvent[]): void {
  if (s.phase === SeasonPhase.Match) decideInMatch(s, seat, a, events);
  else decideInSeason(s, seat, a);
}

function decideInMatch(s: SeasonState, seat: Seat, a: Action, events?: GameEvent[]): void {
  const m = s.match;
  if (!m) return;
  applyMatch(m, sideOf(s, seat), a, events);
  if (m.phase !== Phase.Over) return;
  if (s.mode === 'match') {
    s.phase = SeasonPhase.Over;
    return;
  }
  finishMatch(s);
  run(s);
}

// Season decisions speak through the season's log (applySeason), not through events.
function decideInSeason(s: SeasonState, seat: Seat, a: Action): void {
  switch (s.phase) {
    case SeasonPhase.Loan:
      if (!pickLoan(s, seat, cardLoaned(a))) run(s);
      return;
    case SeasonPhase.DraftDeck:
      if (!draftFrom(s, seat, deckOf(a))) run(s);
      return;
    case SeasonPhase.DraftTactic:
      if (!keepDraftTactic(s, seat, offerIndex(a))) run(s);
      return;
    case SeasonPhase.Transfer:
      if (a === STOP) s.windowLeft = 0;
      else if (transferFrom(s, seat, deckOf(a))) return;
      run(s);
      return;
    case SeasonPhase.Look:
      keepLooked(s, seat, offerIndex(a));
      run(s);
      return;
    case SeasonPhase.EventChoice:
      if (!keepEvent(s, seat, offerIndex(a))) run(s);
      return;
    case SeasonPhase.EventTarget: {
      const card = s.offer[offerIndex(a)] as number;
      s.offer.length = 0;
      affect(s, card);
      run(s);
      return;
    }
    case SeasonPhase.EventDeck:
      recruit(s, seat, deckOf(a));
      run(s);
      return;
    case SeasonPhase.Discard:
    case SeasonPhase.LoseTactic:
      if (seasonBlockOf(a) === 'dropTactic') {
        discardTactic(s, seat, tacticSlotDropped(a));
        note(s, `${seatRef(seat)} puts a tactic card at the bottom of the deck.`);
      } else {
        const card = cardLetGo(a);
        const shown = ((s.known[card] as number) & PUBLIC) !== 0;
        discardFootballer(s, seat, card);
        // NGW-30.3: a footballer everybody knew is seen going; any other goes face down.
        note(
          s,
          shown
            ? `${seatRef(seat)} lets ${footballerName(card)} go.`
            : `${seatRef(seat)} lets a footballer go to the bottom of a deck.`,
        );
      }
      run(s);
      return;
  }
}
