/**
 * How long garbage collection held the server's thread: every client waiting on it waits that
 * much longer. The event loop's delay says a turn ran late; these figures say how much of it
 * the collector took (young-generation scavenges are most of the pauses at many tables).
 */
import { PerformanceObserver, constants } from 'node:perf_hooks';

export interface GcPauseFigures {
  /** All pauses since the server started, in ms (divided by actions: a cost per action). */
  readonly gcPauseMsTotal: number;
  readonly gcPauses: number;
  /** The longest pause since the figures were last read, in ms. */
  readonly gcPauseMaxMs: number;
  /** The longest pause of a major collection (mark-compact) since then, in ms. */
  readonly gcMajorPauseMaxMs: number;
}

/** A 'gc' performance entry: its pause, and its kind in `detail` (Node's GcPerformanceDetail). */
export interface GcEntry {
  readonly duration: number;
  readonly detail?: unknown;
}

/** A major collection (mark-compact), as against a young-generation one. */
const MAJOR = constants.NODE_PERFORMANCE_GC_MAJOR;

export class GcPauses {
  private total = 0;
  private count = 0;
  private longest = 0;
  private longestMajor = 0;
  private readonly observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) this.note(entry);
  });

  start(): void {
    this.observer.observe({ entryTypes: ['gc'] });
  }

  stop(): void {
    this.observer.disconnect();
  }

  /** One collection's pause (exposed for the test, which cannot force a pause's length). */
  note(entry: GcEntry): void {
    this.total += entry.duration;
    this.count++;
    this.longest = Math.max(this.longest, entry.duration);
    const kind = (entry.detail as { readonly kind?: number } | undefined)?.kind;
    if (kind === MAJOR) this.longestMajor = Math.max(this.longestMajor, entry.duration);
  }

  /** The figures, and the longest pause starts again from nothing. */
  read(): GcPauseFigures {
    const figures: GcPauseFigures = {
      gcPauseMsTotal: this.total,
      gcPauses: this.count,
      gcPauseMaxMs: this.longest,
      gcMajorPauseMaxMs: this.longestMajor,
    };
    this.longest = 0;
    this.longestMajor = 0;
    return figures;
  }
}
