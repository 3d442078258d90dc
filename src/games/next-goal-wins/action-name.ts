/**
 * Next Goal Wins' actions by the row of the lab's cards metric they count in (core/action-name.ts),
 * the rows actionInfo gives (actions.ts, season/actions.ts): a footballer's, a tactic's or an
 * event's card by its number, else the kind and side. A match's codes mean another footballer or
 * tactic with the squad and the hand (a squad slot, a tactic's hand slot), and a season's offer
 * another card with its offer, so each is read from the state; every row has one id. Within a
 * match a code keeps its id (ActionIds.scope), so the lab asks a match's code once per match.
 */
import type { ActionIds } from '../../core/action-name.ts';
import type { Action, Seat } from '../../core/game.ts';
import { FOOTBALLER_COUNT, TACTICS } from './cards.ts';
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
import {
  cardLetGo,
  cardLoaned,
  deckOf,
  MATCH_ACTIONS,
  offerIndex,
  seasonBlockOf,
  tacticSlotDropped,
} from './season/codes.ts';
import { sideOf } from './season/actions.ts';
import { tacticIdOf } from './season/squad.ts';
import { SeasonPhase, type SeasonState } from './season/state.ts';
import { Phase, type MatchState } from './state.ts';
import { CONTESTS, POSITIONS } from './stats.ts';
import { tacticIn } from './tactics.ts';

/** The ids of the kinds of action that play no card (the kind, and side, actionInfo gives). */
const Kind = {
  leaveEmpty: 0,
  done: 1,
  subOut: 2,
  moveUp: 3,
  noDefence: 4,
  defendSpeed: 5,
  defend: 6,
  target: 7,
  freeKickCrossing: 8,
  freeKickShooting: 9,
  taker: 10,
  header: 11,
  setPieceDefender: 12,
  stop: 13,
} as const;
/** A deck named by position (kind 'deck', side 'GK' …), then a contest, twice (its speed battle). */
const DECK = 14;
const CONTEST = DECK + POSITIONS.length;
/** A card's row is its name's, by its number: footballers, tactics, then events. */
const FOOTBALLER = CONTEST + 2 * CONTESTS.length;
const TACTIC = FOOTBALLER + FOOTBALLER_COUNT;
const EVENT = TACTIC + TACTICS.length;

/** A tactic from hand slot `t` (none when `t` is negative), else the kind's id. */
function tacticOr(s: MatchState, seat: Seat, t: number, kind: number): number {
  return t < 0 ? kind : TACTIC + tacticIn(s, seat, t);
}

/** actions.ts actionInfo's row, phase by phase. */
function idInMatch(s: MatchState, seat: Seat, a: Action): number {
  switch (s.phase) {
    case Phase.Pick:
      return a === EMPTY_PICK ? Kind.leaveEmpty : FOOTBALLER + (s.squad[seat * 7 + a] as number);
    case Phase.Substitute:
      return a === DONE ? Kind.done : Kind.subOut;
    case Phase.SubstituteIn:
    case Phase.Replace:
      return FOOTBALLER + (s.squad[seat * 7 + slotBroughtOn(a)] as number);
    case Phase.Declare:
      if (a === MOVE_UP_ACTION) return Kind.moveUp;
      return tacticOr(
        s,
        seat,
        declaredTactic(a),
        CONTEST + 2 * declaredKind(a) + (declaredSpeed(a) ? 1 : 0),
      );
    case Phase.Defend:
      if (a === NO_DEFENCE) return Kind.noDefence;
      if (a === DEFEND_SPEED) return Kind.defendSpeed;
      return tacticOr(s, seat, answeredTactic(a), Kind.defend);
    case Phase.Target:
      return Kind.target;
    case Phase.FoulChoice:
      return a === CROSSING_CHOICE ? Kind.freeKickCrossing : Kind.freeKickShooting;
    case Phase.Taker:
      return tacticOr(s, seat, setPieceTactic(a, BLOCK.taker), Kind.taker);
    case Phase.Header:
      return Kind.header;
    default:
      return tacticOr(s, seat, setPieceTactic(a, BLOCK.setPieceDefender), Kind.setPieceDefender);
  }
}

/** season/actions.ts actionInfo's row of an offer's card: a tactic, an event or a footballer. */
function offerId(s: SeasonState, item: number): number {
  if (s.phase === SeasonPhase.DraftTactic) return TACTIC + tacticIdOf(item);
  if (s.phase === SeasonPhase.EventChoice) return EVENT + item;
  return FOOTBALLER + item;
}

function idOf(state: unknown, seat: Seat, a: Action): number {
  const s = state as SeasonState;
  // Nearly every decision is a match's: its codes are the lowest (season/codes.ts).
  if (a < MATCH_ACTIONS) return idInMatch(s.match as MatchState, sideOf(s, seat), a);
  switch (seasonBlockOf(a)) {
    case 'match':
      return idInMatch(s.match as MatchState, sideOf(s, seat), a);
    case 'stop':
      return Kind.stop;
    case 'loan':
      return FOOTBALLER + cardLoaned(a);
    case 'dropTactic':
      return TACTIC + tacticIdOf((s.tactics[seat] as number[])[tacticSlotDropped(a)] ?? -1);
    case 'letGo':
      return FOOTBALLER + cardLetGo(a);
    case 'offer':
      return offerId(s, s.offer[offerIndex(a)] ?? -1);
    case 'deck':
      return DECK + deckOf(a);
  }
}

/**
 * A match's codes keep their ids for the match: a side's squad slots hold the same footballers
 * from its start to its end and a tactic's hand slot is only emptied (NGW-15.1), and every match
 * of a season is a new MatchState (season/match-link.ts).
 */
const matchScope = (state: unknown): object | undefined =>
  (state as SeasonState).match ?? undefined;

export const nextGoalWinsActionIds: ActionIds = {
  of: idOf,
  byCode: false,
  scope: { codes: MATCH_ACTIONS, of: matchScope },
};
