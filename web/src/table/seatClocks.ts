/** Every person's real-time clock (issue #35) as this device shows it. */
import type { TableSummary, TableUpdate } from '../protocol.ts';

export type SeatClock = NonNullable<TableSummary['clocks']>[number];

/** A clock to show: the seat, its seconds left, and whether it is running. */
export interface ShownClock {
  readonly seat: number;
  readonly seconds: number;
  readonly running: boolean;
}

/**
 * How far ahead this device's clock is of the server's (ms), from the update's timer: the
 * server sent `msLeft` when its own clock said `deadline - msLeft`, and the update `arrived`
 * then on ours. 0 without a timer.
 */
export function clockOffset(timer: TableUpdate['timer'], arrived: number): number {
  return timer ? arrived - (timer.deadline - timer.msLeft) : 0;
}

/**
 * The clocks at `now` (this device's ms): a waiting seat shows its bank; a deciding one counts
 * down to its deadline, moved onto this device's clock by `offset`, never below 0.
 */
export function shownClocks(
  clocks: readonly SeatClock[],
  offset: number,
  now: number,
): ShownClock[] {
  return clocks.map(({ seat, bankMs, deadline }) =>
    deadline === null
      ? { seat, seconds: bankMs / 1000, running: false }
      : { seat, seconds: Math.max(0, deadline + offset - now) / 1000, running: true },
  );
}

/** The clocks the create form offers, e.g. 5 min + 3 s a move. */
export const CLOCK_PRESETS: readonly { baseSeconds: number; incrementSeconds: number }[] = [
  { baseSeconds: 180, incrementSeconds: 2 },
  { baseSeconds: 300, incrementSeconds: 3 },
  { baseSeconds: 600, incrementSeconds: 5 },
  { baseSeconds: 900, incrementSeconds: 10 },
];

/** A table setting's words, e.g. '5 min + 3 s a move'. */
export function clockWords(clock: { baseSeconds: number; incrementSeconds: number }): string {
  const { baseSeconds, incrementSeconds } = clock;
  const base =
    baseSeconds % 60 === 0 ? `${String(baseSeconds / 60)} min` : `${String(baseSeconds)} s`;
  return incrementSeconds === 0 ? base : `${base} + ${String(incrementSeconds)} s a move`;
}
