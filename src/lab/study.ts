/**
 * A study: the lab's one use-case, whoever asks for it. `matchday lab` (on worker threads or a
 * Redis queue), the web Lab (on web workers) and `matchday seats` all play a resolved run, climb
 * the skill ladder when asked and build the report here; they differ only in the executor they
 * hand in and in how they show progress. So a seed gives the same report, apart from its speed
 * figures, whatever plays the chunks.
 */
import type { GameLoader, ResolvedLab } from './config.ts';
import { buildReport, type LabReport, type SkillReport } from './report.ts';
import { matchdayError } from '../core/errors.ts';
import { LabError } from './errors.ts';
import { pairedMetrics } from './paired.ts';
import { runLab, type Executor, type LabProgress, type LabResult } from './run.ts';
import {
  runSequential,
  type SequentialLook,
  type SequentialPlan,
  type SequentialReport,
} from './sequential.ts';
import { runSkill } from './skill.ts';
import { addMoments, type Moments } from './stats.ts';
import { mergeTallies } from './tally.ts';

/** The skill-versus-luck ladder asked for, as `matchday lab --skill` takes it. */
export interface SkillLadder {
  /** Games per rung, e.g. 100 (`--skill-games`). */
  readonly games: number;
  /** The stronger bot's iterations per rung, e.g. [8, 16, 32, 64] (`--skill-budgets`). */
  readonly budgets: readonly number[];
  /** Also the hard bot against the easy one, as the first rung (`--skill-levels`). */
  readonly levels?: boolean;
}

/** Which part of a study a progress is about: the games, or a rung of the skill ladder. */
export type StudyStage =
  | { readonly kind: 'games' }
  /** `rung` counts from 1, e.g. rung 2 of 4 rungs. */
  | { readonly kind: 'skill'; readonly rung: number; readonly rungs: number };

export interface StudyOptions {
  /** Also climb the skill ladder after the games, on the same executor. */
  readonly skill?: SkillLadder | undefined;
  /** Hears of every progress of every stage; the caller decides what to show, and how often. */
  readonly onProgress?: (stage: StudyStage, progress: LabProgress) => void;
  /** The clock the games' speed figures are read from (milliseconds). */
  readonly now?: () => number;
  /** Where the skill ladder's game comes from: the registry, or a test's own game. */
  readonly load?: GameLoader;
  /**
   * Play until the difference between variants is decided (sequential.ts) instead of the
   * run's fixed number of games, which becomes the most it may play.
   */
  readonly until?: Omit<SequentialPlan, 'maxGames'> | undefined;
  /**
   * With `until`: hears of every look as it is judged, with the plan and the looks scheduled,
   * so a page can show the test as it goes (the Lab page's live figure).
   */
  readonly onLook?: (look: SequentialLook, plan: SequentialPlan, scheduled: number) => void;
}

const GAMES: StudyStage = { kind: 'games' };

/** Plays `lab` on `executor`, then the skill ladder if asked, and returns the report. */
export async function runStudy(
  lab: ResolvedLab,
  executor: (lab: ResolvedLab) => Executor,
  options: StudyOptions = {},
): Promise<LabReport> {
  const { onProgress, skill } = options;
  const until = options.until ?? lab.config.until;
  let result: LabResult;
  let sequential: SequentialReport | undefined;
  if (until) ({ result, sequential } = await runUntilDecided(lab, executor, until, options));
  else
    result = await runLab(
      lab,
      executor,
      onProgress &&
        ((progress) => {
          onProgress(GAMES, progress);
        }),
      options.now,
    );
  const ladder = skill ? await climbLadder(lab, skill, executor, options) : undefined;
  return buildReport(result, ladder, sequential);
}

/** The paired metric a sequential stop decides on, by name (any case), or a LabError. */
export function decidedMetric(lab: ResolvedLab, metric: string): number {
  const names = pairedMetrics(
    lab.seats,
    lab.variants.some((v) => v.restrict),
  );
  const k = names.findIndex((n) => n.toLowerCase() === metric.toLowerCase());
  if (k < 0)
    throw new LabError(
      matchdayError(
        'bad-options',
        `No paired metric '${metric}' to decide on. Metrics: ${names.join(', ')}.`,
      ),
    );
  return k;
}

/**
 * Plays the run in looks (games 0..n1, n1..n2, …, each look's games the very games a fixed run
 * plays under those indices) until the sequential test decides, and merges the looks' results
 * into one, as if the run had been asked for that many games.
 */
async function runUntilDecided(
  lab: ResolvedLab,
  executor: (lab: ResolvedLab) => Executor,
  until: Omit<SequentialPlan, 'maxGames'>,
  { onProgress, onLook, now = () => performance.now() }: StudyOptions,
): Promise<{ result: LabResult; sequential: SequentialReport }> {
  if (lab.variants.length < 2)
    throw new LabError(
      matchdayError(
        'bad-options',
        'Playing until decided needs two variants to compare (--compare, --never or --always).',
      ),
    );
  const k = decidedMetric(lab, until.metric);
  const plan: SequentialPlan = { ...until, maxGames: lab.config.games };
  const start = now();
  const total = plan.maxGames * lab.variants.length;
  let merged: LabResult | undefined;
  const sequential = await runSequential(
    plan,
    lab.config.rotate === true ? lab.seats : 1,
    async (from, to) => {
      const look: ResolvedLab = { ...lab, config: { ...lab.config, games: to - from } };
      const result = await runLab(
        look,
        (l) => shifted(executor(l), from),
        onProgress &&
          ((p) => {
            onProgress(GAMES, {
              done: from * lab.variants.length + p.done,
              total,
              elapsed: now() - start,
            });
          }),
        now,
      );
      merged = merged ? mergeResults(merged, result) : result;
      return result.paired.map((moments) => moments[k] as Moments);
    },
    onLook &&
      ((look, scheduled) => {
        onLook(look, plan, scheduled);
      }),
  );
  if (!merged) throw new Error('a sequential run played no look');
  const result: LabResult = {
    ...merged,
    lab: { ...lab, config: { ...lab.config, games: sequential.games } },
    seconds: (now() - start) / 1000,
  };
  return { result, sequential };
}

/** An executor that plays games `offset` further on: a look's chunk 0 is the run's game `offset`. */
function shifted(inner: Executor, offset: number): Executor {
  return {
    concurrency: inner.concurrency,
    run: (task, played) =>
      inner.run({ ...task, from: task.from + offset, to: task.to + offset }, played),
    ...(inner.players ? { players: () => inner.players?.() ?? inner.concurrency } : {}),
    ...(inner.close ? { close: () => inner.close?.() } : {}),
  };
}

function mergeResults(a: LabResult, b: LabResult): LabResult {
  return {
    ...a,
    tallies: a.tallies.map((t, v) => mergeTallies(t, b.tallies[v] ?? t)),
    paired: a.paired.map((moments, v) =>
      moments.map((m, i) => {
        const sum = { ...m };
        const other = b.paired[v]?.[i];
        if (other) addMoments(sum, other);
        return sum;
      }),
    ),
  };
}

/** The ladder on the run's game, seats, options and seed (see skill.ts). */
function climbLadder(
  lab: ResolvedLab,
  ladder: SkillLadder,
  executor: (lab: ResolvedLab) => Executor,
  { onProgress, load }: StudyOptions,
): Promise<SkillReport> {
  const { config } = lab;
  const rungs = ladder.budgets.length + (ladder.levels ? 1 : 0);
  return runSkill(
    {
      game: config.game,
      seats: lab.seats,
      ...(config.options ? { options: config.options } : {}),
      seed: config.seed,
      budgets: ladder.budgets,
      games: ladder.games,
      ...(ladder.levels ? { levels: true } : {}),
    },
    executor,
    onProgress &&
      ((rung, progress) => {
        onProgress({ kind: 'skill', rung: rung + 1, rungs }, progress);
      }),
    load,
  );
}
