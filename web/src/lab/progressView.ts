/** A run's progress as the page shows it: a share for the bar, games, rate and time left. */
import { formatSeconds, progressFigures } from '../../../src/lab/progress.ts';
import type { LabProgress } from '../../../src/lab/run.ts';
import { count, decimal } from './format.ts';

export interface ProgressView {
  /** Whole per cent done, 0 to 100, e.g. 52. */
  readonly percent: number;
  readonly done: number;
  readonly total: number;
  /** E.g. '5,200 of 10,000 games · 2,431 games/s · about 2s left'. */
  readonly words: string;
}

export function progressView(p: LabProgress): ProgressView {
  const f = progressFigures(p);
  const left =
    p.done >= p.total
      ? `all played in ${decimal(p.elapsed / 1000, 1)} s`
      : `about ${formatSeconds(f.eta)} left`;
  return {
    percent: Math.floor(100 * f.share),
    done: p.done,
    total: p.total,
    words: `${count(p.done)} of ${count(p.total)} games · ${count(f.rate)} games/s · ${left}`,
  };
}
