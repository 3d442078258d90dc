/**
 * Games of three or more seats, and team games: the Weng-Lin Bayesian model with Plackett-Luce
 * rankings (the openskill package), on the displayed scale of the two-sided ratings. openskill's
 * defaults (μ 25, σ 25/3, β 25/6, τ 25/300) times 60 start a player at lichess's 1500 ± 500;
 * the model depends only on differences of μ and on ratios of σ and β, so its numbers are the
 * library's defaults times 60 (weng-lin.test.ts checks this parity). The rating is μ and the
 * deviation σ, held to lichess's bounds; volatility is Glicko-2's and passes through unchanged.
 */
import { createRequire } from 'node:module';
import type * as Openskill from 'openskill';
import { bounded, LICHESS, type Rating, type RatingSettings } from './rating.ts';
import { weighted } from './weight.ts';

/**
 * openskill's `rate`, loaded when first needed: the package pulls in ramda (about 370 modules,
 * 0.35 CPU-s), which every server start paid for before, while most processes rate no game for
 * a long while, or never (a restart is a failover's pause). The server loads it with
 * loadOpenskill before it rates; other callers (the bench, the calibration) load it at their
 * first call.
 */
let rateLoaded: typeof Openskill.rate | undefined;
function rate(...args: Parameters<typeof Openskill.rate>): ReturnType<typeof Openskill.rate> {
  rateLoaded ??= (createRequire(import.meta.url)('openskill') as typeof Openskill).rate;
  return rateLoaded(...args);
}

let loading: Promise<void> | undefined;

/**
 * Loads openskill as a module graph, file by file, so that a serving thread's first rating does
 * not stop every table of the process while some 370 modules are read and compiled in one go.
 */
export function loadOpenskill(): Promise<void> {
  loading ??= import('openskill').then((openskill) => {
    rateLoaded ??= openskill.rate;
  });
  return loading;
}

/** openskill's default scale times this gives the displayed scale, 60 (25 × 60 = 1500). */
export const WENG_LIN_SCALE = 60;

/** openskill's options on the displayed scale: μ 1500, σ 500, β 250, τ 5. */
export const WENG_LIN_OPTIONS = {
  mu: 25 * WENG_LIN_SCALE,
  sigma: (25 / 3) * WENG_LIN_SCALE,
  beta: (25 / 6) * WENG_LIN_SCALE,
  tau: (25 / 300) * WENG_LIN_SCALE,
} as const;

export interface FieldGame {
  /** Each seat's players (one for a lone player, more for a team), in seat order. */
  readonly seats: readonly (readonly Rating[])[];
  /** Each seat's place, 1 the best, equal places tied, e.g. [2, 1, 3]. */
  readonly places: readonly number[];
  /** Each seat's offset in displayed points (seatOffsets). Default 0s. */
  readonly offsets?: readonly number[];
  /** How much the game counts for each player, by seat then player, e.g. [[1], [0.5], [1]]. */
  readonly weights?: readonly (readonly number[])[];
}

/**
 * Every player's rating after the game, by seat then player, e.g. three new players placed
 * [1, 2, 3]: 1672.14 ± 492.31, 1543.04 ± 483.49, 1284.82 ± 483.49.
 */
export function rateField(
  { seats, places, offsets, weights }: FieldGame,
  settings: RatingSettings = LICHESS,
): Rating[][] {
  // A team's strength is the sum of its players' μ, so a seat's offset is shared among them.
  const shift = (seat: number, size: number): number => (offsets?.[seat] ?? 0) / size;
  const teams = seats.map((team, seat) =>
    team.map((p) => ({ mu: p.rating + shift(seat, team.length), sigma: p.deviation })),
  );
  const rated = rate(teams, { ...WENG_LIN_OPTIONS, rank: [...places] });
  return seats.map((team, seat) =>
    team.map((before, i) => {
      const after = rated[seat]?.[i];
      if (!after) throw new Error(`openskill returned no rating for seat ${seat}, player ${i}.`);
      const full: Rating = {
        rating: after.mu - shift(seat, team.length),
        deviation: after.sigma,
        volatility: before.volatility,
      };
      return bounded(before, weighted(before, full, weights?.[seat]?.[i] ?? 1), settings);
    }),
  );
}
