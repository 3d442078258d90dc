/**
 * What `matchday simulate --json` prints: one object, the same bytes for the same seed.
 *
 * Per-seat fields are arrays in seat order. A seat wins when it finishes first while some
 * seat finishes lower (partners win together); a game is drawn when every seat shares first
 * place: `draws` counts those per seat, `drawnGames` in all.
 * `scoreDistribution[seat]` lists [score, games] pairs in ascending order of score.
 */
import type { Tally } from './tally.ts';

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
}

export interface SimulationSetup {
  readonly game: string;
  readonly options: unknown;
  readonly seed: string;
  readonly seats: readonly string[];
}

export function summarize(setup: SimulationSetup, tally: Tally): SimulationSummary {
  const { games } = tally;
  return {
    ...setup,
    games,
    wins: tally.seats.map((s) => s.wins),
    draws: tally.seats.map((s) => s.draws),
    losses: tally.seats.map((s) => s.losses),
    drawnGames: tally.drawnGames,
    meanScore: tally.seats.map((s) => s.scoreSum / games),
    scoreDistribution: tally.seats.map((s) => [...s.scores].sort(([a], [b]) => a - b)),
    meanLength: tally.lengthSum / games,
    minLength: tally.minLength,
    maxLength: tally.maxLength,
  };
}
