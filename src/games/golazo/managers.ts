/**
 * The Managers expansion (GZ-13.3–GZ-13.6): the choice of managers and their single-use
 * abilities, each played in its own team's decision, so none needs a response window.
 */
import type { GameEvent } from '../../core/game.ts';
import { seatRef } from '../../core/seat-words.ts';
import { COUNTERS_PER_TEAM, NONE, START, counterOf } from './board.ts';
import { finishMovesNow, keyEventOf } from './rules.ts';
import { Phase, attackers, dutySeat, placeAt, type GolazoState } from './state.ts';
import { ABILITY_TEXTS, MANAGERS } from './vocabulary.ts';

type Events = GameEvent[] | undefined;

export const Ability = {
  ExtraLegs: 0,
  Press: 1,
  Reroll: 2,
  PickYourSpot: 3,
  TargetMan: 4,
  Sniper: 5,
  SuperSub: 6,
  FreeKick: 7,
} as const;
export const ABILITY_COUNT = ABILITY_TEXTS.length;
export const MANAGER_COUNT = MANAGERS.length;

/** GZ-13.3: whether `manager` is still free for the team picking now. */
export function managerFree(s: GolazoState, manager: number): boolean {
  return s.managers[1 - s.actingTeam] !== manager;
}

/** GZ-13.3: the Reds pick, then the Blues; then the start roll. */
export function pickManager(s: GolazoState, manager: number, events: Events): void {
  const t = s.actingTeam;
  s.managers[t] = manager;
  const seat = dutySeat(s, t);
  events?.push({
    kind: 'manager',
    seat,
    text: `${seatRef(seat)} appoints ${MANAGERS[manager]?.name ?? ''}.`,
    data: { manager },
  });
  if (t === 0) s.actingTeam = 1;
  else s.phase = Phase.Start;
}

/** The team whose decision it is, where an ability may be played (GZ-13.5). */
function deciding(s: GolazoState): number {
  if (s.phase === Phase.Moves) return s.mover;
  if (s.phase === Phase.KeyEvent) return attackers(s);
  if (s.phase === Phase.Clearance) return s.actingTeam;
  return NONE;
}

/** GZ-13.6: the lowest shirt of `t` sent off whose starting space is free, or -1. */
function substitute(s: GolazoState, t: number): number {
  for (let shirt = 2; shirt <= COUNTERS_PER_TEAM; shirt++) {
    const counter = counterOf(t, shirt);
    if (s.cellOf[counter] === NONE && s.pieceAt[START[counter] as number] === NONE) return counter;
  }
  return NONE;
}

/** GZ-13.4, GZ-13.5: whether the deciding team may play `ability` now. */
export function abilityPlayable(s: GolazoState, ability: number): boolean {
  const t = deciding(s);
  if (t === NONE) return false;
  const manager = s.managers[t] as number;
  if (manager === NONE || ((s.used[t] as number) >> ability) % 2 === 1) return false;
  const abilities: readonly number[] | undefined = MANAGERS[manager]?.abilities;
  if (abilities?.includes(ability) !== true) return false;
  const moves = s.phase === Phase.Moves;
  switch (ability) {
    case Ability.ExtraLegs:
      return moves;
    case Ability.Press:
      return moves && !s.canTackle && s.carrier !== NONE && attackers(s) !== t;
    case Ability.Reroll:
      return moves && s.fresh;
    case Ability.PickYourSpot:
      return s.phase === Phase.Clearance;
    case Ability.TargetMan:
      return s.phase === Phase.KeyEvent && keyEventOf(s) === 2 && s.extraDice === 0;
    case Ability.Sniper:
      return s.phase === Phase.KeyEvent && keyEventOf(s) < 2 && !s.retake;
    case Ability.SuperSub:
      return moves && substitute(s, t) !== NONE;
    default:
      return moves && attackers(s) === t && !s.freePass;
  }
}

/** GZ-13.5: plays `ability` for the deciding team; Re-roll's face (0–5) is `face`, or drawn when -1. */
export function playAbility(s: GolazoState, ability: number, events: Events, face = NONE): void {
  const t = deciding(s);
  s.used[t] = (s.used[t] as number) | (1 << ability);
  const seat = dutySeat(s, t);
  events?.push({
    kind: 'ability',
    seat,
    text: `${seatRef(seat)} uses ${ABILITY_TEXTS[ability]?.name ?? ''}.`,
    data: { ability },
  });
  switch (ability) {
    case Ability.ExtraLegs:
      s.movesLeft += 2;
      return;
    case Ability.Press:
      s.canTackle = true;
      return;
    case Ability.Reroll:
      reroll(s, face === NONE ? s.rng.int(6) : face, events);
      return;
    case Ability.PickYourSpot:
      s.phase = Phase.Choose;
      return;
    case Ability.TargetMan:
      s.extraDice = 1;
      return;
    case Ability.Sniper:
      s.retake = true;
      return;
    case Ability.SuperSub: {
      const counter = substitute(s, t);
      placeAt(s, counter, START[counter] as number);
      return;
    }
    default:
      s.freePass = true;
  }
}

/** GZ-13.5 Re-roll: the moves a face (0–5) of the team's die gives: a G (Golazo die), none. */
export const rerollMoves = (classic: boolean, face: number): number =>
  classic || face < 5 ? face + 1 : 0;

/** GZ-13.5 Re-roll: the team's die again (a classic one in stoppage time) shows `face` (0–5). */
function reroll(s: GolazoState, face: number, events: Events): void {
  s.movesLeft = rerollMoves(s.classic, face);
  s.fresh = false;
  events?.push({
    kind: 'roll',
    seat: dutySeat(s, s.mover),
    text: `${seatRef(dutySeat(s, s.mover))} rolls again: ${s.movesLeft} move${s.movesLeft === 1 ? '' : 's'}.`,
    data: { faces: [s.movesLeft] },
  });
  if (s.movesLeft === 0) finishMovesNow(s, events);
}
