/** Words about a table: seat names in the engine's sentences, places, durations. */
import { fillSeats } from '../../../src/core/seat-words.ts';
import type { SeatSummary } from '../protocol.ts';

/**
 * The engines name seats by placeholder (src/core/seat-words.ts); the table knows what the
 * players called them, e.g. '{seat:1} rolls.' → 'Bo rolls.'.
 */
export function nameSeats(text: string, seats: readonly SeatSummary[]): string {
  return fillSeats(text, (seat) => seatLabel(seats, seat));
}

export function seatLabel(seats: readonly SeatSummary[], seat: number): string {
  return seats[seat]?.name ?? `Seat ${seat + 1}`;
}

/** 1 → '1st', 2 → '2nd', 11 → '11th'. */
export function ordinal(place: number): string {
  const tens = place % 100;
  if (tens >= 11 && tens <= 13) return `${place}th`;
  return `${place}${['th', 'st', 'nd', 'rd'][place % 10] ?? 'th'}`;
}

/** Seconds left as 'm:ss', e.g. 83 → '1:23'. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
