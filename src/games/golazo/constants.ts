/**
 * Golazo's numbers a board needs, as data with no imports, so that the web reads the game's
 * own (eslint.config.js's WEB_SHARED_VALUES) instead of copying them: facts.ts, which holds
 * zod, and rules.ts take them from here.
 */

/** A seat, counted from 0. */
type Seat = number;

/** GZ-2.4: timer spaces from KO to HT, and to FT. */
export const HALF_TIME = 6;
export const FULL_TIME = 12;

/** GZ-12.1: the team a seat plays for: the Reds (0) are seats 0 and 2, the Blues (1) 1 and 3. */
export const teamOfSeat = (seat: Seat): number => seat % 2;

/** GZ-12.1: the seats of each team, ascending (the game's facts.teams). */
export function golazoTeams(seats: number): Seat[][] {
  const all = Array.from({ length: seats }, (_, seat) => seat);
  return [0, 1].map((team) => all.filter((seat) => teamOfSeat(seat) === team));
}

/** GZ-2.3: the 15 pairs of different targets a keeper may pick, in a fixed order. */
export const SAVE_PAIRS: readonly (readonly [number, number])[] = (() => {
  const pairs: [number, number][] = [];
  for (let a = 0; a < 6; a++) for (let b = a + 1; b < 6; b++) pairs.push([a, b]);
  return pairs;
})();

/** GZ-7.1, GZ-7.2: the targets a save set covers: its pair, or for a long shot the other four. */
export function coveredTargets(longShot: boolean, saveSet: number): number[] {
  const pair = SAVE_PAIRS[saveSet] ?? [-1, -1];
  if (!longShot) return [pair[0], pair[1]];
  return [0, 1, 2, 3, 4, 5].filter((t) => t !== pair[0] && t !== pair[1]);
}
