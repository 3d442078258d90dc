/**
 * Applying an action: the phase says which decision it answers. After every decision the
 * match runs on by itself through any decision that has a single option (no real choice).
 */
import type { Action, GameEvent, Seat } from '../../core/game.ts';
import { decider, onlyAction } from './actions.ts';
import {
  BLOCK,
  CROSSING_CHOICE,
  DEFEND,
  DEFEND_SPEED,
  DONE,
  NO_DEFENCE,
  MOVE_UP_ACTION,
  answeredTactic,
  declaredKind,
  declaredSpeed,
  declaredTactic,
  headerPlace,
  placeTakenOff,
  setPiecePlace,
  setPieceTactic,
  slotBroughtOn,
  targetPlace,
} from './codes.ts';
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
      else substituteOut(s, placeTakenOff(a));
      return;
    case Phase.SubstituteIn:
      substituteIn(s, slotBroughtOn(a), events);
      return;
    case Phase.Replace:
      replace(s, slotBroughtOn(a), events);
      return;
    case Phase.Declare:
      if (a === MOVE_UP_ACTION) moveUp(s, events);
      else declare(s, declaredKind(a), declaredTactic(a), declaredSpeed(a), events);
      return;
    case Phase.Defend:
      if (a === NO_DEFENCE) defend(s, Answer.Let, -1, events);
      else if (a === DEFEND) defend(s, Answer.Defend, -1, events);
      else if (a === DEFEND_SPEED) defend(s, Answer.Speed, -1, events);
      else defend(s, Answer.Defend, answeredTactic(a), events);
      return;
    case Phase.Target:
      changeStat(s, targetPlace(a), events);
      resumeAfterTarget(s, events);
      return;
    case Phase.FoulChoice:
      chooseFreeKick(s, a !== CROSSING_CHOICE, events);
      return;
    case Phase.Taker:
      chooseTaker(s, setPiecePlace(a, BLOCK.taker), setPieceTactic(a, BLOCK.taker), events);
      return;
    case Phase.Header:
      chooseHeader(s, headerPlace(a), events);
      return;
    case Phase.SetPieceDefence:
      chooseSetPieceDefender(
        s,
        setPiecePlace(a, BLOCK.setPieceDefender),
        setPieceTactic(a, BLOCK.setPieceDefender),
        events,
      );
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
