/**
 * A run's progress as the page shows it: a share for the bar, games, rate and time left.
 * While games are being played the rate and time left are smoothed (eta.ts): measured from
 * the stage's first progress on, since workers take a moment to load; no time left is told
 * until the pace has settled (eta.ts), the line says it is being worked out meanwhile. Once
 * the games are over, the whole run's rate is shown.
 */
import { formatSeconds, progressFigures } from '../../../src/lab/progress.ts';
import type { LabProgress } from '../../../src/lab/run.ts';
import { NO_ETA, gamesPerSecond, secondsLeft, type Eta } from './eta.ts';
import { count, decimal } from './format.ts';
import type { RunStage } from './messages.ts';
import type { SequentialLook, SequentialPlan } from '../../../src/lab/sequential.ts';

export interface ProgressView {
  /** Whole per cent done, 0 to 100, e.g. 52. */
  readonly percent: number;
  readonly done: number;
  readonly total: number;
  /** E.g. '5,200 of 10,000 games · 2,431 games/s · about 2s left' ('working out the time left' early). */
  readonly words: string;
}

export function progressView(p: LabProgress, eta: Eta = NO_ETA): ProgressView {
  const f = progressFigures(p);
  const finished = p.done >= p.total;
  const rate = finished ? f.rate : (gamesPerSecond(eta) ?? f.rate);
  const left = secondsLeft(eta, p.total);
  const time = finished
    ? `all played in ${decimal(p.elapsed / 1000, 1)} s`
    : left === undefined || !eta.settled
      ? 'working out the time left'
      : `about ${formatSeconds(left)} left`;
  return {
    percent: Math.floor(100 * f.share),
    done: p.done,
    total: p.total,
    words: `${count(p.done)} of ${count(p.total)} games · ${count(rate)} games/s · ${time}`,
  };
}

/**
 * What the progress line says before the first games are counted: workers load the game's
 * code first (every engine is in their scripts), then play; the first game counted may take
 * a while with searching bots.
 */
export function startingWords(workers: number, ready: number): string {
  return ready < workers
    ? `Starting ${workers} worker${workers === 1 ? '' : 's'} (loading the game): ${ready} of ${workers} ready…`
    : `All ${workers} worker${workers === 1 ? '' : 's'} ready: playing the first games…`;
}

/** What the progress line begins with: '' for the games, 'Skill ladder, rung 2 of 4: ' then. */
export function stageWords(stage: RunStage): string {
  return stage.kind === 'skill' ? `Skill ladder, rung ${stage.rung} of ${stage.rungs}: ` : '';
}

/** 'Cancelled after 1,200 of 5,000 games. Nothing was kept.', with the rung during the ladder. */
export function cancelledWords(stage: RunStage, progress: LabProgress | null): string {
  const where =
    stage.kind === 'skill' ? ` on the skill ladder, rung ${stage.rung} of ${stage.rungs},` : '';
  const after = progress ? ` after ${count(progress.done)} of ${count(progress.total)} games` : '';
  return `Cancelled${where}${after}. Nothing was kept.`;
}

const DECISION_WORDS = {
  different: 'the difference is established',
  negligible: 'the difference is negligible',
  undecided: 'undecided, playing on',
} as const;

/**
 * A run until decided, look by look: 'Look 3 of at most 10, 1,200 games per variant: undecided,
 * playing on. rounds=5 − rounds=3: +0.0125 [−0.0310, +0.0560].' (each comparison's difference
 * with the interval that look's bound gives).
 */
export function lookWords(live: {
  readonly plan: SequentialPlan;
  readonly scheduled: number;
  readonly looks: readonly SequentialLook[];
  readonly labels: readonly string[];
}): string {
  const look = live.looks.at(-1);
  if (!look) return '';
  const n = live.looks.length;
  const signed = (x: number): string =>
    `${x > 0 ? '+' : x < 0 ? '−' : ''}${decimal(Math.abs(x), 4)}`;
  const rows = look.differences.map(
    (d, v) =>
      `${live.labels[v] ?? `Variant ${v + 2}`}: ${signed(d.value)} [${signed(d.low)}, ${signed(d.high)}].`,
  );
  const decision =
    look.decision === 'undecided' && n >= live.scheduled
      ? 'undecided: the games ran out'
      : DECISION_WORDS[look.decision];
  return [
    `Look ${n} of at most ${live.scheduled}, ${count(look.games)} games per variant, on '${live.plan.metric}': ${decision}.`,
    ...rows,
  ].join(' ');
}
