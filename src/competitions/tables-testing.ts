/**
 * For the tables format's tests and bench: a field of entrants and a played table as a
 * fixture, built one way (tables.test.ts, tables-apart.test.ts and tables-bench.ts each built
 * them by hand).
 */
import type { Entrant, Fixture } from './competition.ts';

/** An entrant named `player`, e.g. entrant('a', 1800). */
export const entrant = (player: string, rating = 1500): Entrant => ({
  player,
  name: player,
  rating,
  joinedAt: 0,
  withdrawnAt: null,
});

/** `count` entrants p0, p1 … rated 1500, 1501 …, e.g. a field of 64. */
export const fieldOf = (count: number): Entrant[] =>
  Array.from({ length: count }, (_, i) => entrant(`p${String(i)}`, 1500 + i));

/** A played table of round `round`: its players by seat and their places, scores 0. */
export function playedTable(
  round: number,
  index: number,
  players: readonly string[],
  places: readonly number[],
): Fixture {
  const [first = '', second = null, ...others] = players;
  return {
    round,
    index,
    stage: round,
    tie: index,
    first,
    second,
    others,
    tableId: `t${String(round)}-${String(index)}`,
    result: { scores: places.map(() => 0), places },
  };
}
