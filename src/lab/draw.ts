/**
 * Draws a lab figure with Observable Plot, in a browser. The Plot library is passed in rather
 * than imported, and this file imports nothing but types, so the same code runs inlined in the
 * report's self-contained page (its types stripped) and in the web app's Lab page.
 */
import type { Figure } from './figures.ts';

type Mark = unknown;

/** The few DOM calls drawing needs beyond Plot: a box to hold several plots. */
interface Box {
  className: string;
  style: { cssText: string };
  append(...nodes: unknown[]): void;
}
declare const document: { createElement(tag: 'div'): Box };
type Data = readonly object[];
type MarkOptions = Record<string, unknown>;

/** The part of Observable Plot's API the lab uses (its namespace object fits). */
export interface PlotApi {
  plot(options: MarkOptions): unknown;
  dot(data: Data, options: MarkOptions): Mark;
  ruleX(data: Data | readonly number[], options?: MarkOptions): Mark;
  ruleY(data: Data | readonly number[], options?: MarkOptions): Mark;
  barX(data: Data, options: MarkOptions): Mark;
  rectY(data: Data, options: MarkOptions): Mark;
  barY(data: Data, options: MarkOptions): Mark;
  tip(data: Data, options: MarkOptions): Mark;
  tickX(data: Data, options: MarkOptions): Mark;
  pointerX(options: MarkOptions): MarkOptions;
  pointerY(options: MarkOptions): MarkOptions;
  rect(data: Data, options: MarkOptions): Mark;
  line(data: Data, options: MarkOptions): Mark;
  text(data: Data, options: MarkOptions): Mark;
}

const RESULT_COLOURS = {
  domain: ['win', 'draw', 'loss'],
  range: ['#2a9d8f', '#e9c46a', '#e76f51'],
};
const FLAG = '#d62828';
const ROW = 22;

const percent = (x: number): string => `${(100 * x).toFixed(1)}%`;

/** A figure as a Plot element (an SVG, or a figure with a legend), `width` pixels wide. */
export function drawFigure(Plot: PlotApi, figure: Figure, width: number): unknown {
  switch (figure.kind) {
    case 'rates':
      return drawRates(Plot, figure, width);
    case 'differences':
      return drawDifferences(Plot, figure, width);
    case 'counts':
      return drawCounts(Plot, figure, width);
    case 'histogram':
      return drawHistogram(Plot, figure, width);
    case 'sequential':
      return drawSequential(Plot, figure, width);
    case 'sideBySide':
      return drawSideBySide(Plot, figure, width);
  }
}

function labelsOf(rows: readonly { label: string }[]): string[] {
  return [...new Set(rows.map((r) => r.label))];
}

type RateRow = Extract<Figure, { kind: 'rates' }>['rows'][number];
type DifferenceRow = Extract<Figure, { kind: 'differences' }>['rows'][number];

function rateTitle(r: RateRow): string {
  const group = r.group ? ` · ${r.group}` : '';
  const flag = r.flagged
    ? `\noutlier: the interval leaves out the ${r.exact === undefined ? 'overall rate' : 'exact probability'}`
    : '';
  const exact = r.exact === undefined ? '' : `\nexact: ${percent(r.exact)}`;
  const w = r.without;
  const without = w
    ? `\nwithout: ${percent(w.value)} [${percent(w.low)}, ${percent(w.high)}] of ${w.trials}`
    : '';
  return `${r.label}${group}\nwith: ${percent(r.value)} [${percent(r.low)}, ${percent(r.high)}] of ${r.trials}${exact}${without}${flag}`;
}

/**
 * The shares' axis: all of [0, 1] when the rows spread widely, else zoomed on them (and on the
 * reference line), so that intervals of rates near one another stay readable.
 */
function rateDomain(f: Extract<Figure, { kind: 'rates' }>): [number, number] {
  const ends = f.rows.flatMap((r) => (r.trials > 0 ? [r.low, r.high] : []));
  if (f.reference !== undefined) ends.push(f.reference);
  for (const r of f.rows) if (r.exact !== undefined) ends.push(r.exact);
  const low = Math.min(...ends);
  const high = Math.max(...ends);
  if (!(high - low < 0.5)) return [0, 1];
  return [Math.max(0, low - 0.05), Math.min(1, high + 0.05)];
}

/** Dots with 95% interval bars, one band per row (per group within a label when grouped). */
function drawRates(Plot: PlotApi, f: Extract<Figure, { kind: 'rates' }>, width: number): unknown {
  const grouped = f.rows.some((r) => r.group !== undefined);
  const labels = labelsOf(f.rows);
  const groups = [...new Set(f.rows.map((r) => r.group ?? ''))];
  const results = groups.every((g) => RESULT_COLOURS.domain.includes(g));
  const at = grouped ? { y: 'group', fy: 'label' } : { y: 'label' };
  const flagged = f.rows.filter((r) => r.flagged);
  const bands = grouped ? labels.length * groups.length : labels.length;
  return Plot.plot({
    width,
    height: Math.max(90, bands * ROW + (grouped ? labels.length * 8 : 0) + 50),
    marginLeft: grouped ? 50 : Math.min(260, 8 + 7 * Math.max(...labels.map((l) => l.length))),
    marginRight: grouped ? 120 : 20,
    x: { domain: rateDomain(f), label: f.measure, tickFormat: '%', grid: true },
    y: { label: null, domain: grouped ? groups : labels },
    ...(grouped ? { fy: { label: null, domain: labels } } : {}),
    color: results ? { ...RESULT_COLOURS, legend: true } : { legend: grouped },
    marks: [
      ...(f.reference === undefined
        ? []
        : [Plot.ruleX([f.reference], { stroke: '#999', strokeDasharray: '4,3' })]),
      Plot.ruleY(f.rows, {
        ...at,
        x1: 'low',
        x2: 'high',
        stroke: grouped ? 'group' : '#555',
        strokeWidth: 2,
      }),
      Plot.dot(f.rows, { ...at, x: 'value', fill: grouped ? 'group' : '#222', r: 3.5 }),
      Plot.dot(flagged, { ...at, x: 'value', r: 7, stroke: FLAG, strokeWidth: 2, fill: 'none' }),
      // The rate without the row, as a grey tick beside its interval.
      Plot.tickX(
        f.rows.filter((r) => r.without),
        { ...at, x: (r: RateRow) => r.without?.value, stroke: '#999', strokeWidth: 2 },
      ),
      // The exact probability, where the game works it out, as a red tick.
      Plot.tickX(
        f.rows.filter((r) => r.exact !== undefined),
        { ...at, x: 'exact', stroke: FLAG, strokeWidth: 2 },
      ),
      Plot.tip(f.rows, Plot.pointerY({ ...at, x: 'value', title: rateTitle })),
    ],
  });
}

/** Mean paired differences with their intervals, one row per variant, 0 marked. */
function drawDifferences(
  Plot: PlotApi,
  f: Extract<Figure, { kind: 'differences' }>,
  width: number,
): unknown {
  const labels = labelsOf(f.rows);
  const title = (r: DifferenceRow): string =>
    `${r.label}\n${r.value.toFixed(4)} [${r.low.toFixed(4)}, ${r.high.toFixed(4)}]`;
  return Plot.plot({
    width,
    height: Math.max(80, labels.length * ROW + 50),
    // Rows name two variants ('attacks=4,noRepeat=false − attacks=3,noRepeat=false'): up to
    // 45% of a wide figure goes to them rather than cutting them off.
    marginLeft: Math.min(
      Math.max(260, Math.round(0.45 * width)),
      8 + 7 * Math.max(...labels.map((l) => l.length)),
    ),
    x: { label: f.axis ?? 'Difference (variant minus the first)', grid: true },
    y: { label: null, domain: labels },
    marks: [
      Plot.ruleX([0], { stroke: '#999' }),
      Plot.ruleY(f.rows, { y: 'label', x1: 'low', x2: 'high', stroke: '#555', strokeWidth: 2 }),
      Plot.dot(f.rows, { y: 'label', x: 'value', fill: '#222', r: 3.5 }),
      Plot.dot(
        f.rows.filter((r) => r.flagged),
        { y: 'label', x: 'value', r: 7, stroke: FLAG, strokeWidth: 2, fill: 'none' },
      ),
      Plot.tip(f.rows, Plot.pointerY({ y: 'label', x: 'value', title })),
    ],
  });
}

function drawCounts(Plot: PlotApi, f: Extract<Figure, { kind: 'counts' }>, width: number): unknown {
  const labels = labelsOf(f.rows);
  const grouped = f.rows.some((r) => r.group !== undefined);
  return Plot.plot({
    width,
    height: Math.max(90, labels.length * ROW + 50),
    marginLeft: Math.min(260, 8 + 7 * Math.max(...labels.map((l) => l.length))),
    x: { label: f.measure, grid: true },
    y: { label: null, domain: labels },
    ...(grouped ? { color: { legend: true } } : {}),
    marks: [
      Plot.barX(f.rows, { x: 'count', y: 'label', fill: grouped ? 'group' : '#457b9d', tip: true }),
      Plot.ruleX([0]),
    ],
  });
}

// Histograms spanning at most this many whole values get one labelled bar per value.
const BAND_SPAN = 40;

/** Bars of each value's share of its series, one panel per series. */
function drawHistogram(
  Plot: PlotApi,
  f: Extract<Figure, { kind: 'histogram' }>,
  width: number,
): unknown {
  // Shares of each series, so that series of different sizes (decisions, turns) compare.
  const data = f.series.flatMap((s) => {
    const total = s.pairs.reduce((n, [, count]) => n + count, 0);
    return s.pairs.map(([value, count]) => ({
      series: s.label,
      value,
      count,
      share: total ? count / total : 0,
    }));
  });
  const values = data.map((d) => d.value);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const whole = values.every((v) => Number.isInteger(v));
  const banded = whole && max - min <= BAND_SPAN;
  const series = f.series.map((s) => s.label);
  const faceted = series.length > 1;
  const at = faceted ? { fy: 'series' } : {};
  const title = (d: { value: number; count: number; share: number }): string =>
    `${f.measure} ${d.value}: ${d.count} (${percent(d.share)})`;
  const bars = banded
    ? Plot.barY(data, { x: 'value', y: 'share', fill: '#457b9d', ...at })
    : Plot.rectY(data, { x: 'value', y: 'share', interval: 1, fill: '#457b9d', inset: 0.5, ...at });
  return Plot.plot({
    width,
    height: faceted ? 60 + 110 * series.length : 200,
    marginRight: faceted ? 130 : 20,
    x: banded
      ? { label: f.measure, domain: Array.from({ length: max - min + 1 }, (_, i) => min + i) }
      : { label: f.measure },
    y: { label: 'Share', tickFormat: '%', grid: true },
    ...(faceted ? { fy: { label: null, domain: series } } : {}),
    marks: [
      bars,
      Plot.ruleY([0]),
      Plot.tip(data, Plot.pointerX({ x: 'value', y: 'share', ...at, title })),
    ],
  });
}

type SequentialRow = Extract<Figure, { kind: 'sequential' }>['rows'][number];
const DECISION_COLOURS = {
  domain: ['undecided', 'different', 'negligible'],
  range: ['#555', FLAG, '#2a9d8f'],
};

/**
 * The sequential stop look by look: each look's difference and interval against the games
 * played, the negligible band shaded, 0 ruled, the deciding look ringed and named.
 */
function drawSequential(
  Plot: PlotApi,
  f: Extract<Figure, { kind: 'sequential' }>,
  width: number,
): unknown {
  // The first looks' intervals are wide (their bound is strict): finite ends only.
  const rows = f.rows.filter((r) => Number.isFinite(r.low) && Number.isFinite(r.high));
  const labels = labelsOf(f.rows);
  const many = labels.length > 1;
  const last = rows.at(-1);
  const decided =
    f.decision !== 'undecided' && last ? rows.filter((r) => r.look === last.look) : [];
  const title = (r: SequentialRow): string =>
    `${r.label}\nlook ${r.look}, ${r.games} games per variant: ${r.value.toFixed(4)} [${r.low.toFixed(4)}, ${r.high.toFixed(4)}]\n${r.decision}`;
  return Plot.plot({
    width,
    height: 260,
    marginLeft: 60,
    marginRight: many ? 20 : 90,
    x: { label: 'Games per variant', domain: [0, f.maxGames], grid: true },
    y: {
      label: `Difference in ${f.axis.charAt(0).toLowerCase()}${f.axis.slice(1)}`,
      // Every interval whole, and the negligible band: the first looks' are the widest.
      domain: [
        Math.min(-f.margin, ...rows.map((r) => r.low)),
        Math.max(f.margin, ...rows.map((r) => r.high)),
      ],
      nice: true,
      grid: true,
    },
    color: many ? { legend: true, domain: labels } : { ...DECISION_COLOURS, legend: true },
    marks: [
      Plot.rect([{ x1: 0, x2: f.maxGames, y1: -f.margin, y2: f.margin }], {
        x1: 'x1',
        x2: 'x2',
        y1: 'y1',
        y2: 'y2',
        fill: '#2a9d8f',
        fillOpacity: 0.15,
      }),
      Plot.ruleY([0], { stroke: '#999' }),
      Plot.ruleX(rows, {
        x: 'games',
        y1: 'low',
        y2: 'high',
        stroke: many ? 'label' : 'decision',
        strokeWidth: 2,
      }),
      Plot.line(rows, { x: 'games', y: 'value', z: 'label', stroke: many ? 'label' : '#999' }),
      Plot.dot(rows, { x: 'games', y: 'value', fill: many ? 'label' : 'decision', r: 3.5 }),
      Plot.dot(decided, {
        x: 'games',
        y: 'value',
        r: 8,
        stroke: f.decision === 'different' ? FLAG : '#2a9d8f',
        strokeWidth: 2,
        fill: 'none',
      }),
      Plot.text(decided.slice(0, 1), {
        x: 'games',
        y: 'value',
        text: () => f.decision,
        dx: 12,
        textAnchor: 'start',
        fontWeight: 'bold',
      }),
      Plot.tip(rows, Plot.pointerX({ x: 'games', y: 'value', title })),
    ],
  });
}

type SideBySideRow = Extract<Figure, { kind: 'sideBySide' }>['rows'][number];

function sideBySideValue(r: SideBySideRow, x: number): string {
  if (r.unit === 'share') return percent(x);
  if (r.unit === 'percent') return `${x.toFixed(0)}%`;
  return x.toFixed(2);
}

/**
 * The variants side by side: a small panel per metric, each on its own scale (decisions and
 * shares do not share an axis), a dot and 95% interval per variant; two panels a row when wide.
 */
function drawSideBySide(
  Plot: PlotApi,
  f: Extract<Figure, { kind: 'sideBySide' }>,
  width: number,
): unknown {
  const metrics = [...new Set(f.rows.map((r) => r.metric))];
  const across = width >= 640 ? 2 : 1;
  const panelWidth = Math.floor((width - 16 * (across - 1)) / across);
  const box = document.createElement('div');
  box.className = 'lab-side-by-side';
  box.style.cssText = 'display:flex;flex-wrap:wrap;gap:0 16px';
  const title = (r: SideBySideRow): string =>
    `${r.label} · ${r.metric}\n${sideBySideValue(r, r.value)} [${sideBySideValue(r, r.low)}, ${sideBySideValue(r, r.high)}]`;
  for (const metric of metrics) {
    const rows = f.rows.filter((r) => r.metric === metric);
    const unit = rows[0]?.unit;
    box.append(
      Plot.plot({
        width: panelWidth,
        height: Math.max(80, f.variants.length * ROW + 50),
        marginLeft: Math.min(
          Math.round(0.4 * panelWidth),
          8 + 7 * Math.max(...f.variants.map((l) => l.length)),
        ),
        marginRight: 16,
        x: {
          label: metric,
          grid: true,
          nice: true,
          ...(unit === 'share' ? { tickFormat: '%' } : {}),
        },
        y: { label: null, domain: f.variants },
        marks: [
          Plot.ruleY(rows, { y: 'label', x1: 'low', x2: 'high', stroke: 'label', strokeWidth: 2 }),
          Plot.dot(rows, { y: 'label', x: 'value', fill: 'label', r: 3.5 }),
          Plot.tip(rows, Plot.pointerY({ y: 'label', x: 'value', title })),
        ],
      }),
    );
  }
  return box;
}
