/**
 * The season's program (NGW-21 to NGW-29): steps run in order until one needs a decision.
 * `run` is called after every season decision; a decision resolves and calls it again.
 */
import { seatRef } from '../../../core/seat-words.ts';
import { startMatch } from './match-link.ts';
import { fixturesFor, scheduleFor } from './schedule.ts';
import { beginEvent, continueRivals } from './events.ts';
import { drawTactics, managerOf, note, overFootballers, overTactics } from './squad.ts';
import { openLoans, returnLoans } from './loans.ts';
import { openWindow, openPreMatchWindow, continueWindow } from './transfers.ts';
import { Step, SeasonPhase, type SeasonState } from './state.ts';
import { startDraft, offerDraftTactics } from './draft.ts';

export const step = (kind: number, seat = 0): number => kind * 8 + seat;

/** Runs the program until a decision is pending or the season is over. */
export function run(s: SeasonState): void {
  for (;;) {
    if (limitsBroken(s)) return;
    s.discardPosition = -1;
    const next = s.todo.shift();
    if (next === undefined) {
      finishSeason(s);
      return;
    }
    const seat = next & 7;
    switch (next >> 3) {
      case Step.Draft:
        if (startDraft(s, seat)) return;
        break;
      case Step.DraftTactics:
        if (offerDraftTactics(s, seat)) return;
        break;
      case Step.Round:
        if (startRound(s)) return;
        break;
      case Step.PreMatch:
        if (openPreMatchWindow(s, seat)) return;
        break;
      case Step.Match:
        if (startMatch(s)) return;
        break;
      case Step.Event:
        if (beginEvent(s, seat)) return;
        break;
      case Step.Rivals:
        if (continueRivals(s, seat)) return;
        break;
      case Step.Tactics:
        drawAfterMatch(s, seat);
        break;
      case Step.Transfer:
        if (openWindow(s, seat)) return;
        break;
      case Step.Window:
        if (continueWindow(s, seat)) return;
        break;
      case Step.ReturnLoans:
        returnLoans(s);
        break;
    }
  }
}

/** NGW-24.4: a seat over a hand limit must let cards go before anything else happens. */
function limitsBroken(s: SeasonState): boolean {
  for (let seat = 0; seat < s.seats; seat++) {
    if (overFootballers(s, seat) || overTactics(s, seat)) {
      s.phase = SeasonPhase.Discard;
      s.actor = seat;
      return true;
    }
  }
  return false;
}

/** NGW-22.4: a round: loans first (NGW-29), then its matches in order, each with its windows. */
function startRound(s: SeasonState): boolean {
  const rounds = scheduleFor(s.seats).length;
  if (s.round >= rounds) return false;
  const fixtures = fixturesFor(s.seats).filter((f) => f.round === s.round);
  for (const f of fixtures)
    s.todo.push(step(Step.PreMatch, f.home), step(Step.PreMatch, f.away), step(Step.Match));
  if (s.exchangeOn) s.todo.push(step(Step.ReturnLoans));
  s.todo.push(step(Step.Round));
  note(s, `Round ${s.round + 1} of ${rounds}.`);
  if (s.exchangeOn && openLoans(s)) {
    // The round counter moves on once the round's steps are queued.
    s.round++;
    return true;
  }
  s.round++;
  return false;
}

/** NGW-24.2: two tactic cards (three with Chalkboard) after a match. */
function drawAfterMatch(s: SeasonState, seat: number): void {
  const fx = managerOf(s, seat)?.ability.effect;
  const amount = fx?.kind === 'tactic-draw' ? fx.amount : 2;
  const drawn = drawTactics(s, seat, amount);
  note(s, `${seatRef(seat)} draws ${drawn} tactic card${drawn === 1 ? '' : 's'}.`);
}

function finishSeason(s: SeasonState): void {
  s.phase = SeasonPhase.Over;
  s.actor = -1;
  note(s, 'The season is over.');
}
