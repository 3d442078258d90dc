/** The report in a few lines for a terminal: what `matchday lab` prints after a run. */
import type { Figure } from './figures.ts';
import type { LabReport, SeatReport } from './report.ts';

const pct = (x: number): string =>
  Number.isNaN(x) ? '   –  ' : `${(100 * x).toFixed(1)}%`.padStart(6);
const num = (x: number, digits = 2): string => (Number.isFinite(x) ? x.toFixed(digits) : '–');

function seatLine(s: SeatReport): string {
  const name = `${s.label}${s.bot && s.bot !== s.label ? ` (${s.bot})` : ''}`.padEnd(28);
  const field = s.field
    ? `  head-to-head ${pct(s.field.value)} [${pct(s.field.low)}, ${pct(s.field.high)}]`
    : '';
  return `  ${name} win ${pct(s.win.value)} [${pct(s.win.low)}, ${pct(s.win.high)}]  draw ${pct(s.draw.value)}  loss ${pct(s.loss.value)}${field}`;
}

// Outliers listed per figure on a terminal; the page shows them all.
const MOST_OUTLIERS = 6;

/** The flagged rows of a game's rate figures: what a designer looks at first. */
function outlierLines(figures: readonly Figure[]): string[] {
  const lines: string[] = [];
  for (const f of figures) {
    if (f.kind !== 'rates' || f.reference === undefined) continue;
    const flagged = f.rows
      .filter((r) => r.flagged)
      .sort(
        (a, b) => Math.abs(b.value - (f.reference ?? 0)) - Math.abs(a.value - (f.reference ?? 0)),
      );
    if (flagged.length === 0) continue;
    lines.push(`  ${f.title} (over all ${pct(f.reference).trim()}), outliers:`);
    for (const r of flagged.slice(0, MOST_OUTLIERS))
      lines.push(
        `    ${r.label.padEnd(26)} ${pct(r.value)} [${pct(r.low)}, ${pct(r.high)}] of ${r.trials}`,
      );
    if (flagged.length > MOST_OUTLIERS)
      lines.push(`    … and ${flagged.length - MOST_OUTLIERS} more`);
  }
  return lines;
}

/** How many games an endless game's bound stopped, e.g. 'reached the bound …: 3 of 100 games'. */
export function boundWords(bound: { actions: number; reached: number }, games: number): string {
  return `reached the bound of ${bound.actions} actions: ${bound.reached} of ${games} games (stopped there; results and scores count the ${games - bound.reached} finished)`;
}

export function reportText(report: LabReport): string {
  const lines = [
    `${report.game.title} (${report.game.id} ${report.game.version}) · ${report.seats} seats · seed ${report.seed}`,
  ];
  for (const v of report.variants) {
    if (report.variants.length > 1) lines.push('', `Variant ${v.label}`);
    lines.push(`  ${v.games} games, options ${JSON.stringify(v.options)}`);
    if (v.bound) lines.push(`  ${boundWords(v.bound, v.games)}`);
    for (const s of v.bots ?? v.seats) lines.push(seatLine(s));
    for (const s of v.teams ?? []) lines.push(seatLine(s));
    lines.push(
      `  total score per game ${num(v.totalScore.summary.mean)} · length ${num(v.decisions.summary.mean, 1)} decisions, ${num(v.turns.summary.mean, 1)} turns · ${num(v.branching.summary.mean)} choices per decision`,
    );
    lines.push(...outlierLines(v.figures));
  }
  for (const d of report.differences) {
    lines.push('', `${d.variant} minus ${d.against} (paired seeds, 95% interval):`);
    for (const m of d.metrics)
      lines.push(
        `  ${m.metric.padEnd(24)} ${num(m.value, 4).padStart(9)} [${num(m.low, 4)}, ${num(m.high, 4)}]`,
      );
  }
  if (report.skill) {
    lines.push('', "Skill versus luck (stronger bot's share of the games not drawn):");
    for (const r of report.skill.rungs)
      lines.push(
        `  ${`${r.strong} vs ${r.weak}`.padEnd(24)} ${pct(r.win.value)} [${pct(r.win.low)}, ${pct(r.win.high)}] of ${r.games - r.draws} decided`,
      );
  }
  const { speed } = report;
  lines.push(
    '',
    `${Math.round(speed.gamesPerSecond)} games/s · ${num(speed.seconds, 1)} s on ${speed.workers} worker${speed.workers === 1 ? '' : 's'}`,
  );
  return `${lines.join('\n')}\n`;
}
