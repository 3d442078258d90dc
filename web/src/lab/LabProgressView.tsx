/** A run under way: a bar, games done, rate and time left, and the button that stops it. */
import type { ReactElement } from 'react';
import type { LabProgress } from '../../../src/lab/run.ts';
import type { RunStage } from './messages.ts';
import { progressView, stageWords } from './progressView.ts';

interface LabProgressViewProps {
  readonly progress: LabProgress | null;
  /** The stage's first progress, to measure the rate from (see progressView). */
  readonly since?: LabProgress | null;
  readonly workers: number;
  readonly stage: RunStage;
  /** Absent once the run is over: the bar stays, full, without the button. */
  readonly onCancel?: () => void;
}

export function LabProgressView({
  progress,
  since,
  workers,
  stage,
  onCancel,
}: LabProgressViewProps): ReactElement {
  const view = progress ? progressView(progress, since ?? undefined) : null;
  const rung = stageWords(stage);
  return (
    <section className="panel lab-progress" aria-label="Progress">
      <progress
        className="lab-progress__bar"
        aria-label="Games played"
        max={view?.total ?? 1}
        value={view?.done ?? 0}
      />
      <p role="status" className="lab-progress__words">
        {view
          ? `${rung}${view.percent}% · ${view.words}`
          : `Starting ${workers} worker${workers === 1 ? '' : 's'}…`}
      </p>
      {onCancel && (
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      )}
    </section>
  );
}
