/** Events in words: who did what, with the numbers of every roll (NGW-17.3). */
import type { GameEvent, Seat } from '../../core/game.ts';
import { seatName } from '../../core/seats.ts';
import { footballerName } from './cards.ts';
import { cardAt, type MatchState } from './state.ts';
import { POSITIONS } from './stats.ts';

export function say(kind: string, seat: Seat | undefined, text: string): GameEvent {
  return seat === undefined ? { kind, text } : { kind, text, seat };
}

/** The name of the footballer in a place, e.g. "Erika Falcon", or "nobody". */
export function nameAt(s: MatchState, seat: Seat, place: number): string {
  const card = cardAt(s, seat, place);
  return card < 0 ? 'nobody' : footballerName(card);
}

/** "Seat 2's Erika Falcon (STK)". */
export function whoAt(s: MatchState, seat: Seat, place: number): string {
  return `${seatName(seat)}'s ${nameAt(s, seat, place)} (${POSITIONS[place] ?? '?'})`;
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
  'heads at goal',
  'moves up',
] as const;
export const NOUNS = ['pass', 'throw', 'punt', 'cross', 'dribble', 'shot', 'header'] as const;
export const SET_PIECE_NAMES = [
  'corner',
  'crossing free kick',
  'shooting free kick',
  'penalty',
] as const;
