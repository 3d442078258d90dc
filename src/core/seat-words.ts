/**
 * Seats in an engine's words. An engine never writes a seat's name: in its events, labels and
 * descriptions it writes `seatRef(seat)`, a placeholder that whoever shows the words fills
 * with the name the seat goes by there (`fillSeats`): the web with the players' names at the
 * table, the CLI and transcripts with the record's seat names ('Seat 2' unless named).
 * Nobody has to find names in finished sentences again, and a player called 'Seat 3' or
 * '{seat:0}' is named as they chose. Data and two small functions only: the web imports it.
 */
import type { Seat } from './game.ts';

/** A placeholder's shape in a regular expression, capturing the seat (from 0), e.g. '{seat:1}'. */
export const SEAT_REF_PATTERN = String.raw`\{seat:(\d+)\}`;

const SEAT_REFS = new RegExp(SEAT_REF_PATTERN, 'g');

/** The placeholder for `seat` in an engine's words: '{seat:1}' for seat 1, shown 'Seat 2' by default. */
export function seatRef(seat: Seat): string {
  return `{seat:${seat}}`;
}

/**
 * `text` with every seat placeholder replaced by `nameOf(seat)` and nothing else changed; a
 * name is put in as it is, never read for placeholders again.
 */
export function fillSeats(text: string, nameOf: (seat: Seat) => string): string {
  return text.replace(SEAT_REFS, (_, seat: string) => nameOf(Number(seat)));
}
