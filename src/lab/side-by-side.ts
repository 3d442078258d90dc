/**
 * The variants side by side (issue #36): each metric a rule change may move beyond win rates
 * (length, draws, score, seat 1's head-to-head share, lead changes, the moment of decision), per
 * variant with its 95% interval. The terminal's lines (text.ts sideBySideLines) and the figure
 * (figures.ts SideBySideFigure) are both made from these rows, so they show the same numbers.
 */
import type { Pairs } from './counts.ts';
import { seedWilson, type SideBySideFigure } from './figures.ts';
import { sampledPerSeed, seedsNote, type LabReport, type VariantReport } from './report.ts';
import { meanInterval, momentsOf, perSeedMoments, type Interval } from './stats.ts';

/** One metric of the side by side, e.g. 'Decisions per game', and how its values read. */
export interface SideBySideMetric {
  readonly metric: string;
  /** The terminal's column, e.g. 'decisions'. */
  readonly column: string;
  /** 'share' (0–1, shown as a per cent), 'percent' (already 0–100) or 'mean'. */
  readonly unit: 'share' | 'percent' | 'mean';
  /** Each variant's value with its interval, or null where the variant did not measure it. */
  readonly values: readonly (Interval | null)[];
}

/**
 * The mean of a histogram with its normal 95% interval; `perSeed`: games played on each seed,
 * whose interval then counts seeds (stats.ts perSeedMoments).
 */
export function pairsInterval(pairs: Pairs, perSeed = 1): Interval {
  return meanInterval(perSeedMoments(momentsOf(pairs), perSeed));
}

/** Finished games: the stopped ones of an endless game have no outcome. */
function finished(v: VariantReport): number {
  return v.games - (v.bound?.reached ?? 0);
}

/** `perSeed`: games played on each seed, `seats` in a rotated run (report.ts perSeedOf). */
type Reader = (v: VariantReport, perSeed: number) => Interval | null;

/** Games of one seed in the variant's judged sample (report.ts sampledPerSeed). */
const sampled = (v: VariantReport, perSeed: number): number =>
  sampledPerSeed(perSeed, v.shape?.every ?? 1);

const METRICS: readonly [string, string, SideBySideMetric['unit'], Reader][] = [
  ['Decisions per game', 'decisions', 'mean', (v, k) => pairsInterval(v.decisions.pairs, k)],
  ['Turns per game', 'turns', 'mean', (v, k) => pairsInterval(v.turns.pairs, k)],
  ['Drawn games', 'draws', 'share', (v, k) => seedWilson(v.drawnGames, finished(v), k)],
  ['Total score per game', 'score/game', 'mean', (v, k) => pairsInterval(v.totalScore.pairs, k)],
  // Its interval counts seeds already (report.ts seatReport).
  ['Seat 1 head-to-head share', 'seat 1 h2h', 'share', (v) => v.seats[0]?.field ?? null],
  [
    'Lead changes per game',
    'lead chg',
    'mean',
    (v, k) =>
      v.shape?.leadChanges ? pairsInterval(v.shape.leadChanges.pairs, sampled(v, k)) : null,
  ],
  [
    'Decided at (% of the game)',
    'decided at',
    'percent',
    (v, k) => (v.shape?.decided ? pairsInterval(v.shape.decided.pairs, sampled(v, k)) : null),
  ],
];

/** Games played on each seed of the report's run: `seats` when rotated (report.ts perSeedOf). */
const perSeedOfReport = (report: LabReport): number => (report.rotate ? report.seats : 1);

/** The side by side's metrics, in the terminal's column order; empty with one variant. */
export function sideBySideMetrics(report: LabReport): SideBySideMetric[] {
  if (report.variants.length < 2) return [];
  return METRICS.map(([metric, column, unit, read]) => ({
    metric,
    column,
    unit,
    values: report.variants.map((v) => read(v, perSeedOfReport(report))),
  }));
}

/** The side by side as a figure: a panel per metric measured, a row per variant. */
export function sideBySideFigure(report: LabReport): SideBySideFigure | undefined {
  const metrics = sideBySideMetrics(report);
  if (metrics.length === 0) return undefined;
  const rows = metrics.flatMap((m) =>
    m.values.flatMap((value, v) =>
      value && Number.isFinite(value.value)
        ? [
            {
              metric: m.metric,
              unit: m.unit,
              label: report.variants[v]?.label ?? `Variant ${v + 1}`,
              value: value.value,
              // An unbounded interval (a single game) is drawn as the dot alone.
              low: Number.isFinite(value.low) ? value.low : value.value,
              high: Number.isFinite(value.high) ? value.high : value.value,
            },
          ]
        : [],
    ),
  );
  return {
    kind: 'sideBySide',
    id: 'side-by-side',
    title: 'The variants side by side',
    note: `Each panel one metric, each row one variant: its mean per game (or share) with a 95% interval. Variants are played on the same seeds; the paired differences below are the sharper test of a change.${seedsNote(perSeedOfReport(report))}`,
    variants: report.variants.map((v) => v.label),
    rows,
  };
}
