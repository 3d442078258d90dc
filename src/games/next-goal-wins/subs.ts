/** Substitutions at the start of an attack (NGW-11). */
import type { GameEvent } from '../../core/game.ts';
import { beginPlay, defenceBreak, openBreak } from './flow.ts';
import { Phase, Status, slotAt, type MatchState } from './state.ts';
import { say, sideName, whoAt } from './words.ts';

/** Takes the footballer in `place` off; who comes on is asked next. */
export function substituteOut(s: MatchState, place: number): void {
  s.subOut = place;
  s.phase = Phase.SubstituteIn;
}

/** NGW-11.1: the footballer in `slot` comes on for the one in `subOut`, into its place. */
export function substituteIn(s: MatchState, slot: number, events?: GameEvent[]): void {
  const seat = s.subSeat;
  const off = slotAt(s, seat, s.subOut);
  if (events) events.push(say('substitution', seat, `${whoAt(s, seat, s.subOut)} goes off.`));
  s.status[seat * 7 + off] = Status.Bench;
  s.status[seat * 7 + slot] = Status.Pitch;
  s.seen[seat * 7 + slot] = 1;
  s.lineup[seat * 4 + s.subOut] = slot;
  s.subsMask |= 1 << s.subOut; // NGW-11.2
  if (events) events.push(say('substitution', seat, `${whoAt(s, seat, s.subOut)} comes on.`));
  s.phase = Phase.Substitute;
}

/** The side in the break is done; NGW-19.5: the defending side's break may follow. */
export function doneSubstituting(s: MatchState, events?: GameEvent[]): void {
  if (events && s.subsMask === 0)
    events.push(say('substitution', s.subSeat, `${sideName(s, s.subSeat)} makes no substitution.`));
  if (s.subSeat === s.attacker && defenceBreak(s)) openBreak(s, 1 - s.attacker);
  else beginPlay(s, events);
}
