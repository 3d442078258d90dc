/** The report in a few lines for a terminal: what `matchday lab` prints after a run. */
import type { Figure } from './figures.ts';
import type { Interval } from './stats.ts';
import type { LabReport, SeatReport, ShapeReport } from './report.ts';
import type { CardsReport } from './cards.ts';
import { RESTRICTED_METRIC } from './paired.ts';
import { sideBySideMetrics, type SideBySideMetric } from './side-by-side.ts';

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

// Cards listed at each end on a terminal; the page's table has them all.
const MOST_CARDS = 5;

/** The cards and choices that matter most: the largest improvements, up and down. */
function cardLines(cards: CardsReport): string[] {
  const lines: string[] = [];
  for (const kind of ['card', 'choice'] as const) {
    const rows = cards.rows.filter((r) => r.kind === kind && Number.isFinite(r.improvement.low));
    if (rows.length === 0) continue;
    lines.push(
      kind === 'card'
        ? `  Cards by improvement when drawn (win rate held minus never seen, 95% interval):`
        : `  Choices by improvement when chosen (win rate chosen minus offered, not chosen):`,
    );
    const shown =
      rows.length <= 2 * MOST_CARDS
        ? rows
        : [...rows.slice(0, MOST_CARDS), ...rows.slice(-MOST_CARDS)];
    for (const r of shown) {
      const i = r.improvement;
      const sign = i.value >= 0 ? '+' : '';
      lines.push(
        `    ${r.name.padEnd(26)} ${`${sign}${(100 * i.value).toFixed(1)}`.padStart(6)} pts [${(100 * i.low).toFixed(1)}, ${(100 * i.high).toFixed(1)}]  ${kind === 'card' ? 'held' : 'offered'} ${r.held}, ${kind === 'card' ? 'played' : 'chosen'} ${r.played}${i.low > 0 || i.high < 0 ? '  *' : ''}`,
      );
    }
    if (shown.length < rows.length)
      lines.push(`    … ${rows.length - shown.length} more in the report`);
  }
  return lines;
}

/** A mean's 95% interval as ' [low, high]', or nothing when it has none. */
function bracket(interval: Interval | undefined, digits: number): string {
  if (!interval || !Number.isFinite(interval.low)) return '';
  return ` [${num(interval.low, digits)}, ${num(interval.high, digits)}]`;
}

/** Which games' course was judged: all, or a sample of 1 game in `every`, with N said. */
function sampleWords(shape: ShapeReport): string {
  const count = shape.judged ?? 0;
  const judged = `${count.toLocaleString('en-US')} game${count === 1 ? '' : 's'} judged`;
  const every = shape.every ?? 1;
  return every === 1
    ? judged
    : `a sample of ${judged} (every ${ordinal(every)} of ${shape.games.toLocaleString('en-US')}), 1 game in ${every.toLocaleString('en-US')}`;
}

const ordinal = (n: number): string => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n.toLocaleString('en-US')}${suffix}`;
};

/** The shape of a variant's games in one line (shape.ts), as the page's summary says it too. */
export function shapeWords(shape: ShapeReport): string {
  const parts = [
    `draws ${pct(shape.draws.value).trim()}`,
    `winning margin ${num(shape.margin.summary.mean)} on average`,
  ];
  if (shape.leadChanges && shape.decided && shape.comebacks)
    parts.push(
      ...(shape.judgedBy === 'rollouts' ? ['judged by rollouts (no evaluation of its own)'] : []),
      sampleWords(shape),
      `${num(shape.leadChanges.summary.mean)}${bracket(shape.leadChangesMean, 2)} lead changes per game`,
      `comebacks from 10% or less ${pct(shape.comebacks.value).trim()} [${pct(shape.comebacks.low).trim()}, ${pct(shape.comebacks.high).trim()}]`,
      `decided (90% for good) at ${num(shape.decided.summary.mean, 0)}%${bracket(shape.decidedMean, 0)} of the game on average, median ${num(shape.decided.summary.median, 0)}%`,
    );
  else parts.push('no evaluation to judge positions by: no lead changes or decisiveness');
  return `Shape: ${parts.join(' · ')}`;
}

/**
 * A restricted variant's answer in one line: what the card or choice is worth to the first bot
 * (its head-to-head share unrestricted minus never playing it), or what always playing it does.
 */
export function worthLines(report: LabReport): string[] {
  const restricted = report.variants.filter((v) => v.restriction);
  if (restricted.length > 1) return worthTable(report);
  const lines: string[] = [];
  report.variants.forEach((v) => {
    const r = v.restriction;
    if (!r) return;
    const d = report.differences.find((x) => x.variant === v.label);
    const m = d?.metrics.find((x) => x.metric === RESTRICTED_METRIC);
    if (!m) return;
    const bot = report.bots[0] ?? 'the first bot';
    const signed = (x: number): string => `${x >= 0 ? '+' : ''}${(100 * x).toFixed(1)}`;
    const [value, low, high] =
      r.rule === 'never' ? [-m.value, -m.high, -m.low] : [m.value, m.low, m.high];
    const what =
      r.rule === 'never'
        ? `${r.name} is worth ${signed(value)} points of head-to-head share to ${bot}`
        : `Always playing ${r.name} when it can changes ${bot}'s head-to-head share by ${signed(value)} points`;
    const sure = low > 0 || high < 0 ? '' : ' (not distinguishable from 0)';
    lines.push(
      '',
      `${what} [${signed(low)}, ${signed(high)}], 95%, ${v.games} paired games, seats rotated${sure}.`,
      `  The restriction met its card or choice in ${r.met} decisions and narrowed the bot's choice in ${r.changed} (the bot may not have chosen it anyway)${r.met === 0 ? ': the name matched nothing (see --metrics cards for the names)' : ''}.`,
    );
  });
  return lines;
}

/** Many restricted variants (`--never each`): one line each, the most valuable first. */
function worthTable(report: LabReport): string[] {
  const signed = (x: number): string => `${x >= 0 ? '+' : ''}${(100 * x).toFixed(1)}`;
  const rows = report.variants.flatMap((v) => {
    const r = v.restriction;
    const d = report.differences.find((x) => x.variant === v.label);
    const m = d?.metrics.find((x) => x.metric === RESTRICTED_METRIC);
    if (!r || !m) return [];
    const [value, low, high] =
      r.rule === 'never' ? [-m.value, -m.high, -m.low] : [m.value, m.low, m.high];
    return [{ r, value, low, high, games: v.games }];
  });
  rows.sort((a, b) => b.value - a.value || a.r.name.localeCompare(b.r.name));
  const first = rows[0];
  if (!first) return [];
  const bot = report.bots[0] ?? 'the first bot';
  return [
    '',
    first.r.rule === 'never'
      ? `What each is worth to ${bot} (head-to-head share unrestricted minus never playing it, points, 95%, ${first.games} paired games each, seats rotated):`
      : `What always playing each does to ${bot}'s head-to-head share (points, 95%, ${first.games} paired games each, seats rotated):`,
    ...rows.map(
      ({ r, value, low, high }) =>
        `  ${r.name.padEnd(26)} ${signed(value).padStart(6)} [${signed(low)}, ${signed(high)}]${low > 0 || high < 0 ? '  *' : ''}`,
    ),
  ];
}

/**
 * The sequential stop's answer (sequential.ts): what it decided, after how many games, and the
 * difference at the look that stopped it.
 */
export function sequentialLines(report: LabReport): string[] {
  const q = report.sequential;
  if (!q) return [];
  const { plan } = q;
  const last = q.looks.at(-1);
  const conf = `${Math.round(100 * (1 - plan.alpha))}%`;
  const verdict =
    q.decision === 'different'
      ? `the difference is established at ${conf}`
      : q.decision === 'negligible'
        ? `the difference is negligible (within ±${num(plan.margin, 3)}) at ${conf}`
        : `undecided: neither shown within the most games allowed (${plan.maxGames})`;
  const rows = report.differences.map((d, v) => {
    const m = last?.differences[v];
    return m
      ? `  ${`${d.variant} − ${d.against}`.padEnd(30)} ${num(m.value, 4).padStart(9)} [${num(m.low, 4)}, ${num(m.high, 4)}] (look's bound ±${num(last.bound, 2)} standard errors)`
      : '';
  });
  return [
    '',
    `Until decided on '${plan.metric}': ${verdict}, after ${q.games} games per variant (look ${q.looks.length} of at most ${plan.looks}; ${q.method}).`,
    ...rows,
  ];
}

/**
 * The variants side by side (a rule change's effects beyond win rates): length, draws, score,
 * seat 1's head-to-head share, and lead changes when the shape was measured.
 */
export function sideBySideLines(report: LabReport): string[] {
  const metrics = sideBySideMetrics(report);
  if (metrics.length === 0) return [];
  const cell = (m: SideBySideMetric, v: number): string => {
    const value = m.values[v];
    if (!value) return '-';
    if (m.unit === 'share') return pct(value.value);
    if (m.unit === 'percent') return `${num(value.value, 0)}%`;
    return num(value.value, m.column === 'decisions' || m.column === 'turns' ? 1 : 2);
  };
  const width = Math.max(8, ...report.variants.map((v) => v.label.length)) + 2;
  return [
    '',
    'Variants side by side (means per game; seat 1 h2h: seat 1 head-to-head share):',
    `  ${''.padEnd(width)}${metrics.map((m) => m.column.padStart(11)).join('')}`,
    ...report.variants.map(
      (v, i) =>
        `  ${v.label.padEnd(width)}${metrics.map((m) => cell(m, i).trim().padStart(11)).join('')}`,
    ),
  ];
}

/**
 * Luck against skill in one line: how often the hard bot beats the easy one (the ladder's levels
 * rung) beside how often seat 1 wins its head-to-heads with the same bot everywhere.
 */
export function luckLines(report: LabReport): string[] {
  const rung = report.skill?.rungs.find((r) => r.strong === 'bot:hard' && r.weak === 'bot:easy');
  if (!rung) return [];
  const sameBots = report.bots.every((b) => b === report.bots[0]);
  const seat = sameBots ? report.variants[0]?.seats[0]?.field : undefined;
  const seatWords = seat
    ? `; seat 1, the same bot in every seat, takes ${pct(seat.value).trim()} [${pct(seat.low).trim()}, ${pct(seat.high).trim()}] of its head-to-heads`
    : '';
  return [
    '',
    `Luck against skill: the hard bot wins ${pct(rung.win.value).trim()} [${pct(rung.win.low).trim()}, ${pct(rung.win.high).trim()}] of ${rung.games - rung.draws} decided games against the easy one (luck alone: ${pct(report.skill?.chance ?? NaN).trim()})${seatWords}.`,
  ];
}

/**
 * Exact beside simulated: the rate figures whose rows carry an exact probability (e.g. Golazo's
 * clearance dice), each row's exact probability beside its simulated share and 95% interval.
 */
function exactRowLines(report: LabReport): string[] {
  const lines: string[] = [];
  for (const v of report.variants)
    for (const f of v.figures) {
      if (f.kind !== 'rates' || !f.rows.some((r) => r.exact !== undefined)) continue;
      const of = report.variants.length > 1 ? ` (variant ${v.label})` : '';
      lines.push('', `Exact beside simulated: ${f.title}${of}, of ${f.rows[0]?.trials ?? 0}:`);
      lines.push(`  ${''.padEnd(8)}  exact  simulated [95% interval]`);
      for (const r of f.rows) {
        if (r.exact === undefined) continue;
        const flag = r.flagged ? '  outside' : '';
        lines.push(
          `  ${r.label.padEnd(8)} ${pct(r.exact)} ${pct(r.value)} [${pct(r.low)}, ${pct(r.high)}]${flag}`,
        );
      }
    }
  return lines;
}

/**
 * Exact beside simulated: for a solved game's optimal bot (report.ts `exact`), and for every
 * figure whose rows carry an exact probability.
 */
export function exactLines(report: LabReport): string[] {
  const rows = exactRowLines(report);
  const e = report.exact;
  if (!e) return rows;
  const sim = e.simulated;
  return [
    ...rows,
    '',
    `Exact beside simulated: the most any player can win against ${e.opponent} is ${pct(e.exact).trim()} of games (the game's solver, seats swapped); the optimal bot won ${pct(sim.value).trim()} [${pct(sim.low).trim()}, ${pct(sim.high).trim()}] here${sim.high < e.exact ? ' (below that ceiling: it plays for the best result against any player, not against this one)' : ''}.`,
  ];
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
    if (v.shape) lines.push(`  ${shapeWords(v.shape)}`);
    if (v.cards) lines.push(...cardLines(v.cards));
    lines.push(...outlierLines(v.figures));
  }
  lines.push(...worthLines(report));
  lines.push(...sideBySideLines(report));
  lines.push(...sequentialLines(report));
  lines.push(...exactLines(report));
  for (const d of report.differences) {
    lines.push('', `${d.variant} minus ${d.against} (paired seeds, 95% interval):`);
    for (const m of d.metrics)
      lines.push(
        `  ${m.metric.padEnd(24)} ${num(m.value, 4).padStart(9)} [${num(m.low, 4)}, ${num(m.high, 4)}]`,
      );
  }
  if (report.skill) {
    lines.push(...luckLines(report));
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
