/**
 * Figures as data: what the report's page, the web app's Lab page and the terminal summary
 * all draw from. Rates carry their 95% intervals and outlier flags already computed, so
 * drawing is only drawing.
 */
import type { Pairs } from './counts.ts';
import type { ProbeFigure } from '../core/probe.ts';
import { Z95, excludes, wilson, type Interval } from './stats.ts';

export interface RateFigureRow {
  readonly label: string;
  readonly group?: string;
  readonly successes: number;
  readonly trials: number;
  /** The observed share and its Wilson 95% interval (null in JSON when there were no trials). */
  readonly value: number;
  readonly low: number;
  readonly high: number;
  /**
   * The interval leaves out the figure's overall rate, or the row's exact probability when it
   * has one: worth a designer's look.
   */
  readonly flagged: boolean;
  /** The exact probability, where the game works it out (exact beside simulated). */
  readonly exact?: number;
  /**
   * The same share over the figure's other trials (overall minus this row), e.g. the win rate
   * of sides without this footballer; present when the figure has an overall rate.
   */
  readonly without?: {
    readonly successes: number;
    readonly trials: number;
    readonly value: number;
    readonly low: number;
    readonly high: number;
  };
}

export type Figure =
  | {
      readonly kind: 'rates';
      readonly id: string;
      readonly title: string;
      readonly note?: string;
      readonly measure: string;
      readonly rows: readonly RateFigureRow[];
      /** The rate rows are compared with (flags), or a line to read them against (e.g. 0.5). */
      readonly reference?: number;
    }
  | {
      readonly kind: 'counts';
      readonly id: string;
      readonly title: string;
      readonly note?: string;
      readonly measure: string;
      readonly rows: readonly {
        readonly label: string;
        readonly group?: string;
        readonly count: number;
      }[];
    }
  | {
      readonly kind: 'histogram';
      readonly id: string;
      readonly title: string;
      readonly note?: string;
      readonly measure: string;
      readonly series: readonly { readonly label: string; readonly pairs: Pairs }[];
    }
  | {
      readonly kind: 'differences';
      readonly id: string;
      readonly title: string;
      readonly note?: string;
      /** The axis's label, e.g. 'Win rate held minus never seen'; default: a variant's difference. */
      readonly axis?: string;
      /** One row per variant: the mean paired difference and its 95% interval. */
      readonly rows: readonly {
        readonly label: string;
        readonly value: number;
        readonly low: number;
        readonly high: number;
        /** The interval leaves out 0: the variants differ on this metric. */
        readonly flagged: boolean;
      }[];
    }
  | SequentialFigure
  | SideBySideFigure;

/**
 * The variants side by side (side-by-side.ts): one panel per metric, each on its own scale, a
 * row per variant with its value and 95% interval.
 */
export interface SideBySideFigure {
  readonly kind: 'sideBySide';
  readonly id: string;
  readonly title: string;
  readonly note?: string;
  /** The variants' labels, in order: every panel's rows. */
  readonly variants: readonly string[];
  readonly rows: readonly {
    /** The panel, e.g. 'Decisions per game'. */
    readonly metric: string;
    /** 'share' (0–1, read as a per cent), 'percent' (0–100) or 'mean'. */
    readonly unit: 'share' | 'percent' | 'mean';
    /** The variant, e.g. 'rounds=5'. */
    readonly label: string;
    readonly value: number;
    readonly low: number;
    readonly high: number;
  }[];
}

/**
 * The sequential stop (`--until-decided`) as it went: at each look, each compared variant's
 * difference from the first with the interval that look's bound gives, against games played,
 * with the band of differences counted negligible (±margin) and 0 marked.
 */
export interface SequentialFigure {
  readonly kind: 'sequential';
  readonly id: string;
  readonly title: string;
  readonly note?: string;
  /** The metric decided on, e.g. 'Seat 1 win rate'. */
  readonly axis: string;
  /** Differences smaller than this in size are negligible, e.g. 0.02. */
  readonly margin: number;
  /** Games per variant at the last look scheduled: the most the test may play. */
  readonly maxGames: number;
  /** 'different', 'negligible', or 'undecided' (still going, or the games ran out). */
  readonly decision: string;
  /** One row per look and compared variant, in look order. */
  readonly rows: readonly {
    /** The comparison, e.g. 'rounds=5 − rounds=3'. */
    readonly label: string;
    readonly look: number;
    readonly games: number;
    readonly value: number;
    readonly low: number;
    readonly high: number;
    readonly decision: string;
  }[];
}

/**
 * Wilson's 95% interval for a share counted over games of which every `perSeed` were played on
 * one seed (a rotated run plays each seed once per seat order: LabConfig.rotate). Such games are
 * not independent: two seat orders of the same bots replay the very same game, dice and all, so
 * the interval is Wilson's at `trials / perSeed` independent trials (at z·√perSeed, the same
 * interval), with the share itself unchanged. Exact when the orders replay one game, wider than
 * it need be when they differ; 1: games are independent seeds.
 */
export function seedWilson(successes: number, trials: number, perSeed = 1): Interval {
  return wilson(successes, trials, perSeed === 1 ? Z95 : Z95 * Math.sqrt(perSeed));
}

/**
 * Rows with intervals; flags only when a figure has an overall rate to compare with.
 * `perSeed`: games played on each seed (see seedWilson).
 */
export function rateRows(
  rows: readonly {
    label: string;
    group?: string;
    successes: number;
    trials: number;
    exact?: number;
  }[],
  overall: number | undefined,
  perSeed = 1,
): RateFigureRow[] {
  return rows.map((row) => {
    const interval = seedWilson(row.successes, row.trials, perSeed);
    const against = row.exact ?? overall;
    return {
      ...row,
      value: interval.value,
      low: interval.low,
      high: interval.high,
      flagged: against !== undefined && row.trials > 0 && excludes(interval, against),
    };
  });
}

/**
 * A probe's figure with the lab's statistics added: intervals, and with an overall rate the
 * rate without each row (overall minus the row) and the flags. `perSeed`: games played on each
 * seed, `seats` in a rotated run (see seedWilson), whose intervals then count seeds.
 */
export function fromProbe(figure: ProbeFigure, perSeed = 1): Figure {
  if (figure.kind !== 'rates') return figure;
  const { overall, rows, ...rest } = figure;
  const rate = overall && overall.trials > 0 ? overall.successes / overall.trials : undefined;
  const withRates = rateRows(rows, rate, perSeed);
  const seeds =
    perSeed > 1
      ? ` Seats rotated: each seed is played once per seat order (${perSeed} games), dice included, so the intervals count seeds, not games: each is Wilson’s at 1/${perSeed} of the counts.`
      : '';
  const told = overall
    ? `${rest.note ?? ''} The dashed line is the rate over all; a grey tick is the rate without the row. At 95%, about one row in twenty is flagged by chance alone.`.trim()
    : rows.some((row) => row.exact !== undefined)
      ? `${rest.note ?? ''} A red tick is the exact probability; a row whose interval leaves it out is flagged (at 95%, about one row in twenty by chance alone).`.trim()
      : rest.note;
  const note = seeds === '' ? told : `${told ?? ''}${seeds}`.trim();
  return {
    ...rest,
    ...(note === undefined ? {} : { note }),
    rows: overall
      ? withRates.map((row) => {
          const successes = overall.successes - row.successes;
          const trials = overall.trials - row.trials;
          if (successes < 0 || trials < successes) return row;
          const i = seedWilson(successes, trials, perSeed);
          return {
            ...row,
            without: { successes, trials, value: i.value, low: i.low, high: i.high },
          };
        })
      : withRates,
    ...(rate === undefined ? {} : { reference: rate }),
  };
}
