/**
 * The lab's seats: `--seats bot:random,bot:heuristic`, the same seat list as `simulate` takes.
 * The lab's older form stays accepted, since scripts use it: `--seats N` (a count) with
 * `--bots random,heuristic` (one bot for every seat, or one per seat).
 */
import { fail } from '../failure.ts';
import { HUMAN } from './seats.ts';
import { parseCount } from './count.ts';

export interface LabSeats {
  /** The seat count when given as a number; otherwise the lab counts the bots. */
  readonly seats?: number;
  /** Bots in seat order, or one for every seat, e.g. ['bot:random', 'bot:heuristic']. */
  readonly bots: readonly string[];
}

const DEFAULT_BOT = 'random';

export function parseLabSeats(seats: string | undefined, bots: string | undefined): LabSeats {
  const botList = bots?.split(',').map((b) => b.trim()) ?? [DEFAULT_BOT];
  if (seats === undefined || /^\s*\d+\s*$/.test(seats)) {
    return {
      ...(seats === undefined ? {} : { seats: parseCount(seats, '--seats') }),
      bots: botList,
    };
  }
  if (bots !== undefined) {
    fail(
      `--seats ${seats} names the bots already; leave out --bots (the older form is --seats N --bots list).`,
    );
  }
  const list = seats.split(',').map((d) => d.trim());
  const person = list.indexOf(HUMAN);
  if (person >= 0) fail(`The lab plays bots only; seat ${person + 1} is '${HUMAN}'.`);
  return { bots: list };
}
