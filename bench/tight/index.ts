/**
 * The hand-written tight loops the benchmark compares engines with, by game id. A game
 * without one is still measured through the protocol; it just gets no ratio.
 */
import type { Rng } from '../../src/core/rng.ts';
import type { GameId } from '../../src/games/registry.ts';
import { playGoalkeepers } from './goalkeepers.ts';

/** Plays one full game with uniformly random choices on `rng`; returns its number of actions. */
export type TightLoop = (seats: number, rng: Rng) => number;

export const TIGHT_LOOPS: Readonly<Partial<Record<GameId, TightLoop>>> = {
  // GK-2.2: the default of 3 rounds, as the engine's default options.
  goalkeepers: (seats, rng) => playGoalkeepers(seats, 3, rng, rng),
};

/** The plain reference workload every row of the benchmark is also compared with. */
export const BASELINE: TightLoop = (seats, rng) => playGoalkeepers(seats, 3, rng, rng);
