/**
 * A run's progress as the page shows it: a share for the bar, games, rate and time left.
 * Workers take a moment to load their scripts, so while games are still being played the rate
 * is measured from the stage's first progress on (`since`) when there is one: a cold start
 * would otherwise make the first estimates of time left far too long.
 */
import { formatSeconds, progressFigures } from '../../../src/lab/progress.ts';
import type { LabProgress } from '../../../src/lab/run.ts';
import { count, decimal } from './format.ts';
import type { RunStage } from './messages.ts';

export interface ProgressView {
  /** Whole per cent done, 0 to 100, e.g. 52. */
  readonly percent: number;
  readonly done: number;
  readonly total: number;
  /** E.g. '5,200 of 10,000 games · 2,431 games/s · about 2s left'. */
  readonly words: string;
}

export function progressView(p: LabProgress, since?: LabProgress): ProgressView {
  const f = progressFigures(p);
  const finished = p.done >= p.total;
  const warm = since !== undefined && !finished && p.elapsed > since.elapsed;
  const rate = warm ? (p.done - since.done) / ((p.elapsed - since.elapsed) / 1000) : f.rate;
  const eta = warm ? (rate > 0 ? (p.total - p.done) / rate : NaN) : f.eta;
  const left = finished
    ? `all played in ${decimal(p.elapsed / 1000, 1)} s`
    : `about ${formatSeconds(eta)} left`;
  return {
    percent: Math.floor(100 * f.share),
    done: p.done,
    total: p.total,
    words: `${count(p.done)} of ${count(p.total)} games · ${count(rate)} games/s · ${left}`,
  };
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
