/**
 * Applying an action: the phase says which decision it answers. After every decision the
 * match runs on by itself through any decision that has a single option (no real choice).
 */
import type { Action, GameEvent, Seat } from '../../core/game.ts';
import {
  CROSSING_CHOICE,
  DEFEND,
  DEFEND_SPEED,
  DONE,
  NO_DEFENCE,
  MOVE_UP_ACTION,
  declaredKind,
  declaredSpeed,
  declaredTactic,
  decider,
  onlyAction,
  setPiecePlace,
  setPieceTactic,
} from './actions.ts';
import { replace } from './bookings.ts';
import { Answer, afterDeclare, declare, defend, moveUp, rollContest } from './contest.ts';
import { pick } from './lineup.ts';
import {
  afterTaker,
  chooseFreeKick,
  chooseHeader,
  chooseSetPieceDefender,
  chooseTaker,
  rollSetPiece,
} from './setpieces.ts';
import { Phase, Resume, type MatchState } from './state.ts';
import { doneSubstituting, substituteIn, substituteOut } from './subs.ts';
import { changeStat } from './tactics.ts';

export function applyAction(s: MatchState, seat: Seat, a: Action, events?: GameEvent[]): void {
  decide(s, seat, a, events);
  for (;;) {
    const next = decider(s);
    if (next < 0) return;
    const only = onlyAction(s, next);
    if (only < 0) return;
    decide(s, next, only, events);
  }
}

function decide(s: MatchState, seat: Seat, a: Action, events?: GameEvent[]): void {
  s.steps++;
  switch (s.phase) {
    case Phase.Pick:
      pick(s, seat, a, events);
      return;
    case Phase.Substitute:
      if (a === DONE) doneSubstituting(s, events);
      else substituteOut(s, a - 11);
      return;
    case Phase.SubstituteIn:
      substituteIn(s, a - 20, events);
      return;
    case Phase.Replace:
      replace(s, a - 20, events);
      return;
    case Phase.Declare:
      if (a === MOVE_UP_ACTION) moveUp(s, events);
      else declare(s, declaredKind(a), declaredTactic(a), declaredSpeed(a), events);
      return;
    case Phase.Defend:
      if (a === NO_DEFENCE) defend(s, Answer.Let, -1, events);
      else if (a === DEFEND) defend(s, Answer.Defend, -1, events);
      else if (a === DEFEND_SPEED) defend(s, Answer.Speed, -1, events);
      else defend(s, Answer.Defend, a - 203, events);
      return;
    case Phase.Target:
      changeStat(s, a - 280, events);
      resumeAfterTarget(s, events);
      return;
    case Phase.FoulChoice:
      chooseFreeKick(s, a !== CROSSING_CHOICE, events);
      return;
    case Phase.Taker:
      chooseTaker(s, setPiecePlace(a), setPieceTactic(a, 220), events);
      return;
    case Phase.Header:
      chooseHeader(s, a - 240, events);
      return;
    case Phase.SetPieceDefence:
      chooseSetPieceDefender(s, setPiecePlace(a), setPieceTactic(a, 260), events);
      return;
    case Phase.Over:
      return;
  }
}

/** NGW-15.5: the tactic's target is chosen; the decision it was played with goes on. */
function resumeAfterTarget(s: MatchState, events?: GameEvent[]): void {
  switch (s.targetResume) {
    case Resume.Declare:
      afterDeclare(s, events);
      return;
    case Resume.Contest:
      rollContest(s, events);
      return;
    case Resume.Taker:
      afterTaker(s);
      return;
    default:
      rollSetPiece(s, events);
  }
}
