/**
 * Teams, read from a game's facts: a game without `teams` has every seat on a team of its own,
 * so platform code can speak of teams for every game alike.
 */
import type { AnyGame, Seat } from './game.ts';

/** The teams of a game at a seat count, e.g. [[0, 2], [1, 3]]; one team per seat by default. */
export function teamsOf(game: AnyGame, seats: number): readonly (readonly Seat[])[] {
  return game.facts.teams?.(seats) ?? Array.from({ length: seats }, (_, seat) => [seat]);
}

/** Each seat's team index, e.g. [0, 1, 0, 1] for [[0, 2], [1, 3]]. */
export function teamIndex(teams: readonly (readonly Seat[])[], seats: number): number[] {
  const index = new Array<number>(seats).fill(-1);
  teams.forEach((members, team) => {
    for (const seat of members) index[seat] = team;
  });
  return index;
}

/** Whether `a` and `b` play on one team (a seat is its own teammate). */
export function teammates(teams: readonly (readonly Seat[])[], a: Seat, b: Seat): boolean {
  return a === b || teams.some((members) => members.includes(a) && members.includes(b));
}
