/**
 * For the competitions' tests and benches: a running competition, a field of entrants, a
 * played table and a bye as fixtures, built one way (the tests of the tables format, the
 * bracket, the fixtures and bench/competitions.ts each built them by hand).
 */
import type { Competition, Entrant, Fixture, Format, Settings } from './competition.ts';
import { tableFixture, tablesBye } from './next-round.ts';

/**
 * A running competition `id` (its seed too) of `format` between `entrants`, with `fixtures`
 * paired so far; its settings those every test leaves alone (goalkeepers, one leg, open, 60 s
 * a decision) unless `settings` says, e.g. `runningCompetition('knockout', fieldOf(8), [], { legs: 2 })`.
 */
export function runningCompetition(
  format: Format,
  entrants: readonly Entrant[],
  fixtures: readonly Fixture[] = [],
  settings: Partial<Settings> = {},
  id = 'cup',
): Competition {
  return {
    row: {
      id,
      name: id,
      host: 'h',
      hostName: 'H',
      settings: {
        ...{ game: 'goalkeepers', options: {}, format, rounds: 3, legs: 1, rated: false },
        ...{ entry: 'open', minEntrants: 2, maxEntrants: 64, botLevel: 'easy', turnSeconds: 60 },
        ...settings,
      },
      status: 'running',
      seed: id,
      startsAt: null,
      createdAt: 0,
      startedAt: 0,
      finishedAt: null,
    },
    entrants,
    fixtures,
  };
}

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

/** A played table of round `round` (as the draw makes it): its players by seat and their places, scores 0. */
export const playedTable = (
  round: number,
  index: number,
  players: readonly string[],
  places: readonly number[],
): Fixture => ({
  ...tableFixture(round, index, players),
  tableId: `t${String(round)}-${String(index)}`,
  result: { scores: places.map(() => 0), places },
});

/** `player`'s bye of a tables round (as the draw makes it), at `index` among its fixtures. */
export const byeOf = (round: number, index: number, player: string): Fixture => ({
  ...tablesBye(round, index, player),
  tableId: null,
  result: null,
});
