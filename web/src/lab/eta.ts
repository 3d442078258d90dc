/**
 * The rate of a run and its time left, smoothed so that the estimate settles instead of
 * jumping with every batch of games (14m50s, then 1m07s, then 3m08s). Games arrive in
 * chunks, so the rate between two progress messages swings from a burst to a pause; the
 * rate here is games over time, both summed with weights that halve every HALF_LIFE_MS, which
 * follows the run's real pace and forgets its start. The first sample is only the baseline:
 * the time before it went on starting workers, not on games. A first time left is guessed
 * as soon as one interval is measured, marked rough until MIN_INTERVALS are (issue #37: none
 * was given before three, and a run's first seconds then showed nothing to go by).
 *
 * Pure: every sample brings its own time (the run's clock, `LabProgress.elapsed`).
 */

/** A sample's weight halves every this many milliseconds of newer samples. */
export const HALF_LIFE_MS = 5000;
/** Intervals between samples measured before a time left is no longer rough. */
export const MIN_INTERVALS = 3;

export interface Eta {
  /** The latest sample: games done by `at` ms, or null before any. */
  readonly last: { readonly done: number; readonly at: number } | null;
  /** Weighted games and milliseconds since the baseline, e.g. 812 and 350.5. */
  readonly games: number;
  readonly ms: number;
  /** Intervals measured so far, e.g. 4. */
  readonly intervals: number;
}

export const NO_ETA: Eta = { last: null, games: 0, ms: 0, intervals: 0 };

/** The estimate with one more sample: `done` games by `at` ms. */
export function addSample(eta: Eta, done: number, at: number): Eta {
  const last = eta.last;
  if (!last) return { ...eta, last: { done, at } };
  const span = at - last.at;
  // Messages that carry no time (several at once) are merged into the next one.
  if (span <= 0) return eta;
  const keep = 2 ** (-span / HALF_LIFE_MS);
  return {
    last: { done, at },
    games: eta.games * keep + (done - last.done),
    ms: eta.ms * keep + span,
    intervals: eta.intervals + 1,
  };
}

/** Games per second, smoothed; undefined before the first interval. */
export function gamesPerSecond(eta: Eta): number | undefined {
  return eta.intervals > 0 ? (1000 * eta.games) / eta.ms : undefined;
}

/** Seconds until `total` games are done; undefined before the first interval (or no games yet). */
export function secondsLeft(eta: Eta, total: number): number | undefined {
  const rate = gamesPerSecond(eta);
  if (!rate || !eta.last) return undefined;
  return Math.max(0, total - eta.last.done) / rate;
}

/** Whether a time left is a first guess: fewer than MIN_INTERVALS intervals measured. */
export const rough = (eta: Eta): boolean => eta.intervals < MIN_INTERVALS;
