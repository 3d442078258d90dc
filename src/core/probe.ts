/**
 * What a game gives the lab to measure what only it understands (Goal!'s formations,
 * Goalkeepers' rewards): a probe, attached to the game's registry entry and written in the
 * game's own folder. It lives in the core, not in src/lab, so that games point only at the
 * core; it holds types only, so a probe costs a game nothing at run time.
 *
 * A probe watches every game of a chunk. Its hooks run in the lab's hot loop, so they must be
 * cheap: read the state (the probe is the game's own code and knows its state's shape), count
 * into preallocated arrays, and allocate nothing per action. Events are never built for it.
 */
import type { Action, Outcome, Seat } from './game.ts';

/** A histogram as data: [value, how many times], ascending by value, e.g. [[0, 3], [2, 9]]. */
export type Pairs = [value: number, count: number][];

/**
 * A probe's counts: named vectors of whole numbers, e.g. { 'reward.goal': [12, 9] }. Two
 * tallies merge by adding vectors element by element (a missing key or element counts as 0),
 * so the result does not depend on how the games were split between workers.
 */
export type ProbeTally = Record<string, number[]>;

/** Watches the games of one chunk, one after another, and counts into its tally. */
export interface ProbeWatcher<State = unknown> {
  /** A new game has been set up. */
  start(state: State): void;
  /** `seat` is about to play `action` (legal) in `state`. */
  before?(state: State, seat: Seat, action: Action): void;
  /** `seat` has just played `action`. */
  after?(state: State, seat: Seat, action: Action): void;
  /** The game is over. */
  finish(state: State, outcome: Outcome): void;
  /** The counts so far. */
  tally(): ProbeTally;
}

/** A share to estimate: `successes` of `trials`, e.g. goals from shots with formation 4-9-8. */
export interface RateRow {
  readonly label: string;
  /** A second key that colours or groups rows, e.g. 'shooting' or 'Seat 1'. */
  readonly group?: string;
  readonly successes: number;
  readonly trials: number;
  /**
   * The share's exact probability, where the game can work it out (e.g. a total of two dice):
   * shown beside the simulated share, whose interval is then flagged when it leaves it out.
   */
  readonly exact?: number;
}

export interface CountRow {
  readonly label: string;
  readonly group?: string;
  readonly count: number;
}

/** A figure as a probe states it: counts only; the lab adds intervals and flags. */
export type ProbeFigure =
  | {
      readonly kind: 'rates';
      readonly id: string;
      readonly title: string;
      readonly note?: string;
      /** What the share is, for the axis, e.g. 'Win rate' or 'Goals per shot'. */
      readonly measure: string;
      readonly rows: readonly RateRow[];
      /**
       * The rate every row is compared with: a row whose 95% interval leaves it out is flagged
       * as an outlier, e.g. all shots' conversion.
       */
      readonly overall?: { readonly successes: number; readonly trials: number };
    }
  | {
      readonly kind: 'counts';
      readonly id: string;
      readonly title: string;
      readonly note?: string;
      readonly measure: string;
      readonly rows: readonly CountRow[];
    }
  | {
      readonly kind: 'histogram';
      readonly id: string;
      readonly title: string;
      readonly note?: string;
      /** What is counted along x, e.g. 'Turns in the round'. */
      readonly measure: string;
      readonly series: readonly { readonly label: string; readonly pairs: Pairs }[];
    };

export interface ProbeContext {
  readonly seats: number;
  /** The options the games were played with, parsed. */
  readonly options: unknown;
  /** Games counted. */
  readonly games: number;
}

/**
 * What a game's final scores count, to name the lab's generic figures of scores in the game's
 * own words, e.g. { unit: 'Points', game: 'game' } gives 'Points per game, all seats added'.
 */
export interface ScoreWords {
  /** The score's unit, plural and capitalised, e.g. 'Goals', 'Points', 'League points'. */
  readonly unit: string;
  /** What one game is called, e.g. 'match', 'game', 'season'. */
  readonly game: string;
  /** How all seats' scores add up, when that needs saying, e.g. a side counted per player. */
  readonly note?: string;
}

export interface LabProbe<State = unknown> {
  /** What the final scores count with these (parsed) options; 'Score' per 'game' without. */
  scoreWords?(options: unknown): ScoreWords;
  /** A watcher for one chunk of games with this many seats and these (parsed) options. */
  watch(seats: number, options: unknown): ProbeWatcher<State>;
  /** The figures the merged tally supports. */
  figures(tally: ProbeTally, context: ProbeContext): ProbeFigure[];
}
