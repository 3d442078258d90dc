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

/** One seat's rolls in view, newest first, and whether they come from the round before. */
export interface SeatRolls {
  readonly rolls: readonly SeatRoll[];
  /** True when the seat has not rolled yet this round: these are its last round's rolls. */
  readonly lastRound: boolean;
}

/**
 * Each seat's latest `keep` rolls, newest first. A new round (GK-8.1) deals every die out
 * again, so a seat's rolls of the round in play replace its earlier ones; until the seat rolls
 * in the new round, its last round's rolls stay in view, marked as such, so that the roll that
 * ended a round (often a quick bot's, or your own) can still be read.
 */
export function rollsBySeat(log: readonly GameEvent[], seats: number, keep = 3): SeatRolls[] {
  const thisRound = Array.from({ length: seats }, (): SeatRoll[] => []);
  const lastRound = Array.from({ length: seats }, (): SeatRoll[] => []);
  let roundsBack = 0;
  for (let index = log.length - 1; index >= 0 && roundsBack < 2; index--) {
    if (log[index]?.kind === ROUND_START) {
      roundsBack++;
      continue;
    }
    const found = rollAt(log, index);
    const list = found ? (roundsBack === 0 ? thisRound : lastRound)[found.seat] : undefined;
    if (found && list && list.length < keep) list.push(found);
  }
  return thisRound.map((rolls, seat) =>
    rolls.length > 0
      ? { rolls, lastRound: false }
      : { rolls: lastRound[seat] ?? [], lastRound: true },
  );
}

function rollAt(log: readonly GameEvent[], index: number): SeatRoll | null {
  const event = log[index];
  if (event?.kind !== 'roll' || event.seat === undefined) return null;
  const roll = rollFromData(event.data);
  return roll ? { index, seat: event.seat, roll } : null;
}
