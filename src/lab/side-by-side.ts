/**
 * The variants side by side (issue #36): each metric a rule change may move beyond win rates
 * (length, draws, score, seat 1's head-to-head share, lead changes, the moment of decision), per
 * variant with its 95% interval. The terminal's lines (text.ts sideBySideLines) and the figure
 * (figures.ts SideBySideFigure) are both made from these rows, so they show the same numbers.
 */
import type { Pairs } from './counts.ts';
import type { SideBySideFigure } from './figures.ts';
import type { LabReport, VariantReport } from './report.ts';
import { meanInterval, momentsOf, wilson, type Interval } from './stats.ts';

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

/** The mean of a histogram with its normal 95% interval. */
export function pairsInterval(pairs: Pairs): Interval {
  return meanInterval(momentsOf(pairs));
}

/** Finished games: the stopped ones of an endless game have no outcome. */
function finished(v: VariantReport): number {
  return v.games - (v.bound?.reached ?? 0);
}

type Reader = (v: VariantReport) => Interval | null;

const METRICS: readonly [string, string, SideBySideMetric['unit'], Reader][] = [
  ['Decisions per game', 'decisions', 'mean', (v) => pairsInterval(v.decisions.pairs)],
  ['Turns per game', 'turns', 'mean', (v) => pairsInterval(v.turns.pairs)],
  ['Drawn games', 'draws', 'share', (v) => wilson(v.drawnGames, finished(v))],
  ['Total score per game', 'score/game', 'mean', (v) => pairsInterval(v.totalScore.pairs)],
  ['Seat 1 head-to-head share', 'seat 1 h2h', 'share', (v) => v.seats[0]?.field ?? null],
  [
    'Lead changes per game',
    'lead chg',
    'mean',
    (v) => (v.shape?.leadChanges ? pairsInterval(v.shape.leadChanges.pairs) : null),
  ],
  [
    'Decided at (% of the game)',
    'decided at',
    'percent',
    (v) => (v.shape?.decided ? pairsInterval(v.shape.decided.pairs) : null),
  ],
];

/** The side by side's metrics, in the terminal's column order; empty with one variant. */
export function sideBySideMetrics(report: LabReport): SideBySideMetric[] {
  if (report.variants.length < 2) return [];
  return METRICS.map(([metric, column, unit, read]) => ({
    metric,
    column,
    unit,
    values: report.variants.map(read),
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
    note: 'Each panel one metric, each row one variant: its mean per game (or share) with a 95% interval. Variants are played on the same seeds; the paired differences below are the sharper test of a change.',
    variants: report.variants.map((v) => v.label),
    rows,
  };
}
