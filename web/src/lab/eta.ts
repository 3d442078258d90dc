/**
 * The rate of a run and its time left, smoothed so that the estimate settles instead of
 * jumping with every batch of games (14m50s, then 1m07s, then 3m08s). Games arrive in
 * chunks, so the rate between two progress messages swings from a burst to a pause; the
 * rate here is games over time, both summed with weights that halve every HALF_LIFE_MS, which
 * follows the run's real pace and forgets its start. The first sample is only the baseline:
 * the time before it went on starting workers, not on games. No time left is given until the
 * pace has settled: a stretch of WINDOW_MS or more played at its own rate within
 * SETTLED_CHANGE of the smoothed rate as it stood when the stretch began (issue #37: a guess
 * from the first interval said 129 s for a run of 21 s, its workers still warming up; while
 * they speed up, each stretch runs ahead of what came before). Once settled it stays so,
 * following the smoothed rate, so the time left never comes and goes.
 *
 * Pure: every sample brings its own time (the run's clock, `LabProgress.elapsed`).
 */

/** A sample's weight halves every this many milliseconds of newer samples. */
export const HALF_LIFE_MS = 5000;
/** The shortest stretch whose own rate is set against the smoothed one (bursts even out). */
export const WINDOW_MS = 1000;
/** How near, as a share, a stretch's rate must come to the smoothed rate to settle the pace. */
export const SETTLED_CHANGE = 0.2;

export interface Eta {
  /** The latest sample: games done by `at` ms, or null before any. */
  readonly last: { readonly done: number; readonly at: number } | null;
  /** Weighted games and milliseconds since the baseline, e.g. 812 and 350.5. */
  readonly games: number;
  readonly ms: number;
  /** Intervals measured so far, e.g. 4. */
  readonly intervals: number;
  /**
   * Where the stretch being measured began (the baseline at first), with the smoothed rate
   * then in games a millisecond (null at the baseline: nothing before it).
   */
  readonly since: { readonly done: number; readonly at: number; readonly rate: number | null };
  /** Whether the pace has settled (see above): a time left may be told from then on. */
  readonly settled: boolean;
}

export const NO_ETA: Eta = {
  last: null,
  games: 0,
  ms: 0,
  intervals: 0,
  since: { done: 0, at: 0, rate: null },
  settled: false,
};

/** The estimate with one more sample: `done` games by `at` ms. */
export function addSample(eta: Eta, done: number, at: number): Eta {
  const last = eta.last;
  if (!last) return { ...eta, last: { done, at }, since: { done, at, rate: null } };
  const span = at - last.at;
  // Messages that carry no time (several at once) are merged into the next one.
  if (span <= 0) return eta;
  const keep = 2 ** (-span / HALF_LIFE_MS);
  const games = eta.games * keep + (done - last.done);
  const ms = eta.ms * keep + span;
  const since = eta.since;
  const stretch = at - since.at;
  if (stretch < WINDOW_MS || eta.settled)
    return { ...eta, last: { done, at }, games, ms, intervals: eta.intervals + 1, since };
  // A stretch measured: did it keep the pace known when it began? Then a new stretch.
  const own = (done - since.done) / stretch;
  const before = since.rate;
  return {
    last: { done, at },
    games,
    ms,
    intervals: eta.intervals + 1,
    since: { done, at, rate: games / ms },
    settled: before !== null && own > 0 && Math.abs(own - before) <= SETTLED_CHANGE * own,
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
