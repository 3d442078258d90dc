/** Fouls and set pieces (NGW-9): corners, crossing and shooting free kicks, penalties. */
import type { GameEvent } from '../../core/game.ts';
import { abilityBonus } from './abilities.ts';
import { TacticEffect, type CompiledTactic } from './cards.ts';
import { scoreGoal, toKeeper } from './flow.ts';
import { PENALTY, Phase, Resume, slotAt, type MatchState } from './state.ts';
import {
  BLO,
  CAT,
  CORNER,
  CRO,
  CROSSING_FK,
  DEF,
  GK,
  HEA,
  HEADER,
  SAV,
  SHO,
  SHOOTING_FK,
} from './stats.ts';
import { modify, playTactic } from './tactics.ts';
import { outfielderStat, skillBonus, statOf } from './team.ts';
import { nameAt, say, sideName, sum } from './words.ts';
import { SET_PIECE_NAMES } from './vocabulary.ts';

/** NGW-9.1: the free kick a foul gives, by the place of the fouled footballer. */
export function awardFoul(s: MatchState, events?: GameEvent[]): void {
  if (s.foulPlace <= DEF) award(s, CROSSING_FK, events);
  else s.phase = Phase.FoulChoice;
}

/** NGW-9.1: the attacker's choice for a fouled MID or STK. */
export function chooseFreeKick(s: MatchState, shooting: boolean, events?: GameEvent[]): void {
  award(s, shooting ? SHOOTING_FK : CROSSING_FK, events);
}

const setPieceName = (kind: number): string => SET_PIECE_NAMES[kind - CORNER] ?? '?';

/** Gives the attacker a set piece: CORNER, CROSSING_FK, SHOOTING_FK or PENALTY. */
export function award(s: MatchState, kind: number, events?: GameEvent[]): void {
  s.kind = kind;
  s.speed = false;
  s.atkBonus = 0;
  s.defBonus = 0;
  s.taker = 0;
  s.header = 0;
  s.defPick = 0;
  if (events)
    events.push(
      say('set-piece', s.attacker, `${sideName(s, s.attacker)} is given a ${setPieceName(kind)}.`),
    );
  if (kind === PENALTY) rollSetPiece(s, events);
  else s.phase = Phase.Taker;
}

/** NGW-9.2, NGW-9.3: the crosser or shooter (0: nobody), with an attack tactic or none (-1). */
export function chooseTaker(
  s: MatchState,
  place: number,
  tactic: number,
  events?: GameEvent[],
): void {
  s.taker = place;
  if (events) {
    const role = s.kind === SHOOTING_FK ? 'shoots' : 'crosses';
    events.push(say('taker', s.attacker, `${nameAt(s, s.attacker, place)} ${role}.`));
  }
  if (tactic >= 0 && !setPieceTactic(s, s.attacker, tactic, Resume.Taker, events)) return;
  afterTaker(s);
}

export function afterTaker(s: MatchState): void {
  s.phase = s.kind === SHOOTING_FK ? Phase.SetPieceDefence : Phase.Header;
}

export function chooseHeader(s: MatchState, place: number, events?: GameEvent[]): void {
  s.header = place;
  if (events)
    events.push(say('taker', s.attacker, `${nameAt(s, s.attacker, place)} goes up to head it.`));
  s.phase = Phase.SetPieceDefence;
}

/** The defender's outfielder (0: nobody), with a defence tactic or none (-1). */
export function chooseSetPieceDefender(
  s: MatchState,
  place: number,
  tactic: number,
  events?: GameEvent[],
): void {
  s.defPick = place;
  const d = 1 - s.attacker;
  if (events) {
    const role = s.kind === SHOOTING_FK ? 'blocks' : 'challenges in the air';
    events.push(say('taker', d, `${nameAt(s, d, place)} ${role}.`));
  }
  if (tactic >= 0 && !setPieceTactic(s, d, tactic, Resume.SetPiece, events)) return;
  rollSetPiece(s, events);
}

/** Plays a set-piece tactic (bonus or modify, NGW-15.3); false when a target must be chosen. */
function setPieceTactic(
  s: MatchState,
  seat: number,
  slot: number,
  resume: number,
  events?: GameEvent[],
): boolean {
  const id = playTactic(s, seat, slot, events);
  const t = s.tacticRules[id] as CompiledTactic;
  if (t.effect === TacticEffect.Bonus) {
    if (seat === s.attacker) s.atkBonus += t.amount;
    else s.defBonus += t.amount;
    return true;
  }
  return modify(s, seat, id, resume, events);
}

/** The set-piece skill bonus of the outfielder in `place` (0: nobody) of `seat`. */
function takingPart(s: MatchState, seat: number, place: number): number {
  return place === 0 ? 0 : skillBonus(s, seat, place, s.kind, seat !== s.attacker);
}

/** NGW-9.6, NGW-4.5: with no keeper, the ball goes to whoever the next attack begins with. */
const saved = (s: MatchState): string =>
  slotAt(s, 1 - s.attacker, GK) >= 0 ? 'The keeper gathers it.' : 'It is cleared: no keeper.';

export function rollSetPiece(s: MatchState, events?: GameEvent[]): void {
  const a1 = 1 + s.rng.int(6);
  const a2 = s.kind === SHOOTING_FK ? 1 + s.rng.int(6) : 0;
  resolveSetPiece(s, a1, a2, 1 + s.rng.int(6), events);
}

/**
 * NGW-9.2 to NGW-9.6 with given dice (`a2` only for a shooting free kick). Exported so tests
 * can script the dice.
 */
export function resolveSetPiece(
  s: MatchState,
  a1: number,
  a2: number,
  d: number,
  events?: GameEvent[],
): void {
  const a = s.attacker;
  const df = 1 - a;
  let attack: readonly number[];
  let defence: readonly number[];
  if (s.kind === PENALTY) {
    attack = [a1];
    defence = [d];
  } else {
    // NGW-14.1: skills that name this set piece, of those taking part; NGW-19.8: the
    // managers' bonuses. Both join the tactics' bonuses.
    const crossing = s.kind !== SHOOTING_FK;
    const aBonus =
      s.atkBonus +
      abilityBonus(s, a, s.kind, true) +
      takingPart(s, a, s.taker) +
      (crossing ? takingPart(s, a, s.header) : 0);
    const dBonus =
      s.defBonus +
      abilityBonus(s, df, s.kind, false) +
      skillBonus(s, df, GK, s.kind, true) +
      takingPart(s, df, s.defPick);
    if (s.kind === SHOOTING_FK) {
      attack = [outfielderStat(s, a, s.taker, SHO), a1, a2, aBonus];
      defence = [statOf(s, df, GK, SAV), outfielderStat(s, df, s.defPick, BLO), d, dBonus];
    } else {
      attack = [
        outfielderStat(s, a, s.taker, CRO),
        outfielderStat(s, a, s.header, HEA),
        a1,
        aBonus,
      ];
      defence = [statOf(s, df, GK, CAT), outfielderStat(s, df, s.defPick, HEA), d, dBonus];
    }
  }
  let at = 0;
  let dt = 0;
  for (const x of attack) at += x;
  for (const x of defence) dt += x;
  const verdict = at > dt ? 'GOAL!' : at < dt ? saved(s) : 'Tied: a corner.';
  if (events) {
    events.push({
      kind: 'roll',
      seat: a,
      text: `${sideName(s, a)}'s ${setPieceName(s.kind)}: ${sum(attack)} against ${sum(defence)}. ${verdict}`,
      data: {
        setPiece: setPieceName(s.kind),
        dice: s.kind === SHOOTING_FK ? [a1, a2, d] : [a1, d],
        totals: [at, dt],
      },
    });
  }
  if (at > dt) scoreGoal(s, events);
  // The keeper holds it; a stopped corner or crossing free kick counts as a caught header (NGW-14.4).
  else if (at < dt) toKeeper(s, events, s.kind === SHOOTING_FK || s.kind === PENALTY ? -1 : HEADER);
  else award(s, CORNER, events);
}
