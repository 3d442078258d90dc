/**
 * A run under way: a bar, games done, rate and time left, and the button that stops it. It
 * scrolls itself into view as the run starts: the Run button sits at the foot of a long form,
 * where the progress would otherwise appear below the fold.
 */
import { useEffect, useMemo, useRef, type ReactElement } from 'react';
import type { LabProgress } from '../../../src/lab/run.ts';
import type { Eta } from './eta.ts';
import type { RunStage } from './messages.ts';
import { lookWords, progressView, stageWords, startingWords } from './progressView.ts';
import { PlotFigure } from './PlotFigure.tsx';
import { sequentialFigure } from '../../../src/lab/sequential-figure.ts';
import type { LiveSequential } from './useLabRun.ts';

interface LabProgressViewProps {
  readonly progress: LabProgress | null;
  /** The stage's smoothed rate and time left (see progressView). */
  readonly eta?: Eta;
  readonly workers: number;
  /** Workers whose code has loaded, e.g. 1; all of them once the run is over. */
  readonly ready?: number;
  readonly stage: RunStage;
  /** Absent once the run is over: the bar stays, full, without the button. */
  readonly onCancel?: () => void;
  /** A run until decided: its looks so far, said and drawn as they come. */
  readonly sequential?: LiveSequential | null;
}

export function LabProgressView({
  progress,
  eta,
  workers,
  ready = workers,
  stage,
  onCancel,
  sequential,
}: LabProgressViewProps): ReactElement {
  const view = progress ? progressView(progress, eta) : null;
  const rung = stageWords(stage);
  const box = useRef<HTMLElement>(null);
  // Drawn again only when a look comes, not at every progress.
  const figure = useMemo(
    () =>
      sequential && sequential.looks.length > 0
        ? sequentialFigure(sequential.plan, sequential.looks, sequential.labels)
        : null,
    [sequential],
  );
  useEffect(() => {
    box.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <section className="panel lab-progress" aria-label="Progress" ref={box}>
      <progress
        className="lab-progress__bar"
        aria-label="Games played"
        max={view?.total ?? 1}
        value={view?.done ?? 0}
      />
      <p role="status" className="lab-progress__words">
        {view ? `${rung}${view.percent}% · ${view.words}` : startingWords(workers, ready)}
      </p>
      {sequential && figure && (
        <div className="lab-progress__looks" data-cell="looks">
          <p aria-live="polite">{lookWords(sequential)}</p>
          <PlotFigure figure={figure} />
        </div>
      )}
      {onCancel && (
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      )}
    </section>
  );
}
