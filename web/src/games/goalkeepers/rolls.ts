/**
 * The rolls in the table's log, by player: the board keeps each player's latest rolls in view
 * so that a roll stays readable after the next player (often a quick bot) has rolled.
 */
import type { GameEvent } from '../../protocol.ts';
import { rollFromData, type RollCounts } from './view.ts';

/** The engine's event kind that opens a new round. */
const ROUND_START = 'round-start';

export interface SeatRoll {
  /** The roll event's place in the log, e.g. 42: a new roll has a higher one. */
  readonly index: number;
  /** Who rolled, e.g. 1. */
  readonly seat: number;
  readonly roll: RollCounts;
}

/** The last roll in the log, or null before the first. */
export function lastRoll(log: readonly GameEvent[]): SeatRoll | null {
  for (let index = log.length - 1; index >= 0; index--) {
    const found = rollAt(log, index);
    if (found) return found;
  }
  return null;
}

/**
 * Each seat's latest `keep` rolls of the round in play, newest first, e.g. [[Ana's last, Ana's
 * one before], [Bo's]]. A new round (GK-8.1) starts them afresh: every die is dealt out again,
 * so the last round's rolls say nothing about this one.
 */
export function rollsBySeat(log: readonly GameEvent[], seats: number, keep = 3): SeatRoll[][] {
  const bySeat = Array.from({ length: seats }, (): SeatRoll[] => []);
  for (let index = log.length - 1; index >= 0; index--) {
    if (log[index]?.kind === ROUND_START) break;
    const found = rollAt(log, index);
    const list = found ? bySeat[found.seat] : undefined;
    if (found && list && list.length < keep) list.push(found);
  }
  return bySeat;
}

function rollAt(log: readonly GameEvent[], index: number): SeatRoll | null {
  const event = log[index];
  if (event?.kind !== 'roll' || event.seat === undefined) return null;
  const roll = rollFromData(event.data);
  return roll ? { index, seat: event.seat, roll } : null;
}
