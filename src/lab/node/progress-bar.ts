/**
 * The progress bar on a terminal: one line on stderr, redrawn at most ten times a second, and
 * nothing at all when stderr is not a terminal (a pipe, a file, CI).
 */
import type { LabProgress } from '../run.ts';
import { progressLine } from '../progress.ts';
import type { StudyStage } from '../study.ts';

const REDRAW_MS = 100;

export interface ProgressBar {
  update(progress: LabProgress): void;
  /** Clears the line, leaving the terminal as it was. */
  done(): void;
}

export function progressBar(
  label: string,
  stream: NodeJS.WriteStream = process.stderr,
): ProgressBar {
  if (!stream.isTTY) return { update: () => undefined, done: () => undefined };
  let last = -Infinity;
  let shown = false;
  return {
    update(progress) {
      const now = performance.now();
      if (now - last < REDRAW_MS && progress.done < progress.total) return;
      last = now;
      shown = true;
      const width = Math.max(10, Math.min(30, (stream.columns || 80) - 70));
      stream.write(`\r\x1b[2K${label} ${progressLine(progress, width)}`);
    },
    done() {
      if (shown) stream.write('\r\x1b[2K');
    },
  };
}

export interface StudyBars {
  readonly update: (stage: StudyStage, progress: LabProgress) => void;
  /** Clears the bar shown. */
  readonly done: () => void;
}

/**
 * A study's bars, one per stage and named after it: the game's id for the games, then one per
 * rung of the skill ladder, e.g. 'skill 2/4 search:16'.
 */
export function studyBars(
  game: string,
  budgets: readonly number[] = [],
  stream: NodeJS.WriteStream = process.stderr,
): StudyBars {
  let bar = progressBar(game, stream);
  // The stage shown: 0 for the games, else the rung.
  let shown = 0;
  return {
    update(stage, progress) {
      const rung = stage.kind === 'games' ? 0 : stage.rung;
      if (stage.kind === 'skill' && rung !== shown) {
        bar.done();
        const budget = budgets[rung - 1] ?? '';
        bar = progressBar(`skill ${rung}/${stage.rungs} search:${budget}`, stream);
        shown = rung;
      }
      bar.update(progress);
    },
    done() {
      bar.done();
    },
  };
}
