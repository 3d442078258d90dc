/**
 * A player's rating on the displayed scale (lichess's Glicko-2 numbers): what the issue calls
 * a rating, its deviation and its volatility. Every model in this folder reads and writes it.
 */
export interface Rating {
  /** The displayed rating, e.g. 1500. */
  readonly rating: number;
  /** Its deviation, one standard deviation in rating points, e.g. 500 for a new player. */
  readonly deviation: number;
  /** How erratic the player's results are (Glicko-2's sigma), e.g. 0.09. */
  readonly volatility: number;
}

/**
 * lichess's Glicko-2 settings (lila, modules/rating/src/main/Glicko.scala, read 2026-11): new
 * players start at 1500 ± 500 with volatility 0.09; τ is 0.75; the deviation stays within
 * 45–500, the volatility at most 0.1 and the rating at least 400; a game moves a rating by at
 * most 700 points; the deviation grows with 0.21436 rating periods per day without games
 * (chosen so that 60 becomes 110 in a year); a deviation of 110 or more is provisional.
 */
export const LICHESS = {
  start: { rating: 1500, deviation: 500, volatility: 0.09 },
  tau: 0.75,
  minDeviation: 45,
  maxDeviation: 500,
  maxVolatility: 0.1,
  minRating: 400,
  maxChange: 700,
  periodsPerDay: 0.21436,
  provisionalDeviation: 110,
} as const;

/** The settings every update takes, e.g. LICHESS. */
export type RatingSettings = {
  readonly [K in keyof typeof LICHESS]: K extends 'start' ? Rating : number;
};

/** A new player's rating, e.g. { rating: 1500, deviation: 500, volatility: 0.09 }. */
export function newRating(settings: RatingSettings = LICHESS): Rating {
  return settings.start;
}

/** `value` held within [low, high], e.g. clamp(520, 45, 500) = 500. */
export function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

/**
 * lichess's bounds on a rated game's outcome: the deviation within its caps, the volatility at
 * most its cap, the rating's move at most `maxChange` and the rating never below `minRating`,
 * e.g. a 900-point jump from 1500 lands on 2200.
 */
export function bounded(before: Rating, after: Rating, settings: RatingSettings = LICHESS): Rating {
  const change = clamp(after.rating - before.rating, -settings.maxChange, settings.maxChange);
  return {
    rating: Math.max(settings.minRating, before.rating + change),
    deviation: clamp(after.deviation, settings.minDeviation, settings.maxDeviation),
    volatility: Math.min(settings.maxVolatility, after.volatility),
  };
}
