/**
 * The sequential stop as a figure (figures.ts's SequentialFigure): the report's page and the
 * Lab page draw it from the finished report, and the Lab page from the looks so far while the
 * run goes on. Pure data, no engines.
 */
import type { SequentialFigure } from './figures.ts';
import type { LabReport } from './report.ts';
import type { SequentialDecision, SequentialLook, SequentialPlan } from './sequential.ts';

/** The figure of `looks` judged so far on `plan`, one comparison per label (variants after the first). */
export function sequentialFigure(
  plan: SequentialPlan,
  looks: readonly SequentialLook[],
  labels: readonly string[],
  decision: SequentialDecision = looks.at(-1)?.decision ?? 'undecided',
): SequentialFigure {
  const margin = plan.margin;
  const confidence = `${Math.round(100 * (1 - plan.alpha))}%`;
  return {
    kind: 'sequential',
    id: 'sequential',
    title: `Until decided: the difference in ${plan.metric.charAt(0).toLowerCase()}${plan.metric.slice(1)}, look by look`,
    note: `At each look (up to ${plan.looks}, at most ${plan.maxGames.toLocaleString('en')} games per variant), the paired difference from the first variant with the interval that look's bound gives; the test stops once an interval leaves out 0 (different) or lies inside the shaded band of ±${margin} (negligible), at ${confidence} confidence.`,
    axis: plan.metric,
    margin,
    maxGames: plan.maxGames,
    decision,
    rows: looks.flatMap((look, i) =>
      look.differences.map((d, v) => ({
        label: labels[v] ?? `Variant ${v + 2}`,
        look: i + 1,
        games: look.games,
        value: d.value,
        low: d.low,
        high: d.high,
        decision: look.decision,
      })),
    ),
  };
}

/** The finished report's sequential figure, or none when the run was not until decided. */
export function reportSequentialFigure(report: LabReport): SequentialFigure | undefined {
  const q = report.sequential;
  if (!q) return undefined;
  return sequentialFigure(q.plan, q.looks, comparisonLabels(report), q.decision);
}

/** Each compared variant's label against the first, e.g. 'rounds=5 − rounds=3'. */
export function comparisonLabels(report: Pick<LabReport, 'variants'>): string[] {
  const first = report.variants[0]?.label ?? '';
  return report.variants.slice(1).map((v) => `${v.label} − ${first}`);
}
