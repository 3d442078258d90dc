/**
 * SS-3.1: who plays for whom, as data with no imports, so that the board reads the game's own
 * teams (eslint.config.js's WEB_SHARED_VALUES) instead of working them out again.
 */

/** A seat, counted from 0. */
type Seat = number;

/** SS-3.1: wizards 0 and 1 play for team 0, 2 and 3 for team 1. */
export const teamOfWizard = (wizard: number): number => (wizard < 2 ? 0 : 1);

/**
 * SS-3.1: which seat controls each wizard: 2 seats one team each, 3 seats one alone against a
 * pair (SS-3.2), 4 seats one each.
 */
export function controllers(seats: number): readonly Seat[] {
  return seats === 2 ? [0, 0, 1, 1] : seats === 3 ? [0, 0, 1, 2] : [0, 2, 1, 3];
}

/** SS-3.1: the seats of each team, ascending (the game's facts.teams). */
export function teamSeats(seats: number): readonly (readonly Seat[])[] {
  return seats === 2
    ? [[0], [1]]
    : seats === 3
      ? [[0], [1, 2]]
      : [
          [0, 2],
          [1, 3],
        ];
}

/** The team `seat` plays for (an index into teamSeats), e.g. seat 2 of 3 → 1. */
export const teamOfSeat = (seats: number, seat: Seat): number =>
  teamSeats(seats).findIndex((team) => team.includes(seat));
