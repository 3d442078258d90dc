/**
 * What `matchday simulate --json` prints: one object, the same bytes for the same seed.
 *
 * Per-seat fields are arrays in seat order. A seat wins when it finishes first while some
 * seat finishes lower (partners win together); a game is drawn when every seat shares first
 * place: `draws` counts those per seat, `drawnGames` in all.
 * `scoreDistribution[seat]` lists [score, games] pairs in ascending order of score.
 * A game that plays in teams (GameFacts.teams, some team of more than one seat) adds `teams`:
 * each team's seats and results, teammates sharing one. An endless game (GameFacts.endless)
 * adds `bound`: its action bound and how many games reached it, stopped there without an
 * outcome; results, draws and scores count the finished games only (`games - bound.reached`),
 * game lengths every game.
 */
import type { Seat } from '../../core/game.ts';
import { summarize as countSummary, type Pairs } from '../../lab/counts.ts';
import type { LabTally, ResultTally } from '../../lab/tally.ts';

export interface TeamSummary {
  /** The team's seats, counted from 0, e.g. [0, 2]. */
  readonly seats: readonly Seat[];
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
}

export interface SimulationSummary {
  readonly game: string;
  readonly options: unknown;
  readonly seed: string;
  readonly games: number;
  readonly seats: readonly string[];
  readonly wins: readonly number[];
  readonly draws: readonly number[];
  readonly losses: readonly number[];
  readonly drawnGames: number;
  readonly meanScore: readonly number[];
  readonly scoreDistribution: readonly (readonly [score: number, games: number][])[];
  readonly meanLength: number;
  readonly minLength: number;
  readonly maxLength: number;
  readonly teams?: readonly TeamSummary[];
  readonly bound?: { readonly actions: number; readonly reached: number };
}

export interface SimulationSetup {
  readonly game: string;
  readonly options: unknown;
  readonly seed: string;
  readonly seats: readonly string[];
  /** The game's teams at this seat count, e.g. [[0, 2], [1, 3]]; [] or absent without. */
  readonly teams?: readonly (readonly Seat[])[];
  /** The action bound of an endless game; absent for a game that always ends. */
  readonly endlessBound?: number;
}

/** The simulation's counts (the lab's tally: see lab/tally.ts) as `matchday simulate` prints them. */
export function summarize(setup: SimulationSetup, tally: LabTally): SimulationSummary {
  const { games, stopped } = tally;
  const { endlessBound, teams = [], ...head } = setup;
  const lengths = countSummary(tally.decisions);
  return {
    ...head,
    games,
    wins: tally.seats.map((s) => s.wins),
    draws: tally.seats.map((s) => s.draws),
    losses: tally.seats.map((s) => s.losses),
    drawnGames: tally.drawnGames,
    meanScore: tally.scores.map((pairs) => scoreSum(pairs) / (games - stopped)),
    scoreDistribution: tally.scores,
    meanLength: lengths.mean,
    minLength: games > 0 ? lengths.min : Infinity,
    maxLength: games > 0 ? lengths.max : 0,
    ...(teams.some((seats) => seats.length > 1)
      ? { teams: teams.map((seats, i) => teamSummary(seats, tally.teams[i])) }
      : {}),
    ...(endlessBound === undefined ? {} : { bound: { actions: endlessBound, reached: stopped } }),
  };
}

function teamSummary(seats: readonly Seat[], results: ResultTally | undefined): TeamSummary {
  const { wins = 0, draws = 0, losses = 0 } = results ?? {};
  return { seats, wins, draws, losses };
}

function scoreSum(pairs: Pairs): number {
  let sum = 0;
  for (const [score, games] of pairs) sum += score * games;
  return sum;
}
