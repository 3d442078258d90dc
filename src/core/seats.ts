import type { Seat } from './game.ts';

/** The name a seat goes by when nobody has named it: 'Seat 1' for seat 0. */
export function seatName(seat: Seat): string {
  return `Seat ${seat + 1}`;
}

/**
 * Places from scores where higher is better, ties sharing a place and the next place
 * skipping over them (competition ranking): scores [3, 5, 3] give places [2, 1, 2].
 */
export function placesFromScores(scores: readonly number[]): number[] {
  return scores.map((score) => 1 + scores.filter((other) => other > score).length);
}
