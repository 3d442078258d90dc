/**
 * Next Goal Wins' actions by the row of the lab's cards metric they count in (core/action-name.ts),
 * the rows actionInfo gives (actions.ts, season/actions.ts): a footballer's, a tactic's or an
 * event's card by its number, else the kind and side. A match's codes mean another footballer or
 * tactic with the squad and the hand (a squad slot, a tactic's hand slot), and a season's offer
 * another card with its offer, so each is read from the state; every row has one id. Within a
 * match a code keeps its id (ActionIds.scope), and the codes of one slot (a squad slot, a hand
 * slot, or a kind of action) have one id (ActionIds.slots), so the lab asks once per slot and match.
 */
import { NO_SLOT, SCOPE_SLOTS, type ActionIds, type SlotIds } from '../../core/action-name.ts';
import type { Action, Seat } from '../../core/game.ts';
import { FOOTBALLER_COUNT, TACTICS } from './cards.ts';
import {
  BLOCK,
  BLOCK_SIZE,
  CROSSING_CHOICE,
  DEFEND_SPEED,
  DONE,
  EMPTY_PICK,
  MOVE_UP_ACTION,
  NO_DEFENCE,
  SHOOTING_CHOICE,
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
import { TACTIC_SLOTS } from './facts.ts';
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
 * A match code's slot (ActionIds.slots), as idInMatch reads the code: a kind of action (its id,
 * below CONTEST_SLOT), a contest by speed battle, a squad slot's footballer or a tactic's hand slot.
 */
const CONTEST_SLOT = Kind.stop + 1;
const SQUAD_SLOT = CONTEST_SLOT + 2 * CONTESTS.length;
const HAND_SLOT = SQUAD_SLOT + 7;
function slotInMatch(a: Action): number {
  const within = (block: keyof typeof BLOCK): boolean =>
    a >= BLOCK[block] && a < BLOCK[block] + BLOCK_SIZE[block];
  const tacticOrKind = (t: number, kind: number): number => (t < 0 ? kind : HAND_SLOT + t);
  if (within('pick')) return a === EMPTY_PICK ? Kind.leaveEmpty : SQUAD_SLOT + a;
  if (within('substitution')) return a === DONE ? Kind.done : Kind.subOut;
  if (within('bringOn')) return SQUAD_SLOT + slotBroughtOn(a);
  if (within('declaration')) {
    if (a === MOVE_UP_ACTION) return Kind.moveUp;
    const kind = declaredKind(a);
    if (declaredTactic(a) < 0 && kind >= CONTESTS.length) return NO_SLOT;
    return tacticOrKind(declaredTactic(a), CONTEST_SLOT + 2 * kind + (declaredSpeed(a) ? 1 : 0));
  }
  if (within('answer')) {
    if (a === NO_DEFENCE) return Kind.noDefence;
    if (a === DEFEND_SPEED) return Kind.defendSpeed;
    return tacticOrKind(answeredTactic(a), Kind.defend);
  }
  if (within('freeKick'))
    return a === CROSSING_CHOICE
      ? Kind.freeKickCrossing
      : a === SHOOTING_CHOICE
        ? Kind.freeKickShooting
        : NO_SLOT;
  if (within('taker')) return tacticOrKind(setPieceTactic(a, BLOCK.taker), Kind.taker);
  if (within('header')) return Kind.header;
  if (within('setPieceDefender'))
    return tacticOrKind(setPieceTactic(a, BLOCK.setPieceDefender), Kind.setPieceDefender);
  if (within('target')) return Kind.target;
  return NO_SLOT;
}

/** Every match code's slot. */
function matchSlots(): Uint8Array {
  const slots = new Uint8Array(MATCH_ACTIONS).fill(NO_SLOT);
  for (let a = 0; a < MATCH_ACTIONS; a++) slots[a] = slotInMatch(a);
  if (HAND_SLOT + TACTIC_SLOTS > SCOPE_SLOTS) throw new Error('too many slots');
  return slots;
}

/**
 * A match's codes keep their ids for the match: a side's squad slots hold the same footballers
 * from its start to its end and a tactic's hand slot is only emptied (NGW-15.1), and every match
 * of a season is a new MatchState (season/match-link.ts).
 */
const matchScope = (state: unknown): object | undefined =>
  (state as SeasonState).match ?? undefined;

/**
 * The ids of a seat's squad slots and hand slots in its match (ActionIds.slotIds), as idInMatch
 * reads them: they hold the same footballers and tactics for the whole match (see matchScope).
 */
const slotIds: SlotIds = (state, seat, out) => {
  const s = state as SeasonState;
  const m = s.match;
  const side = sideOf(s, seat);
  out.fill(-1, SQUAD_SLOT);
  if (!m || side < 0) return;
  for (let k = 0; k < 7; k++) {
    const card = m.squad[side * 7 + k] as number;
    out[SQUAD_SLOT + k] = card < 0 ? -1 : FOOTBALLER + card;
  }
  for (let t = 0; t < TACTIC_SLOTS; t++) {
    const tactic = tacticIn(m, side, t);
    out[HAND_SLOT + t] = tactic < 0 ? -1 : TACTIC + tactic;
  }
};

export const nextGoalWinsActionIds: ActionIds = {
  of: idOf,
  byCode: false,
  scope: { codes: MATCH_ACTIONS, of: matchScope },
  slots: matchSlots(),
  // Kinds and contests: idInMatch gives them the same id in every state.
  fixedSlots: SQUAD_SLOT,
  // A match's squad and hand slots, read when a seat's match begins.
  slotIds,
};
