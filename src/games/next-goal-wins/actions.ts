/**
 * Next Goal Wins' decisions: who decides, which actions are legal, and each action in words and
 * as data for a board. The actions' integer codes are declared in codes.ts.
 */
import type { Action, ActionInfo, Seat } from '../../core/game.ts';
import { footballerName, tacticName } from './cards.ts';
import {
  BLOCK,
  CROSSING_CHOICE,
  DEFEND,
  DEFEND_SPEED,
  DONE,
  EMPTY_PICK,
  MOVE_UP_ACTION,
  NO_DEFENCE,
  SHOOTING_CHOICE,
  answeredTactic,
  declareAction,
  declaredKind,
  declaredSpeed,
  declaredTactic,
  defendWith,
  headerAction,
  headerPlace,
  pickSlot,
  placeTakenOff,
  setPieceDefender,
  setPiecePlace,
  setPieceTactic,
  slotBroughtOn,
  subIn,
  subOut,
  takerAction,
  targetAction,
  targetPlace,
} from './codes.ts';
import { TACTIC_SLOTS } from './facts.ts';
import type { Powers } from './abilities.ts';
import { Phase, Status, defenderOf, slotAt, type MatchState } from './state.ts';
import {
  CONTESTS,
  DRIBBLE,
  HEADER,
  MOVE_UP,
  POSITIONS,
  SHOOT,
  SHOOTING_FK,
  STK,
  tableRow,
} from './stats.ts';
import { playableSlots, tacticFits, tacticIn } from './tactics.ts';
import { hasBench, outfieldMask, placesFilled, speedSkill, speedSkillKinds } from './team.ts';
import { COMMANDS, aimOf, nameAt } from './words.ts';

/** The seat that decides now, or -1 in the pick phase (both) and when the match is over. */
export function decider(s: MatchState): Seat {
  switch (s.phase) {
    case Phase.Pick:
    case Phase.Over:
      return -1;
    case Phase.Defend:
    case Phase.SetPieceDefence:
      return defenderOf(s);
    case Phase.Replace:
      return s.replaceSeat;
    case Phase.Substitute:
    case Phase.SubstituteIn:
      return s.subSeat;
    case Phase.Target:
      return s.targetSeat;
    default:
      return s.attacker;
  }
}

/**
 * Fills `out` by index, then drops what is left of a longer list. Shortened by pop, not by
 * `out.length = n`: V8 runs a length store through the runtime, several times the cost of the
 * whole fill, while pop is inlined (and writing past the end grows the array in place).
 */
export function legalActions(s: MatchState, seat: Seat, out: Action[]): Action[] {
  const n = fill(s, seat, out);
  while (out.length > n) out.pop();
  return out;
}

// The list onlyAction fills when it must list: play.ts never runs inside itself.
const scratch: Action[] = [];

/**
 * The decider's action when public facts leave it exactly one (the match plays it by itself,
 * play.ts), else -1. Phases that always offer a choice answer without listing: an answer may
 * always be to defend or not (NGW-6.3), a foul always offers both free kicks (NGW-9.1), and
 * two open kinds are at least two declarations.
 *
 * NGW-17.4: a declaration, a taker or a set-piece defender that a tactic card could be played
 * with is asked while the seat holds a tactic card it may still play this attack (how many it
 * holds and has played are public), even when none of its cards fits and one option is left:
 * played by itself, it would tell the other side that the hand holds nothing playable.
 * Editions before 0.4.0 played it by itself (`autoPlayByHand`).
 */
export function onlyAction(s: MatchState, seat: Seat): Action {
  if (s.phase === Phase.Defend || s.phase === Phase.FoulChoice) return -1;
  if (s.phase === Phase.Declare) {
    const kinds = openKinds(s);
    if ((kinds & (kinds - 1)) !== 0) return -1;
  }
  if (!s.autoPlayByHand && tacticDecision(s.phase) && mayHoldPlayable(s, seat)) return -1;
  return fill(s, seat, scratch) === 1 ? (scratch[0] as Action) : -1;
}

/** The decisions a tactic card may be played with (NGW-15.1): its options depend on the hand. */
const tacticDecision = (phase: Phase): boolean =>
  phase === Phase.Declare || phase === Phase.Taker || phase === Phase.SetPieceDefence;

/**
 * NGW-17.4: whether, by what everyone sees, `seat` might play a tactic now: it holds one, and
 * has not played as many this attack as it may (NGW-15.1, NGW-19.7).
 */
function mayHoldPlayable(s: MatchState, seat: Seat): boolean {
  if ((s.tacticUsed[seat] as number) >= (s.powers[seat] as Powers).tacticsPerAttack) return false;
  for (let slot = 0; slot < TACTIC_SLOTS; slot++) if (tacticIn(s, seat, slot) >= 0) return true;
  return false;
}

function fill(s: MatchState, seat: Seat, out: Action[]): number {
  if (s.phase === Phase.Pick) return (s.picked[seat] as number) < 4 ? picks(s, seat, out) : 0;
  if (seat !== decider(s)) return 0;
  switch (s.phase) {
    case Phase.Substitute:
      return substitutions(s, seat, out);
    case Phase.SubstituteIn:
    case Phase.Replace:
      return bench(s, seat, out, 0);
    case Phase.Declare:
      return declarations(s, out);
    case Phase.Defend:
      return answers(s, out);
    case Phase.Target:
      return targets(s, out);
    case Phase.FoulChoice:
      out[0] = CROSSING_CHOICE;
      out[1] = SHOOTING_CHOICE;
      return 2;
    case Phase.Taker:
      return setPieceFootballers(s, seat, false, out);
    case Phase.Header:
      return headers(s, out);
    case Phase.SetPieceDefence:
      return setPieceFootballers(s, seat, true, out);
    default:
      return 0;
  }
}

/** NGW-3.1; NGW-19.3: a place may be left empty only when too few are left to fill the rest. */
function picks(s: MatchState, seat: Seat, out: Action[]): number {
  let n = 0;
  for (let slot = 0; slot < 7; slot++)
    if (s.status[seat * 7 + slot] === Status.Bench) out[n++] = pickSlot(slot);
  if (n < 4 - (s.picked[seat] as number)) out[n++] = EMPTY_PICK;
  return n;
}

/** NGW-11.2: done, or a place not yet changed in this break. */
function substitutions(s: MatchState, seat: Seat, out: Action[]): number {
  let n = 0;
  out[n++] = DONE;
  if (!hasBench(s, seat)) return n;
  for (let place = 0; place < 4; place++)
    if (slotAt(s, seat, place) >= 0 && !((s.subsMask >> place) & 1)) out[n++] = subOut(place);
  return n;
}

/** NGW-11.3: footballers on the bench who may come on, written from `n`. */
function bench(s: MatchState, seat: Seat, out: Action[], n: number): number {
  for (let slot = 0; slot < 7; slot++)
    if (s.status[seat * 7 + slot] === Status.Bench) out[n++] = subIn(slot);
  return n;
}

/**
 * NGW-5, NGW-5.5: by place * 16 + the attacker's filled places (placesFilled), the kinds the
 * table offers from that place whose receiver, if any, is on the pitch. Tabulated because
 * openKinds runs before every declaration.
 */
const KINDS_WITH_RECEIVER: Uint8Array = (() => {
  const table = new Uint8Array(4 * 16);
  for (let place = 0; place < 4; place++)
    for (let filled = 0; filled < 16; filled++)
      for (let kind = 0; kind <= HEADER; kind++) {
        const row = tableRow(place, kind);
        if (row.attack >= 0 && (row.receiver < 0 || (filled >> row.receiver) & 1))
          table[place * 16 + filled] = (table[place * 16 + filled] as number) | (1 << kind);
      }
  return table;
})();

/** The action kinds open to the footballer on the ball, as a mask (NGW-5, NGW-7, NGW-16.2). */
export function openKinds(s: MatchState): number {
  const a = s.attacker;
  let mask = KINDS_WITH_RECEIVER[s.place * 16 + placesFilled(s, a)] as number;
  if (s.beaten) mask &= ~(1 << DRIBBLE); // NGW-7.1
  if (!s.canShoot) mask &= ~(1 << SHOOT); // NGW-5.4
  if (!s.canHead) mask &= ~(1 << HEADER);
  if (s.beaten && s.place < STK) mask |= 1 << MOVE_UP;
  if (s.noRepeat) {
    const barred = (s.lastActs[a * 7 + slotAt(s, a, s.holder)] as number) & 0x7f;
    if ((mask & ~barred) !== 0) mask &= ~barred; // NGW-16.2: lifted if nothing is left
  }
  return mask;
}

function declarations(s: MatchState, out: Action[]): number {
  const a = s.attacker;
  const mask = openKinds(s);
  const speeds = speedSkillKinds(s, a, s.holder, false);
  const slots = playableSlots(s, a, false, s.place);
  let n = 0;
  for (let kind = 0; kind <= HEADER; kind++) {
    if (!((mask >> kind) & 1)) continue;
    const speed = ((speeds >> kind) & 1) === 1;
    for (let t = -1; t < TACTIC_SLOTS; t++) {
      if (t >= 0 && !((slots >> t) & 1 && tacticFits(s, a, t, kind))) continue;
      out[n++] = declareAction(kind, t);
      if (speed) out[n++] = declareAction(kind, t, true);
    }
  }
  if ((mask >> MOVE_UP) & 1) out[n++] = MOVE_UP_ACTION;
  return n;
}

/** NGW-6.3: let it go, defend, defend in a speed battle (a skill), or defend with a tactic. */
function answers(s: MatchState, out: Action[]): number {
  const d = defenderOf(s);
  let n = 0;
  out[n++] = NO_DEFENCE;
  out[n++] = DEFEND;
  if (!s.speed && speedSkill(s, d, tableRow(s.place, s.kind).defender, s.kind, true))
    out[n++] = DEFEND_SPEED;
  const slots = playableSlots(s, d, true, s.place);
  for (let t = 0; t < TACTIC_SLOTS; t++)
    if ((slots >> t) & 1 && tacticFits(s, d, t, s.kind)) out[n++] = defendWith(t);
  return n;
}

function targets(s: MatchState, out: Action[]): number {
  let n = 0;
  for (let place = 0; place < 4; place++)
    if ((s.targetMask >> place) & 1) out[n++] = targetAction(place);
  return n;
}

/** NGW-9.2, NGW-9.3, NGW-9.5: an outfielder (0: nobody), with a set-piece tactic or not. */
function setPieceFootballers(s: MatchState, seat: Seat, defence: boolean, out: Action[]): number {
  const mask = outfieldMask(s, seat) || 1;
  const make = defence ? setPieceDefender : takerAction;
  const slots = playableSlots(s, seat, defence, -1);
  let n = 0;
  for (let t = -1; t < TACTIC_SLOTS; t++) {
    if (t >= 0 && !((slots >> t) & 1 && tacticFits(s, seat, t, s.kind))) continue;
    for (let place = 0; place < 4; place++) if ((mask >> place) & 1) out[n++] = make(place, t);
  }
  return n;
}

function headers(s: MatchState, out: Action[]): number {
  const mask = outfieldMask(s, s.attacker) & ~(1 << s.taker);
  if (mask === 0) {
    out[0] = headerAction(0);
    return 1;
  }
  let n = 0;
  for (let place = 1; place < 4; place++) if ((mask >> place) & 1) out[n++] = headerAction(place);
  return n;
}

const withTactic = (s: MatchState, seat: Seat, t: number): string =>
  t >= 0 ? ` with ${tacticName(tacticIn(s, seat, t))}` : '';

export function actionLabel(s: MatchState, seat: Seat, a: Action): string {
  switch (s.phase) {
    case Phase.Pick:
      if (a === EMPTY_PICK) return `Leave ${POSITIONS[s.picked[seat] ?? 0] ?? '?'} empty`;
      return `Start ${footballerName(s.squad[seat * 7 + a] as number)} at ${POSITIONS[s.picked[seat] ?? 0] ?? '?'}`;
    case Phase.Substitute:
      return a === DONE
        ? 'Done with substitutions'
        : `Take off ${nameAt(s, seat, placeTakenOff(a))} (${POSITIONS[placeTakenOff(a)] ?? '?'})`;
    case Phase.SubstituteIn:
    case Phase.Replace: {
      const place = s.phase === Phase.Replace ? s.replacePlace : s.subOut;
      return `Bring on ${footballerName(s.squad[seat * 7 + slotBroughtOn(a)] as number)} at ${POSITIONS[place] ?? '?'}`;
    }
    case Phase.Declare: {
      if (a === MOVE_UP_ACTION) return `Move ${nameAt(s, seat, s.holder)} up a place`;
      const kind = declaredKind(a);
      const speed = declaredSpeed(a) ? ' as a speed battle' : '';
      return `${COMMANDS[kind] ?? '?'}${aimOf(s, kind)}${speed}${withTactic(s, seat, declaredTactic(a))}`;
    }
    case Phase.Defend:
      if (a === NO_DEFENCE) return 'Do not defend';
      if (a === DEFEND) return 'Defend';
      if (a === DEFEND_SPEED) return 'Defend in a speed battle';
      return `Defend${withTactic(s, seat, answeredTactic(a))}`;
    case Phase.Target:
      return `Target ${nameAt(s, targetIsOpponent(s) ? 1 - seat : seat, targetPlace(a))}`;
    case Phase.FoulChoice:
      return a === CROSSING_CHOICE ? 'Take a crossing free kick' : 'Take a shooting free kick';
    case Phase.Taker: {
      const shooting = s.kind === SHOOTING_FK;
      const who = nameAt(s, seat, setPiecePlace(a, BLOCK.taker));
      const deed =
        who === 'nobody'
          ? `Nobody can ${shooting ? 'shoot' : 'cross'}`
          : `${who} ${shooting ? 'shoots' : 'crosses'}`;
      return `${deed}${withTactic(s, seat, setPieceTactic(a, BLOCK.taker))}`;
    }
    case Phase.Header:
      return `${nameAt(s, seat, headerPlace(a))} heads`;
    case Phase.SetPieceDefence: {
      const what = s.kind === SHOOTING_FK ? 'block' : 'head it away';
      const block = BLOCK.setPieceDefender;
      return `${nameAt(s, seat, setPiecePlace(a, block))} tries to ${what}${withTactic(s, seat, setPieceTactic(a, block))}`;
    }
    default:
      return `Action ${a}`;
  }
}

function targetIsOpponent(s: MatchState): boolean {
  const last = s.played[s.played.length - 1] ?? -1;
  return last >= 0 && (s.tacticRules[last]?.opponent ?? false);
}

/** A legal action as data for a board: what it does, where, and any card it plays. */
export function actionInfo(s: MatchState, seat: Seat, a: Action): ActionInfo {
  const tacticCard = (t: number): { card?: number; cardName?: string } =>
    t >= 0 ? { card: tacticIn(s, seat, t), cardName: tacticName(tacticIn(s, seat, t)) } : {};
  switch (s.phase) {
    case Phase.Pick:
      if (a === EMPTY_PICK) return { kind: 'leave-empty', index: s.picked[seat] };
      return {
        kind: 'pick',
        card: s.squad[seat * 7 + a],
        cardName: footballerName(s.squad[seat * 7 + a] as number),
        index: s.picked[seat],
      };
    case Phase.Substitute:
      return a === DONE ? { kind: 'done' } : { kind: 'sub-out', index: placeTakenOff(a) };
    case Phase.SubstituteIn:
    case Phase.Replace:
      return {
        kind: 'sub-in',
        card: s.squad[seat * 7 + slotBroughtOn(a)],
        cardName: footballerName(s.squad[seat * 7 + slotBroughtOn(a)] as number),
        index: s.phase === Phase.Replace ? s.replacePlace : s.subOut,
      };
    case Phase.Declare: {
      if (a === MOVE_UP_ACTION) return { kind: 'move-up', index: s.place + 1 };
      const kind = declaredKind(a);
      const receiver = tableRow(s.place, kind).receiver;
      return {
        kind: CONTESTS[kind] ?? '?',
        ...(receiver >= 0 ? { index: receiver } : {}),
        ...(declaredSpeed(a) ? { side: 'speed-battle' } : {}),
        ...tacticCard(declaredTactic(a)),
      };
    }
    case Phase.Defend:
      if (a === NO_DEFENCE) return { kind: 'no-defence' };
      if (a === DEFEND_SPEED) return { kind: 'defend', side: 'speed-battle' };
      return { kind: 'defend', ...tacticCard(answeredTactic(a)) };
    case Phase.Target:
      return {
        kind: 'target',
        index: targetPlace(a),
        target: targetIsOpponent(s) ? 1 - seat : seat,
      };
    case Phase.FoulChoice:
      return { kind: 'free-kick', side: a === CROSSING_CHOICE ? 'crossing' : 'shooting' };
    case Phase.Taker:
      return {
        kind: 'taker',
        index: setPiecePlace(a, BLOCK.taker),
        ...tacticCard(setPieceTactic(a, BLOCK.taker)),
      };
    case Phase.Header:
      return { kind: 'header', index: headerPlace(a) };
    default:
      return {
        kind: 'set-piece-defender',
        index: setPiecePlace(a, BLOCK.setPieceDefender),
        ...tacticCard(setPieceTactic(a, BLOCK.setPieceDefender)),
      };
  }
}
