/**
 * A study: the lab's one use-case, whoever asks for it. `matchday lab` (on worker threads or a
 * Redis queue), the web Lab (on web workers) and `matchday seats` all play a resolved run, climb
 * the skill ladder when asked and build the report here; they differ only in the executor they
 * hand in and in how they show progress. So a seed gives the same report, apart from its speed
 * figures, whatever plays the chunks.
 */
import type { GameLoader, ResolvedLab } from './config.ts';
import { buildReport, type LabReport, type SkillReport } from './report.ts';
import { runLab, type Executor, type LabProgress } from './run.ts';
import { runSkill } from './skill.ts';

/** The skill-versus-luck ladder asked for, as `matchday lab --skill` takes it. */
export interface SkillLadder {
  /** Games per rung, e.g. 100 (`--skill-games`). */
  readonly games: number;
  /** The stronger bot's iterations per rung, e.g. [8, 16, 32, 64] (`--skill-budgets`). */
  readonly budgets: readonly number[];
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
}

const GAMES: StudyStage = { kind: 'games' };

/** Plays `lab` on `executor`, then the skill ladder if asked, and returns the report. */
export async function runStudy(
  lab: ResolvedLab,
  executor: (lab: ResolvedLab) => Executor,
  options: StudyOptions = {},
): Promise<LabReport> {
  const { onProgress, skill } = options;
  const result = await runLab(
    lab,
    executor,
    onProgress &&
      ((progress) => {
        onProgress(GAMES, progress);
      }),
    options.now,
  );
  const ladder = skill ? await climbLadder(lab, skill, executor, options) : undefined;
  return buildReport(result, ladder);
}

/** The ladder on the run's game, seats, options and seed (see skill.ts). */
function climbLadder(
  lab: ResolvedLab,
  ladder: SkillLadder,
  executor: (lab: ResolvedLab) => Executor,
  { onProgress, load }: StudyOptions,
): Promise<SkillReport> {
  const { config } = lab;
  const rungs = ladder.budgets.length;
  return runSkill(
    {
      game: config.game,
      seats: lab.seats,
      ...(config.options ? { options: config.options } : {}),
      seed: config.seed,
      budgets: ladder.budgets,
      games: ladder.games,
    },
    executor,
    onProgress &&
      ((rung, progress) => {
        onProgress({ kind: 'skill', rung: rung + 1, rungs }, progress);
      }),
    load,
  );
}
