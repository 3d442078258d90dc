/** Events in words: who did what, with the numbers of every roll (NGW-17.3). */
import type { GameEvent, Seat } from '../../core/game.ts';
import { seatRef } from '../../core/seat-words.ts';
import { footballerName } from './cards.ts';
import { cardAt, type MatchState } from './state.ts';
import { DRIBBLE, GK, POSITIONS, STK, tableRow } from './stats.ts';

/** NGW-19.4: a side by its season seat's placeholder, e.g. "{seat:2}"; in one match seats 0 and 1. */
export function sideName(s: MatchState, seat: Seat): string {
  return seatRef(s.seats[seat] ?? seat);
}

export function say(kind: string, seat: Seat | undefined, text: string): GameEvent {
  return seat === undefined ? { kind, text } : { kind, text, seat };
}

/** The name of the footballer in a place, e.g. "Erika Falcon", or "nobody". */
export function nameAt(s: MatchState, seat: Seat, place: number): string {
  const card = cardAt(s, seat, place);
  return card < 0 ? 'nobody' : footballerName(card);
}

/** "{seat:1}'s Erika Falcon (STK)", shown "Bo's Erika Falcon (STK)". */
export function whoAt(s: MatchState, seat: Seat, place: number): string {
  return `${sideName(s, seat)}'s ${nameAt(s, seat, place)} (${POSITIONS[place] ?? '?'})`;
}

/** "5 + 4 + 2 = 11" from a stat, dice and a bonus; a speed battle shows the die alone. */
export function sum(parts: readonly number[]): string {
  const shown = parts.filter((p, i) => i === 0 || p !== 0);
  const total = parts.reduce((a, b) => a + b, 0);
  return shown.length === 1 ? `${total}` : `${shown.join(' + ')} = ${total}`;
}

export const VERBS = [
  'passes',
  'throws',
  'punts',
  'crosses',
  'dribbles',
  'shoots',
  'heads',
  'moves up',
] as const;
export const NOUNS = ['pass', 'throw', 'punt', 'cross', 'dribble', 'shot', 'header'] as const;

/** Imperatives for labels: "Shoot", "Dribble". */
export const COMMANDS = ['Pass', 'Throw', 'Punt', 'Cross', 'Dribble', 'Shoot', 'Head'] as const;

/** Where a declared action goes or whom it beats: " to Erika Falcon (STK)", " at Bruno 'El' Toro". */
export function aimOf(s: MatchState, kind: number): string {
  const row = tableRow(s.place, kind);
  if (row.receiver >= 0)
    return ` to ${nameAt(s, s.attacker, row.receiver)} (${POSITIONS[row.receiver] ?? '?'})`;
  if (kind === DRIBBLE && s.place !== STK)
    return ` past ${nameAt(s, 1 - s.attacker, row.defender)}`;
  return row.defender === GK ? ` at ${nameAt(s, 1 - s.attacker, GK)}` : '';
}
