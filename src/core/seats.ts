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
  // Plain loops: every finished game of a simulation or a lab run computes its outcome here,
  // and map with filter built an array per seat.
  const count = scores.length;
  const places = new Array<number>(count);
  for (let seat = 0; seat < count; seat++) {
    const score = scores[seat] as number;
    let place = 1;
    for (let other = 0; other < count; other++) if ((scores[other] as number) > score) place++;
    places[seat] = place;
  }
  return places;
}
