/**
 * Next Goal Wins' actions as the lab's cards metric names them (core/action-name.ts): the same
 * kind, side, card and card name as actionInfo gives (actions.ts, season/actions.ts), without
 * building it. A match's codes mean another footballer or tactic with the squad and the hand
 * (a squad slot, a tactic's hand slot), so none is fixed; a season's own decisions between
 * matches are named by its actionInfo.
 */
import { nameFromInfo, type ActionName, type ActionNamer } from '../../core/action-name.ts';
import type { Action, Seat } from '../../core/game.ts';
import { footballerName, tacticName } from './cards.ts';
import {
  BLOCK,
  CROSSING_CHOICE,
  DEFEND_SPEED,
  DONE,
  EMPTY_PICK,
  MOVE_UP_ACTION,
  NO_DEFENCE,
  answeredTactic,
  declaredKind,
  declaredSpeed,
  declaredTactic,
  setPieceTactic,
  slotBroughtOn,
} from './codes.ts';
import { seasonBlockOf } from './season/codes.ts';
import { nextGoalWinsSeason } from './season/engine.ts';
import { sideOf } from './season/actions.ts';
import type { SeasonState } from './season/state.ts';
import { Phase, type MatchState } from './state.ts';
import { CONTESTS } from './stats.ts';
import { tacticIn } from './tactics.ts';

function set(out: ActionName, kind: string, side?: string): void {
  out.kind = kind;
  out.side = side;
  out.card = undefined;
  out.cardName = undefined;
  out.fixed = false;
}

function footballer(out: ActionName, kind: string, card: number): void {
  set(out, kind);
  out.card = card;
  out.cardName = footballerName(card);
}

/** A tactic from hand slot `t` (none when `t` is negative), beside the kind already set. */
function tactic(out: ActionName, s: MatchState, seat: Seat, t: number): void {
  if (t < 0) return;
  const card = tacticIn(s, seat, t);
  out.card = card;
  out.cardName = tacticName(card);
}

/** actions.ts actionInfo's kind, side and card, phase by phase. */
function nameInMatch(s: MatchState, seat: Seat, a: Action, out: ActionName): void {
  switch (s.phase) {
    case Phase.Pick:
      if (a === EMPTY_PICK) set(out, 'leave-empty');
      else footballer(out, 'pick', s.squad[seat * 7 + a] as number);
      return;
    case Phase.Substitute:
      set(out, a === DONE ? 'done' : 'sub-out');
      return;
    case Phase.SubstituteIn:
    case Phase.Replace:
      footballer(out, 'sub-in', s.squad[seat * 7 + slotBroughtOn(a)] as number);
      return;
    case Phase.Declare:
      if (a === MOVE_UP_ACTION) {
        set(out, 'move-up');
        return;
      }
      set(out, CONTESTS[declaredKind(a)] ?? '?', declaredSpeed(a) ? 'speed-battle' : undefined);
      tactic(out, s, seat, declaredTactic(a));
      return;
    case Phase.Defend:
      if (a === NO_DEFENCE) set(out, 'no-defence');
      else if (a === DEFEND_SPEED) set(out, 'defend', 'speed-battle');
      else {
        set(out, 'defend');
        tactic(out, s, seat, answeredTactic(a));
      }
      return;
    case Phase.Target:
      set(out, 'target');
      return;
    case Phase.FoulChoice:
      set(out, 'free-kick', a === CROSSING_CHOICE ? 'crossing' : 'shooting');
      return;
    case Phase.Taker:
      set(out, 'taker');
      tactic(out, s, seat, setPieceTactic(a, BLOCK.taker));
      return;
    case Phase.Header:
      set(out, 'header');
      return;
    default:
      set(out, 'set-piece-defender');
      tactic(out, s, seat, setPieceTactic(a, BLOCK.setPieceDefender));
  }
}

export const nextGoalWinsActionName: ActionNamer = (state, seat, action, out) => {
  const s = state as SeasonState;
  if (seasonBlockOf(action) === 'match' && s.match) {
    nameInMatch(s.match, sideOf(s, seat), action, out);
    return;
  }
  nameFromInfo(nextGoalWinsSeason, state, seat, action, out, false);
};
