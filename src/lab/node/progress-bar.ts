/**
 * The progress bar on a terminal: one line on stderr, redrawn at most ten times a second, and
 * nothing at all when stderr is not a terminal (a pipe, a file, CI).
 */
import type { LabProgress } from '../run.ts';
import { progressLine } from '../progress.ts';

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
