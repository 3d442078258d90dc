/**
 * NGW-22: the match order. Everyone meets everyone once, one match per seat per round. For 4,
 * 5 and 6 seats the rulebook prints the order and we keep it exactly; for 2 and 3 seats the
 * order is the obvious round-robin. The first seat named in a pairing is side 0 of the match.
 */

/** One match of the league: two seats, side 0 first. */
export type Pairing = readonly [number, number];
/** Rounds of matches, played in the order listed. */
export type Schedule = readonly (readonly Pairing[])[];

/** The printed tables, with players counted from 1 as the booklet does. */
const PRINTED: Readonly<Record<number, readonly (readonly (readonly [number, number])[])[]>> = {
  2: [[[1, 2]]],
  3: [[[1, 2]], [[1, 3]], [[2, 3]]],
  4: [
    [
      [1, 2],
      [3, 4],
    ],
    [
      [1, 3],
      [2, 4],
    ],
    [
      [1, 4],
      [2, 3],
    ],
  ],
  5: [
    [
      [1, 4],
      [2, 3],
    ],
    [
      [1, 2],
      [4, 5],
    ],
    [
      [1, 3],
      [2, 5],
    ],
    [
      [2, 4],
      [3, 5],
    ],
    [
      [1, 5],
      [3, 4],
    ],
  ],
  6: [
    [
      [1, 4],
      [2, 5],
      [3, 6],
    ],
    [
      [3, 4],
      [1, 2],
      [5, 6],
    ],
    [
      [2, 4],
      [1, 6],
      [3, 5],
    ],
    [
      [2, 6],
      [1, 3],
      [4, 5],
    ],
    [
      [1, 5],
      [2, 3],
      [4, 6],
    ],
  ],
};

/** The schedule for `seats` players (2 to 6), seats counted from 0. */
export function scheduleFor(seats: number): Schedule {
  const printed = PRINTED[seats];
  if (!printed) throw new Error(`Next Goal Wins has no match order for ${seats} seats`);
  return printed.map((round) => round.map(([a, b]) => [a - 1, b - 1] as const));
}

/** The schedule as one list of matches in playing order, with each match's round. */
export interface Fixture {
  readonly round: number;
  readonly home: number;
  readonly away: number;
}

const FIXTURES = new Map<number, readonly Fixture[]>();

/** The fixtures of a season of `seats`, computed once per seat count. */
export function fixturesFor(seats: number): readonly Fixture[] {
  let fixtures = FIXTURES.get(seats);
  if (!fixtures) {
    fixtures = Object.freeze(
      scheduleFor(seats).flatMap((pairs, round) =>
        pairs.map(([home, away]) => Object.freeze({ round, home, away })),
      ),
    );
    FIXTURES.set(seats, fixtures);
  }
  return fixtures;
}

/** Seats that play no match in a round (NGW-22.3), ascending. */
export function sittingOut(schedule: Schedule, round: number, seats: number): number[] {
  const playing = new Set((schedule[round] ?? []).flat());
  return Array.from({ length: seats }, (_, s) => s).filter((s) => !playing.has(s));
}
