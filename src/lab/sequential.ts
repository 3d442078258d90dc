/**
 * The sequential stop (`matchday lab --compare … --until-decided`): instead of a fixed number
 * of games, play in looks and stop as soon as the paired difference between variants is
 * established (different from 0) or shown negligible (within ±margin), at a stated confidence.
 *
 * The test is a group-sequential design on the paired per-game difference (docs/lab.md):
 * - K looks at equal steps of the largest number of games (information fractions t = k / K);
 * - alpha is spent with the Lan–DeMets O'Brien–Fleming-type function
 *   α(t) = 2 − 2 Φ(z(1 − α/2) / √t), which spends almost nothing at the first looks (where few
 *   games make the normal approximation shaky) and keeps the last look close to a fixed run's;
 * - at look k the increment α(t_k) − α(t_{k−1}) is spent as a two-sided test of 0 ("different")
 *   and, with the same spending, as two one-sided tests of ±margin ("negligible", TOST). A union
 *   bound over the looks keeps either error at most α: conservative, never above the level.
 * Pure arithmetic on the paired Moments, so the web page and the CLI stop at the same look.
 */
import { addMoments, emptyMoments, type Interval, type Moments } from './stats.ts';

export interface SequentialPlan {
  /** The paired metric decided on, e.g. 'Seat 1 win rate' (paired.ts names). */
  readonly metric: string;
  /** A difference smaller than this in size counts as negligible, e.g. 0.02 (2 points). */
  readonly margin: number;
  /** Each error's level, e.g. 0.05 (95% confidence). */
  readonly alpha: number;
  /** Looks at the data, e.g. 10. */
  readonly looks: number;
  /** Games per variant at the last look: the most the test may play. */
  readonly maxGames: number;
}

export type SequentialDecision = 'different' | 'negligible' | 'undecided';

export interface SequentialLook {
  /** Games per variant at this look. */
  readonly games: number;
  /** Per variant after the first: the mean difference and its interval at this look's level. */
  readonly differences: readonly Interval[];
  /** The two-sided normal bound this look's spent alpha gives, e.g. 4.33 at the first of 10. */
  readonly bound: number;
  readonly decision: SequentialDecision;
}

/** What `--until-decided` found: the report's `sequential` field. */
export interface SequentialReport {
  readonly plan: SequentialPlan;
  readonly method: string;
  /** Games per variant it took. */
  readonly games: number;
  readonly decision: SequentialDecision;
  readonly looks: readonly SequentialLook[];
}

/**
 * Each error's level for a confidence given as a share, e.g. 0.95 → 0.05: rounded to 9 decimals,
 * so that `--confidence 0.95` and the Lab page's 95% give the very same plan (1 − 0.95 is
 * 0.050000000000000044 in floating point).
 */
export function alphaOf(confidence: number): number {
  return Math.round((1 - confidence) * 1e9) / 1e9;
}

export const SEQUENTIAL_METHOD =
  "group-sequential, O'Brien-Fleming-type alpha spending (Lan-DeMets), union bound over looks; negligible by two one-sided tests";

/** The standard normal distribution function (Abramowitz–Stegun 7.1.26 via erf, |error| < 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-x * x);
  return z >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

/** The standard normal quantile (Acklam's rational approximation, relative error < 1.2e-9). */
export function normalQuantile(p: number): number {
  if (p <= 0) return -Infinity;
  if (p >= 1) return Infinity;
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
    2.506628277459239,
  ];
  const b = [
    -54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972,
    -13.28068155288572,
  ];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734,
    4.374664141464968, 2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const low = 0.02425;
  const [a0, a1, a2, a3, a4, a5] = a as [number, number, number, number, number, number];
  const [b0, b1, b2, b3, b4] = b as [number, number, number, number, number];
  const [c0, c1, c2, c3, c4, c5] = c as [number, number, number, number, number, number];
  const [d0, d1, d2, d3] = d as [number, number, number, number];
  if (p < low) {
    const q = Math.sqrt(-2 * Math.log(p));
    return (
      (((((c0 * q + c1) * q + c2) * q + c3) * q + c4) * q + c5) /
      ((((d0 * q + d1) * q + d2) * q + d3) * q + 1)
    );
  }
  if (p > 1 - low) return -normalQuantile(1 - p);
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((a0 * r + a1) * r + a2) * r + a3) * r + a4) * r + a5) * q) /
    (((((b0 * r + b1) * r + b2) * r + b3) * r + b4) * r + 1)
  );
}

/** The O'Brien–Fleming-type spending function: alpha spent by information fraction t. */
export function spentAlpha(alpha: number, t: number): number {
  if (t <= 0) return 0;
  return Math.min(alpha, 2 - 2 * normalCdf(normalQuantile(1 - alpha / 2) / Math.sqrt(t)));
}

/** Games per variant at each look, whole arrangements of `step` games (seats, when rotated). */
export function lookGames(plan: SequentialPlan, step = 1): number[] {
  const units = Math.max(1, Math.ceil(plan.maxGames / step));
  const looks = Math.min(plan.looks, units);
  const games: number[] = [];
  for (let k = 1; k <= looks; k++) {
    const n = Math.ceil((units * k) / looks) * step;
    if (n > (games.at(-1) ?? 0)) games.push(n);
  }
  return games;
}

/** This look's alpha increment and the two-sided and one-sided normal bounds it gives. */
function lookBounds(plan: SequentialPlan, look: number, looks: number): [number, number] {
  const spent = spentAlpha(plan.alpha, look / looks) - spentAlpha(plan.alpha, (look - 1) / looks);
  return [normalQuantile(1 - spent / 2), normalQuantile(1 - spent)];
}

/**
 * The decision at look `look` (1-based) of `looks`, from each compared variant's paired
 * moments of the decided metric: 'different' when some variant's difference from the first
 * passes the two-sided bound, 'negligible' when every variant's is shown within ±margin, else
 * 'undecided' (the last look says 'undecided' when neither held: the games ran out).
 */
export function judgeLook(
  plan: SequentialPlan,
  look: number,
  looks: number,
  moments: readonly Moments[],
): SequentialLook {
  const [bound, oneSided] = lookBounds(plan, look, looks);
  let different = false;
  let negligible = moments.length > 0;
  const differences: Interval[] = [];
  for (const m of moments) {
    const n = m.n;
    const mean = n > 0 ? m.sum / n : NaN;
    const variance = n > 1 ? Math.max(0, (m.sumSquares - n * mean * mean) / (n - 1)) : Infinity;
    const se = Math.sqrt(variance / n);
    // Identical games in both variants (se 0, mean 0): no difference, and none can show.
    if (se > 0 ? Math.abs(mean) / se > bound : mean !== 0) different = true;
    if (!(mean - oneSided * se > -plan.margin && mean + oneSided * se < plan.margin))
      negligible = false;
    differences.push({ value: mean, low: mean - bound * se, high: mean + bound * se });
  }
  const decision: SequentialDecision = different
    ? 'different'
    : negligible
      ? 'negligible'
      : 'undecided';
  return { games: moments[0]?.n ?? 0, differences, bound, decision };
}

/**
 * Runs the test over batches: `play(from, to)` plays games from..to of every variant and gives
 * each compared variant's paired moments of the metric for those games. Stops at the first
 * look that decides. `onLook` hears of every look as it is judged, with the number of looks
 * scheduled (a page draws the test as it goes).
 */
export async function runSequential(
  plan: SequentialPlan,
  step: number,
  play: (from: number, to: number) => Promise<readonly Moments[]>,
  onLook?: (look: SequentialLook, scheduled: number) => void,
): Promise<SequentialReport> {
  const schedule = lookGames(plan, step);
  const looks: SequentialLook[] = [];
  let totals: Moments[] = [];
  let from = 0;
  for (const [i, to] of schedule.entries()) {
    const batch = await play(from, to);
    if (totals.length === 0) totals = batch.map(() => emptyMoments());
    batch.forEach((m, v) => {
      addMoments(totals[v] as Moments, m);
    });
    from = to;
    const look = judgeLook(plan, i + 1, schedule.length, totals);
    looks.push(look);
    onLook?.(look, schedule.length);
    if (look.decision !== 'undecided') break;
  }
  const last = looks.at(-1);
  return {
    plan,
    method: SEQUENTIAL_METHOD,
    games: from,
    decision: last?.decision ?? 'undecided',
    looks,
  };
}
