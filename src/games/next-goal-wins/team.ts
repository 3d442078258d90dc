/**
 * Reading a team: effective stats with out-of-position penalties and match-long changes
 * (NGW-13, NGW-15.3), skills in position (NGW-14), the bench. Nothing here changes the state.
 */
import type { Seat } from '../../core/game.ts';
import { CLAUSES, EFFECTIVE, Effect, POSITION_OF, type Clause } from './cards.ts';
import { Status, slotAt, type MatchState } from './state.ts';
import { STAT_COUNT } from './stats.ts';

const NO_CLAUSES: readonly Clause[] = [];

/**
 * The stat the footballer in `place` of `seat` brings, never below 1; 0 when the place is
 * empty (NGW-9.5).
 */
export function statOf(s: MatchState, seat: Seat, place: number, stat: number): number {
  const slot = slotAt(s, seat, place);
  if (slot < 0) return 0;
  const card = s.squad[seat * 7 + slot] as number;
  const value =
    (EFFECTIVE[(card * 4 + place) * STAT_COUNT + stat] as number) +
    (s.mods[(seat * 7 + slot) * STAT_COUNT + stat] as number);
  return value < 1 ? 1 : value;
}

/** A set piece's outfielder stat: place 0 stands for nobody (NGW-9.5). */
export const outfielderStat = (s: MatchState, seat: Seat, place: number, stat: number): number =>
  place === 0 ? 0 : statOf(s, seat, place, stat);

/** Bit 0 behind, 1 level, 2 ahead: `seat`'s score against its opponent's. */
export function scoreBand(s: MatchState, seat: Seat): number {
  const diff = (s.goals[seat] as number) - (s.goals[1 - seat] as number);
  return diff < 0 ? 1 : diff === 0 ? 2 : 4;
}

/** Whether clause `c` of a footballer of `seat` applies to contest `kind` at this score. */
const applies = (s: MatchState, seat: Seat, c: Clause, kind: number, defending: boolean): boolean =>
  c.defending === defending &&
  ((c.kinds >> kind) & 1) === 1 &&
  (c.score & scoreBand(s, seat)) !== 0;

/** NGW-13.1, NGW-14.1: the skill clauses of the footballer in `place`, when in position. */
export function clausesAt(s: MatchState, seat: Seat, place: number): readonly Clause[] {
  const slot = slotAt(s, seat, place);
  if (slot < 0) return NO_CLAUSES;
  const card = s.squad[seat * 7 + slot] as number;
  return POSITION_OF[card] === place ? (CLAUSES[card] ?? NO_CLAUSES) : NO_CLAUSES;
}

/** Whether a skill lets that footballer turn a contest over `kind` into a speed battle. */
export function speedSkill(
  s: MatchState,
  seat: Seat,
  place: number,
  kind: number,
  defending: boolean,
): boolean {
  for (const c of clausesAt(s, seat, place))
    if (c.effect === Effect.SpeedBattle && applies(s, seat, c, kind, defending)) return true;
  return false;
}

/** The action kinds (as a mask) over which that footballer's skill offers a speed battle. */
export function speedSkillKinds(
  s: MatchState,
  seat: Seat,
  place: number,
  defending: boolean,
): number {
  let mask = 0;
  for (const c of clausesAt(s, seat, place))
    if (
      c.effect === Effect.SpeedBattle &&
      c.defending === defending &&
      (c.score & scoreBand(s, seat)) !== 0
    )
      mask |= c.kinds;
  return mask;
}

/** NGW-14.2: whether a skill of that footballer rolls two dice and keeps the higher. */
export function skillAdvantage(
  s: MatchState,
  seat: Seat,
  place: number,
  kind: number,
  defending: boolean,
): boolean {
  for (const c of clausesAt(s, seat, place))
    if (c.effect === Effect.Advantage && applies(s, seat, c, kind, defending)) return true;
  return false;
}

/** NGW-14.2: whether the attacker's skill turns a tie over `kind` into a foul on it. */
export function skillTieFoul(s: MatchState, kind: number): boolean {
  for (const c of clausesAt(s, s.attacker, s.holder))
    if (c.effect === Effect.TieFoul && applies(s, s.attacker, c, kind, false)) return true;
  return false;
}

/** The bonus its skills add to its total in a contest over `kind`. */
export function skillBonus(
  s: MatchState,
  seat: Seat,
  place: number,
  kind: number,
  defending: boolean,
): number {
  let bonus = 0;
  for (const c of clausesAt(s, seat, place))
    if (c.effect === Effect.Bonus && applies(s, seat, c, kind, defending)) bonus += c.amount;
  return bonus;
}

/**
 * Whether the attacker's action succeeds without a contest by its skill (NGW-14.4): a
 * `succeed` clause with no die, whose `after` condition (if any) holds.
 */
export function skillSucceeds(s: MatchState, kind: number, first: boolean): boolean {
  for (const c of clausesAt(s, s.attacker, s.holder)) {
    if (c.effect !== Effect.Succeed || c.dice !== 0 || !applies(s, s.attacker, c, kind, false))
      continue;
    if (c.after === 0 || (first && s.wonWith >= 0 && (c.after >> s.wonWith) & 1)) return true;
  }
  return false;
}

/** The effect a die-conditioned clause fires for this face, or -1 (NGW-14.2). */
export function dieEffect(
  s: MatchState,
  seat: Seat,
  place: number,
  kind: number,
  defending: boolean,
  die: number,
): number {
  for (const c of clausesAt(s, seat, place))
    if (c.dice !== 0 && applies(s, seat, c, kind, defending) && (c.dice >> die) & 1)
      return c.effect;
  return -1;
}

/** Whether `seat` has a footballer on the bench who may come on (NGW-11.3). */
export function hasBench(s: MatchState, seat: Seat): boolean {
  for (let slot = 0; slot < 7; slot++) if (s.status[seat * 7 + slot] === Status.Bench) return true;
  return false;
}

/** The lowest filled place of `seat`, or -1 when nobody is on the pitch. */
export function lowestFilled(s: MatchState, seat: Seat): number {
  for (let place = 0; place < 4; place++) if (slotAt(s, seat, place) >= 0) return place;
  return -1;
}

/** Filled places (GK to STK) as a mask over places, e.g. 0b1011: nobody at MID. */
export function placesFilled(s: MatchState, seat: Seat): number {
  let mask = 0;
  for (let place = 0; place < 4; place++) if (slotAt(s, seat, place) >= 0) mask |= 1 << place;
  return mask;
}

/** Filled outfield places (DEF, MID, STK) as a mask over places. */
export function outfieldMask(s: MatchState, seat: Seat): number {
  let mask = 0;
  for (let place = 1; place < 4; place++) if (slotAt(s, seat, place) >= 0) mask |= 1 << place;
  return mask;
}
