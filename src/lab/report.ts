/**
 * The lab's report as data: the JSON file `matchday lab` writes, the source of its HTML page,
 * and what the web app's Lab page shows. Everything in it except `speed` follows from the
 * run's config alone (same seed, same report, whatever the number of workers).
 */
import { summarize, type Pairs, type Summary } from './counts.ts';
import { fromProbe, rateRows, seedWilson, type Figure, type RateFigureRow } from './figures.ts';
import { pairedMetrics } from './paired.ts';
import type { LabProbe, ScoreWords } from '../core/probe.ts';
import type { LabResult } from './run.ts';
import {
  meanInterval,
  momentsOf,
  perSeedMoments,
  wilson,
  type Interval,
  type Moments,
} from './stats.ts';
import type { LabTally, ResultTally } from './tally.ts';
import { cardsReport, type CardRow, type CardsReport } from './cards.ts';
import type { Restriction } from './restrict.ts';
import { shapeEveryOf, type ShapeTally } from './shape.ts';
import type { SequentialReport } from './sequential.ts';

export const REPORT_FORMAT = 'matchday-lab';
export const REPORT_FORMAT_VERSION = 1;

export interface SeatReport {
  /** 'Seat 1', or the bot's name when bots change seats. */
  readonly label: string;
  readonly bot: string;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  /** Shares of games with their Wilson 95% intervals. */
  readonly win: Interval;
  readonly draw: Interval;
  readonly loss: Interval;
  /**
   * A seat's or bot's share of its head-to-heads (ahead of an opponent 1, level 1/2, behind 0,
   * averaged over its opponents, see tally.ts headToHead) with a 95% interval: 50% is fair at
   * any number of seats, so it measures the seat advantage of 2 and of 5 seats alike. Absent for
   * a team, whose members share its result.
   */
  readonly field?: Interval;
}

export interface Distribution {
  readonly pairs: Pairs;
  readonly summary: Summary;
}

export interface VariantReport {
  readonly label: string;
  /** The options the games were played with, defaults filled in, e.g. { rounds: 3 }. */
  readonly options: unknown;
  /** Games played, stopped ones included. */
  readonly games: number;
  readonly drawnGames: number;
  /**
   * For an endless game (GameFacts.endless): its action bound and how many games reached it,
   * stopped there without an outcome. Results and scores are those of the other games.
   */
  readonly bound?: { readonly actions: number; readonly reached: number };
  /** Results by seat: the seat advantage. */
  readonly seats: readonly SeatReport[];
  /** Results by bot, when bots changed seats from game to game (see LabConfig.rotate). */
  readonly bots?: readonly SeatReport[];
  /**
   * Results by team, for a game that plays in teams (GameFacts.teams, some team of more than
   * one seat): labelled 'Team 1 (seats 1, 3)', teammates sharing one result.
   */
  readonly teams?: readonly SeatReport[];
  /** What the scores count, in the game's words, e.g. { unit: 'Points', game: 'game' }. */
  readonly score: ScoreWords;
  /** Final scores by seat. */
  readonly scores: readonly Distribution[];
  /** All seats' scores added up, per game: goals per match where scores are goals. */
  readonly totalScore: Distribution;
  readonly decisions: Distribution;
  readonly turns: Distribution;
  /** Legal actions per decision. */
  readonly branching: Distribution & {
    /** Decisions that offered one action only, as a share of all, e.g. 0.31. */
    readonly forcedShare: number;
  };
  readonly figures: readonly Figure[];
  /** Cards and choices (cards.ts), when the run counted them (`--metrics cards`). */
  readonly cards?: CardsReport;
  /**
   * The first bot's restriction in this variant (restrict.ts): the decisions that offered its
   * card or choice, and those whose choices it changed.
   */
  readonly restriction?: Restriction & { readonly met: number; readonly changed: number };
  /** The shape of the games (shape.ts), when the run counted it (`--metrics shape`). */
  readonly shape?: ShapeReport;
}

/** The shape of a variant's games (shape.ts; docs/lab.md defines each figure). */
export interface ShapeReport {
  /** Finished games. */
  readonly games: number;
  /** Drawn games' share, with its Wilson interval. */
  readonly draws: Interval;
  /** The winner's final score minus the best other side's (0 when drawn). */
  readonly margin: Distribution;
  /**
   * Whether the game has an evaluation to judge positions by: without one, lead changes,
   * comebacks and decisiveness are not measured (the fields below are absent).
   */
  readonly evaluated: boolean;
  /**
   * What judged positions: the game's own evaluation, or short seeded random rollouts from
   * each position (rollouts.ts) for a game without one (Goalkeepers, Goal!).
   */
  readonly judgedBy?: 'evaluation' | 'rollouts';
  /**
   * The sample whose course was judged: every `every`-th game of the run (1: every game;
   * LabConfig.shapeEvery), of which `judged` were judged at least once. Lead changes, comebacks
   * and decisiveness, and their intervals, are those of the `judged` games only.
   */
  readonly every?: number;
  /** Games judged at least once, e.g. 313 (of 20,000 played, 1 game in 64). */
  readonly judged?: number;
  readonly leadChanges?: Distribution;
  /** Mean lead changes per judged game, with its normal 95% interval over the judged games. */
  readonly leadChangesMean?: Interval;
  /** Share of judged games with a winner in which it came back from 10% or less. */
  readonly comebacks?: Interval & { readonly count: number };
  /** Percent of the game's decisions played before it was decided (90% for good). */
  readonly decided?: Distribution;
  /** Mean of `decided` with its normal 95% interval over the judged games with a winner. */
  readonly decidedMean?: Interval;
}

export interface DifferenceReport {
  readonly variant: string;
  /** The variant it is compared with: the first one. */
  readonly against: string;
  readonly metrics: readonly ({ readonly metric: string } & Interval)[];
}

export interface SkillRung {
  readonly strong: string;
  readonly weak: string;
  readonly games: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  /** The stronger bot's share of the games not drawn, with its Wilson interval. */
  readonly win: Interval;
}

export interface SkillReport {
  /** Each rung doubles the iterations; the stronger bot plays the others on rotated seats. */
  readonly rungs: readonly SkillRung[];
  /** The share if skill counted for nothing: 1 / seats. */
  readonly chance: number;
}

export interface LabReport {
  readonly format: typeof REPORT_FORMAT;
  readonly formatVersion: typeof REPORT_FORMAT_VERSION;
  readonly game: { readonly id: string; readonly title: string; readonly version: string };
  readonly seed: string;
  /** Games per variant. */
  readonly games: number;
  readonly seats: number;
  /** Bots in seat order, e.g. ['bot:random', 'bot:heuristic']. */
  readonly bots: readonly string[];
  readonly rotate: boolean;
  readonly variants: readonly VariantReport[];
  /** Paired differences of each variant from the first; empty with one variant. */
  readonly differences: readonly DifferenceReport[];
  readonly skill?: SkillReport;
  /**
   * Exact beside simulated (issue #36): where the game is solved (its registry entry's
   * `ceilings`) and the run is its optimal bot against the random or heuristic one, two seats
   * rotated, the exact share the optimal bot wins beside the share it won (first variant).
   */
  readonly exact?: {
    readonly opponent: 'bot:random' | 'bot:heuristic';
    readonly exact: number;
    readonly simulated: Interval;
  };
  /** With `--until-decided`: the sequential test's looks and decision (sequential.ts). */
  readonly sequential?: SequentialReport;
  /** How fast it went: the one part that differs from run to run. */
  readonly speed: {
    readonly seconds: number;
    readonly gamesPerSecond: number;
    readonly workers: number;
  };
}

function distribution(pairs: Pairs): Distribution {
  return { pairs, summary: summarize(pairs) };
}

/**
 * Games played on each seed in a rotated run (LabConfig.rotate: each seed once per seat order),
 * 1 otherwise. With the same bot in every seat the orders replay one game, so a share or mean
 * over a rotated run's games counts seeds, not games (figures.ts seedWilson, stats.ts
 * perSeedMoments): the intervals of the plain run of its seeds.
 */
export function perSeedOf(lab: LabResult['lab']): number {
  return lab.config.rotate === true ? lab.seats : 1;
}

/** Said in the note of a figure whose intervals count seeds, `perSeed` games each. */
export function seedsNote(perSeed: number): string {
  return perSeed > 1
    ? ` Seats rotated: each seed is played once per seat order (${perSeed} games), so the intervals count seeds, not games.`
    : '';
}

/** `perSeed`: games per seed, whose intervals then count seeds (perSeedOf). */
function seatReport(
  label: string,
  bot: string,
  r: ResultTally,
  games: number,
  field?: Moments,
  perSeed = 1,
): SeatReport {
  return {
    label,
    bot,
    ...r,
    win: seedWilson(r.wins, games, perSeed),
    draw: seedWilson(r.draws, games, perSeed),
    loss: seedWilson(r.losses, games, perSeed),
    ...(field ? { field: meanInterval(perSeedMoments(field, perSeed)) } : {}),
  };
}

function resultRows(reports: readonly SeatReport[], perSeed = 1): RateFigureRow[] {
  return reports.flatMap((s) =>
    rateRows(
      [
        { label: s.label, group: 'win', successes: s.wins, trials: s.wins + s.draws + s.losses },
        { label: s.label, group: 'draw', successes: s.draws, trials: s.wins + s.draws + s.losses },
        { label: s.label, group: 'loss', successes: s.losses, trials: s.wins + s.draws + s.losses },
      ],
      undefined,
      perSeed,
    ),
  );
}

/** The generic figures of scores name what the game's scores count, when its probe says. */
function scoreWords(probe: LabProbe | undefined, options: unknown): ScoreWords {
  return probe?.scoreWords?.(options) ?? { unit: 'Score', game: 'game' };
}

/** The teams' results, when some team has more than one seat; else undefined. */
function teamReports(
  result: LabResult,
  tally: LabTally,
  finished: number,
): SeatReport[] | undefined {
  const { lab } = result;
  if (!lab.teams.some((members) => members.length > 1)) return undefined;
  return tally.teams.map((r, team) => {
    const members = lab.teams[team] ?? [];
    const label = `Team ${team + 1} (seats ${members.map((seat) => seat + 1).join(', ')})`;
    const bots = lab.config.rotate
      ? 'rotating'
      : members.map((seat) => lab.bots[seat] ?? '').join(', ');
    return seatReport(label, bots, r, finished, undefined, perSeedOf(lab));
  });
}

function variantReport(result: LabResult, v: number): VariantReport {
  const { lab } = result;
  const tally = result.tallies[v] as LabTally;
  const variant = lab.variants[v];
  const games = tally.games;
  // Results are shares of the games that finished: a stopped game has none.
  const finished = games - tally.stopped;
  const seats = seatReports(result, tally, finished);
  const bots = botReports(result, tally, finished);
  const teams = teamReports(result, tally, finished);
  const { endless, actionBound } = lab.engine.facts;
  const forced = tally.branching.find(([choices]) => choices === 1)?.[1] ?? 0;
  const branching = distribution(tally.branching);
  // From the game itself, so the names stay when a run leaves its probe out.
  const words = scoreWords(lab.game.probe, variant?.options);
  // A rotated run plays each seed once per seat order: shares and means over its games count
  // seeds (by bot excepted: the bots trade seats, so a seed's orders do not replay one result).
  const perSeed = perSeedOf(lab);
  const figures: Figure[] = [
    ...resultFigures(lab.seats, seats, bots, teams, perSeed),
    ...distributionFigures(result, tally, words),
  ];
  const cards = tally.cards ? cardsReport(tally.cards, perSeed) : undefined;
  if (cards) figures.push(...cardFigures(cards, perSeed));
  const shape = tally.shape
    ? shapeReport(
        tally.shape,
        tally.drawnGames,
        lab.game.evaluation ? 'evaluation' : 'rollouts',
        shapeEveryOf(lab.config.shapeEvery, lab.game),
        perSeed,
      )
    : undefined;
  if (shape) figures.push(...shapeFigures(shape, words));
  if (lab.probe && tally.probe) {
    const context = { seats: lab.seats, options: variant?.options, games };
    // The probe's shares count seeds too.
    figures.push(...lab.probe.figures(tally.probe, context).map((f) => fromProbe(f, perSeed)));
  }
  return {
    label: variant?.label ?? '',
    options: variant?.options,
    games,
    drawnGames: tally.drawnGames,
    ...(endless ? { bound: { actions: actionBound, reached: tally.stopped } } : {}),
    seats,
    ...(bots ? { bots } : {}),
    ...(teams ? { teams } : {}),
    score: words,
    scores: tally.scores.map(distribution),
    totalScore: distribution(tally.totalScore),
    decisions: distribution(tally.decisions),
    turns: distribution(tally.turns),
    branching: {
      ...branching,
      forcedShare: branching.summary.n ? forced / branching.summary.n : NaN,
    },
    figures,
    ...(cards ? { cards } : {}),
    ...(shape ? { shape } : {}),
    ...(variant?.restrict
      ? {
          restriction: {
            ...variant.restrict,
            met: tally.restricted?.[0] ?? 0,
            changed: tally.restricted?.[1] ?? 0,
          },
        }
      : {}),
  };
}

function shapeReport(
  tally: ShapeTally,
  drawn: number,
  judgedBy: 'evaluation' | 'rollouts',
  every: number,
  perSeed = 1,
): ShapeReport {
  const withWinner = tally.decided.reduce((n, [, count]) => n + count, 0);
  // The judged sample (every `every`-th game) holds at most this many games of one seed.
  const sampled = sampledPerSeed(perSeed, every);
  const mean = (pairs: Pairs): Interval => meanInterval(perSeedMoments(momentsOf(pairs), sampled));
  // Every game is judged: by its evaluation, or by rollouts (rollouts.ts).
  return {
    games: tally.games,
    draws: seedWilson(drawn, tally.games, perSeed),
    margin: distribution(tally.margin),
    evaluated: true,
    judgedBy,
    every,
    judged: tally.judged,
    leadChanges: distribution(tally.leadChanges),
    leadChangesMean: mean(tally.leadChanges),
    comebacks: { ...seedWilson(tally.comebacks, withWinner, sampled), count: tally.comebacks },
    decided: distribution(tally.decided),
    decidedMean: mean(tally.decided),
  };
}

/**
 * At most how many games of one seed a sample of every `every`-th game holds, when each seed is
 * played `perSeed` times in a row (a rotated run): all of them when every game is judged, one
 * when the sample steps over a seed's games (every ≥ perSeed, e.g. every 64th of 2 seats).
 */
export function sampledPerSeed(perSeed: number, every: number): number {
  return Math.ceil(perSeed / Math.max(1, every));
}

/** Margins, and where the game judges positions, lead changes and decisiveness. */
function shapeFigures(shape: ShapeReport, words: ScoreWords): Figure[] {
  const figures: Figure[] = [
    {
      kind: 'histogram',
      id: 'shape-margin',
      title: 'Winning margin',
      note: `The winner's final ${words.unit.toLowerCase()} minus the best of the other sides'; 0 is a draw.`,
      measure: `Margin (${words.unit.toLowerCase()})`,
      series: [{ label: 'games', pairs: shape.margin.pairs }],
    },
  ];
  if (shape.leadChanges)
    figures.push({
      kind: 'histogram',
      id: 'shape-lead-changes',
      title: 'Lead changes',
      note: "How often the favourite changed: the side the game's own evaluation gives the highest win probability, at every point it can judge.",
      measure: 'Lead changes per game',
      series: [{ label: 'games', pairs: shape.leadChanges.pairs }],
    });
  if (shape.decided)
    figures.push({
      kind: 'histogram',
      id: 'shape-decided',
      title: 'When the game was decided',
      note: "Share of a game's decisions played before the winner's win probability rose to 90% and stayed there to the end: 0% decided from the start, 100% by the last action.",
      measure: 'Decided at (% of the game)',
      series: [{ label: 'games', pairs: shape.decided.pairs }],
    });
  return figures;
}

/** The improvement of each card, and of each choice, as a plot of intervals around 0. */
function cardFigures(cards: CardsReport, perSeed = 1): Figure[] {
  const rows = (kind: CardRow['kind']): Extract<Figure, { kind: 'differences' }>['rows'] =>
    cards.rows
      .filter((r) => r.kind === kind && Number.isFinite(r.improvement.low))
      .map((r) => ({
        label: r.name,
        value: r.improvement.value,
        low: r.improvement.low,
        high: r.improvement.high,
        flagged: r.improvement.low > 0 || r.improvement.high < 0,
      }));
  const figures: Figure[] = [];
  const held = rows('card');
  if (held.length > 0)
    figures.push({
      kind: 'differences',
      id: 'card-improvement',
      title: 'Improvement when drawn, by card',
      note: `A seat's win rate (a draw half a win) in games it held the card minus in games it never saw it, with the 95% interval; flagged when the interval leaves out 0. The table above gives every rate.${seedsNote(perSeed)}`,
      axis: 'Win rate held minus never seen',
      rows: held,
    });
  const chosen = rows('choice');
  if (chosen.length > 0)
    figures.push({
      kind: 'differences',
      id: 'choice-improvement',
      title: 'Improvement when chosen, by kind of action',
      note: `A seat’s win rate in games it chose this kind of action minus in games it was offered it and never chose it, with the 95% interval; flagged when the interval leaves out 0.${seedsNote(perSeed)}`,
      axis: 'Win rate chosen minus offered, not chosen',
      rows: chosen,
    });
  return figures;
}

function seatReports(result: LabResult, tally: LabTally, finished: number): SeatReport[] {
  const { lab } = result;
  return tally.seats.map((r, seat) =>
    seatReport(
      `Seat ${seat + 1}`,
      lab.config.rotate ? 'rotating' : (lab.bots[seat] ?? ''),
      r,
      finished,
      tally.field[seat],
      perSeedOf(lab),
    ),
  );
}

/**
 * A bot's row label: its name, or 'Bot 1: bot:heuristic' when the list names it more than once
 * (the same bot in every seat, one of them restricted: restrict.ts), so rows stay apart.
 */
export function botLabel(bots: readonly string[], i: number): string {
  const name = bots[i] ?? '';
  return bots.indexOf(name) === bots.lastIndexOf(name) ? name : `Bot ${i + 1}: ${name}`;
}

/** Each bot's results when the bots changed seats game by game; undefined when they did not. */
function botReports(
  result: LabResult,
  tally: LabTally,
  finished: number,
): SeatReport[] | undefined {
  const { lab } = result;
  if (!lab.config.rotate) return undefined;
  return tally.entrants.map((r, i) =>
    seatReport(botLabel(lab.bots, i), lab.bots[i] ?? '', r, finished, tally.entrantField[i]),
  );
}

/** Wins, draws and losses by seat, and by bot and by team when the run has them. */
function resultFigures(
  seatCount: number,
  seats: readonly SeatReport[],
  bots: readonly SeatReport[] | undefined,
  teams: readonly SeatReport[] | undefined,
  perSeed = 1,
): Figure[] {
  return [
    {
      kind: 'rates',
      id: 'seat-results',
      title: 'Results by seat',
      note: `Share of games each seat won, drew (all seats shared first place) or lost, with 95% intervals; the line is an even share of wins.${seedsNote(perSeed)}`,
      measure: 'Share of games',
      rows: resultRows(seats, perSeed),
      reference: 1 / seatCount,
    },
    ...(bots
      ? [
          {
            kind: 'rates',
            id: 'bot-results',
            title: 'Results by bot',
            note: 'The bots changed seats game by game, each seed played in every arrangement.',
            measure: 'Share of games',
            rows: resultRows(bots),
            reference: 1 / seatCount,
          } as const,
        ]
      : []),
    ...(teams
      ? [
          {
            kind: 'rates',
            id: 'team-results',
            title: 'Results by team',
            note: `Teammates share one place, so a team wins, draws or loses together.${seedsNote(perSeed)}`,
            measure: 'Share of games',
            rows: resultRows(teams, perSeed),
            reference: 1 / teams.length,
          } as const,
        ]
      : []),
  ];
}

/** Final scores by seat and added up, game length and choices per decision. */
function distributionFigures(result: LabResult, tally: LabTally, words: ScoreWords): Figure[] {
  const { lab } = result;
  const scoreLabel = (seat: number): string =>
    lab.config.rotate ? `Seat ${seat + 1}` : `Seat ${seat + 1} (${lab.bots[seat] ?? ''})`;
  return [
    {
      kind: 'histogram',
      id: 'final-scores',
      title: `Final ${words.unit.toLowerCase()} by seat`,
      measure: words.unit,
      series: tally.scores.map((pairs, seat) => ({ label: scoreLabel(seat), pairs })),
    },
    {
      kind: 'histogram',
      id: 'total-score',
      title: `${words.unit} per ${words.game}, all seats added`,
      note: words.note ?? "All seats' final scores added up.",
      measure: `${words.unit} per ${words.game}`,
      series: [{ label: 'games', pairs: tally.totalScore }],
    },
    {
      kind: 'histogram',
      id: 'length',
      title: 'Game length',
      note: 'Decisions are actions chosen; a turn is a run of decisions by one seat.',
      measure: 'Length',
      series: [
        { label: 'decisions', pairs: tally.decisions },
        { label: 'turns', pairs: tally.turns },
      ],
    },
    {
      kind: 'histogram',
      id: 'branching',
      title: 'Choices per decision',
      note: 'How many legal actions each decision offered; 1 is a forced move.',
      measure: 'Legal actions',
      series: [{ label: 'decisions', pairs: tally.branching }],
    },
  ];
}

function differences(result: LabResult): DifferenceReport[] {
  const names = pairedMetrics(
    result.lab.seats,
    result.lab.variants.some((v) => v.restrict),
  );
  const first = result.lab.variants[0]?.label ?? '';
  return result.paired.map((moments, v) => ({
    variant: result.lab.variants[v + 1]?.label ?? '',
    against: first,
    metrics: moments.map((m, k) => ({ metric: names[k] ?? '', ...meanInterval(m) })),
  }));
}

/**
 * The paired differences as figures for the page: one per metric, since metrics come in
 * different units (a win rate, a number of decisions), each with its variants as rows.
 */
export function differenceFigures(diffs: readonly DifferenceReport[]): Figure[] {
  const metrics = diffs[0]?.metrics.map((m) => m.metric) ?? [];
  return metrics.map((metric, k) => ({
    kind: 'differences',
    id: `difference-${k}`,
    title: `Difference in ${metric.charAt(0).toLowerCase()}${metric.slice(1)}`,
    note: `Mean per-game difference from '${diffs[0]?.against ?? ''}' on the same seeds, with its 95% interval; flagged when the interval leaves out 0.`,
    rows: diffs.map((d) => {
      const m = d.metrics[k] ?? { value: NaN, low: NaN, high: NaN };
      return {
        label: `${d.variant} − ${d.against}`,
        value: m.value,
        low: m.low,
        high: m.high,
        flagged: m.low > 0 || m.high < 0,
      };
    }),
  }));
}

/** The figure of the skill ladder, for the page. */
export function skillFigure(skill: SkillReport): Figure {
  return {
    kind: 'rates',
    id: 'skill',
    title: 'Skill versus luck',
    note: 'How often the search bot with twice the iterations wins the games that are not drawn, seats rotated on paired seeds; the line is what luck alone would give.',
    measure: 'Stronger bot wins',
    rows: skill.rungs.map((r) => ({
      label: `${r.strong} vs ${r.weak}`,
      successes: r.wins,
      trials: r.games - r.draws,
      value: r.win.value,
      low: r.win.low,
      high: r.win.high,
      flagged: false,
    })),
    reference: skill.chance,
  };
}

/** The solved game's exact share beside the simulated one, when the run is the one solved. */
function exactOf(result: LabResult): Pick<LabReport, 'exact'> {
  const { lab } = result;
  const [first, opponent] = lab.bots;
  const ceilings = lab.game.ceilings;
  if (!ceilings || lab.seats !== 2 || lab.config.rotate !== true || first !== 'bot:optimal')
    return {};
  if (opponent !== 'bot:random' && opponent !== 'bot:heuristic') return {};
  const options = lab.variants[0]?.options ?? lab.config.options ?? {};
  const r = result.tallies[0]?.entrants[0];
  const games = result.tallies[0]?.games ?? 0;
  if (!r) return {};
  const exact = ceilings(options)[opponent === 'bot:random' ? 'random' : 'heuristic'];
  return { exact: { opponent, exact, simulated: wilson(r.wins, games) } };
}

export function buildReport(
  result: LabResult,
  skill?: SkillReport,
  sequential?: SequentialReport,
): LabReport {
  const { lab } = result;
  const facts = lab.engine.facts;
  const played = result.tallies.reduce((n, t) => n + t.games, 0);
  return {
    format: REPORT_FORMAT,
    formatVersion: REPORT_FORMAT_VERSION,
    game: { id: facts.id, title: facts.title, version: facts.version },
    seed: lab.config.seed,
    games: lab.config.games,
    seats: lab.seats,
    bots: lab.bots,
    rotate: lab.config.rotate === true,
    variants: result.tallies.map((_, v) => variantReport(result, v)),
    differences: differences(result),
    ...(skill ? { skill } : {}),
    ...(sequential ? { sequential } : {}),
    ...exactOf(result),
    speed: {
      seconds: result.seconds,
      gamesPerSecond: result.seconds > 0 ? played / result.seconds : NaN,
      workers: result.concurrency,
    },
  };
}
