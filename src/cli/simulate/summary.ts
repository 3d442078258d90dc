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
import type { Tally } from './tally.ts';

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
  /** The action bound of an endless game; absent for a game that always ends. */
  readonly endlessBound?: number;
}

export function summarize(setup: SimulationSetup, tally: Tally): SimulationSummary {
  const { games, finished } = tally;
  const { endlessBound, ...head } = setup;
  return {
    ...head,
    games,
    wins: tally.seats.map((s) => s.wins),
    draws: tally.seats.map((s) => s.draws),
    losses: tally.seats.map((s) => s.losses),
    drawnGames: tally.drawnGames,
    meanScore: tally.seats.map((s) => s.scoreSum / finished),
    scoreDistribution: tally.seats.map((s) => [...s.scores].sort(([a], [b]) => a - b)),
    meanLength: tally.lengthSum / games,
    minLength: tally.minLength,
    maxLength: tally.maxLength,
    ...(tally.teams.some((t) => t.seats.length > 1)
      ? {
          teams: tally.teams.map(({ seats, wins, draws, losses }) => ({
            seats,
            wins,
            draws,
            losses,
          })),
        }
      : {}),
    ...(endlessBound === undefined
      ? {}
      : { bound: { actions: endlessBound, reached: tally.stopped } }),
  };
}
