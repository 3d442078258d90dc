/**
 * Whether this process is overloaded, from how late its event loop runs and how far its
 * commits lag. Pure: it is handed samples and the time, so that tests drive it without load.
 *
 * Each signal is judged by its median over the last `window` readings (none yet counts as 0),
 * so that a spike does not count: one garbage collection, the start-up's compiling, or on a
 * shared machine another process taking the core for a moment. Hysteresis, so that it does
 * not flap: a median at or past its limit makes it overloaded; it is calm again only once
 * every median has stayed under `calm` times its limit for `calmMs` on end (the loop's delay
 * also counts as calm while the loop is less busy than `loopBusy`: the gate says whose the
 * delay is, and is not halved; the loop's busy share under BUSY_CALM of `loopBusyMax`, since
 * it follows the tables seated rather than a queue that empties once the door shuts). A
 * signal whose limit is 0 is not watched.
 *
 * The delays and the commit queue say the process is past its capacity, once the seated
 * tables already wait; the loop's busy share (its CPU, #33) says it is near it, before they
 * do: at twice saturation a door shut by a loop delay of 60 ms had let in 4,311 tables of a
 * 4,750 saturation, and their p99 was 386 ms.
 *
 * And once calm it opens gradually: over the `reopenMs` after an episode it lets in a share of
 * the newcomers that rises from a tenth to all (`admitShare`), so that the crowd refused while
 * it was overloaded, asking again, does not all sit down in the first seconds and overload it
 * again (at twice saturation 200 tables came in within the second the door opened, #33).
 */

/** One reading of the signals. */
export interface LoadSample {
  /** A recent percentile of the event loop's delay, in ms (e.g. 12). */
  readonly loopDelayMs: number;
  /**
   * The share of that time the loop's thread ran this process's work: its CPU time over the
   * time passed, 0-1 (e.g. 0.4). Not the time outside the loop's wait for events, which also
   * counts the time the thread waits for a core other processes hold.
   */
  readonly loopBusy: number;
  /** Writes waiting in the commit queue or in the batch being committed (e.g. 340). */
  readonly commitDepth: number;
  /** How long the oldest write not yet on disk has waited, in ms (e.g. 40). */
  readonly commitAgeMs: number;
}

export interface OverloadLimits {
  /** The loop delay at which new work is refused (OVERLOAD_LOOP_DELAY_MS); 0: not watched. */
  readonly loopDelayMs: number;
  /**
   * The loop's delay counts only while the loop is at least this busy with the process's own
   * work (OVERLOAD_LOOP_BUSY, 0-1): a late loop that is mostly idle waits on other processes
   * for the CPU, and refusing newcomers would not help it.
   */
  readonly loopBusy: number;
  /**
   * The loop's busy share (LoadSample.loopBusy) at which new work is refused
   * (OVERLOAD_LOOP_BUSY_MAX), e.g. 0.75 of a core; 0 or absent: not watched. Calm again under
   * BUSY_CALM of it.
   */
  readonly loopBusyMax?: number;
  /** The commit queue's depth at which new work is refused (OVERLOAD_COMMIT_DEPTH); 0: not watched. */
  readonly commitDepth: number;
  /** The oldest unwritten write's age at which new work is refused (OVERLOAD_COMMIT_AGE_MS); 0: not watched. */
  readonly commitAgeMs: number;
  /** How long every signal must stay calm before new work is taken again (OVERLOAD_CALM_MS). */
  readonly calmMs: number;
  /** The share of each limit under which a signal counts as calm, e.g. 0.5. */
  readonly calm: number;
  /** How often the signals are read, in ms; the loop delay's percentile is over this window. */
  readonly sampleMs: number;
  /** How many of the latest readings each signal's median is taken over, e.g. 5. */
  readonly window: number;
  /**
   * How long after an episode the newcomers let in rise from a tenth to all
   * (OVERLOAD_REOPEN_MS); 0: all at once.
   */
  readonly reopenMs: number;
}

/** The share of newcomers let in as the door starts opening again after an episode. */
export const FIRST_SHARE = 0.1;

/**
 * The share of `loopBusyMax` under which the loop's busy share is calm: it falls only as
 * seated tables leave, so halving it (as the delays are) would keep the door shut until half
 * of them had gone.
 */
export const BUSY_CALM = 0.8;

/**
 * Defaults from bench:server on the 2-core development machine (docs/operations.md, "Overload"):
 * below them seated tables' p99 stays under 250 ms.
 */
export const DEFAULT_LIMITS: Required<OverloadLimits> = {
  loopDelayMs: 60,
  loopBusy: 0.5,
  loopBusyMax: 0.75,
  commitDepth: 20_000,
  commitAgeMs: 400,
  calmMs: 3000,
  calm: 0.5,
  sampleMs: 500,
  window: 5,
  reopenMs: 10_000,
};

/** Whether every limit is 0: shedding is off. */
export function watchesNothing(limits: OverloadLimits): boolean {
  return (
    limits.loopDelayMs <= 0 &&
    (limits.loopBusyMax ?? 0) <= 0 &&
    limits.commitDepth <= 0 &&
    limits.commitAgeMs <= 0
  );
}

export class OverloadDetector {
  private readonly limits: OverloadLimits;
  /** Whether new work is refused now. */
  overloaded = false;
  /** Since when every signal has been calm while overloaded (ms on the caller's clock), or null. */
  private calmSince: number | null = null;
  /** The latest readings, oldest first (zeros until `window` have come). */
  private readonly recent: LoadSample[];
  /** Since when it has been overloaded, or null. */
  private since: number | null = null;
  /** When the last episode ended (ms on the caller's clock), or null before any. */
  private reopenedAt: number | null = null;
  /** Times it became overloaded, for the metrics (e.g. 3). */
  episodes = 0;
  /** Milliseconds spent overloaded before the current episode. */
  private pastMs = 0;
  /** The last sample, for the metrics. */
  last: LoadSample = { loopDelayMs: 0, loopBusy: 0, commitDepth: 0, commitAgeMs: 0 };

  constructor(limits: OverloadLimits) {
    this.limits = limits;
    this.recent = Array.from({ length: Math.max(1, limits.window) }, () => this.last);
  }

  /** Takes a reading at `now` (ms); answers whether it is overloaded after it. */
  observe(sample: LoadSample, now: number): boolean {
    this.last = sample;
    this.recent.shift();
    this.recent.push(sample);
    const judged = this.median();
    if (this.past(judged, 1, 1)) {
      if (!this.overloaded) {
        this.overloaded = true;
        this.since = now;
        this.episodes++;
      }
      this.calmSince = null;
      return true;
    }
    if (!this.overloaded) return false;
    if (this.past(judged, this.limits.calm, BUSY_CALM)) {
      this.calmSince = null;
      return true;
    }
    this.calmSince ??= now;
    if (now - this.calmSince < this.limits.calmMs) return true;
    this.overloaded = false;
    this.reopenedAt = now;
    this.pastMs += now - (this.since ?? now);
    this.since = null;
    this.calmSince = null;
    return false;
  }

  /**
   * The share of newcomers to let in at `now`, 0-1: none while overloaded, all when it has not
   * been overloaded for `reopenMs`, and in between a share rising from FIRST_SHARE to all.
   */
  admitShare(now: number): number {
    if (this.overloaded) return 0;
    if (this.reopenedAt === null || this.limits.reopenMs <= 0) return 1;
    const opened = (now - this.reopenedAt) / this.limits.reopenMs;
    return opened >= 1 ? 1 : Math.max(FIRST_SHARE, opened);
  }

  /** Milliseconds spent overloaded since start, up to `now`. */
  overloadedMs(now: number): number {
    return this.pastMs + (this.since === null ? 0 : now - this.since);
  }

  /** Each signal's median over the latest readings (the upper one of an even count). */
  private median(): LoadSample {
    const middle = (key: keyof LoadSample) => {
      const sorted = this.recent.map((s) => s[key]).sort((a, b) => a - b);
      return sorted[Math.floor(sorted.length / 2)] ?? 0;
    };
    return {
      loopDelayMs: middle('loopDelayMs'),
      loopBusy: middle('loopBusy'),
      commitDepth: middle('commitDepth'),
      commitAgeMs: middle('commitAgeMs'),
    };
  }

  /**
   * Whether any watched signal is at or past `share` of its limit, the loop's busy share at
   * `busyShare` of its own (the loop's delay only while the loop is at least `loopBusy` busy,
   * whatever the share).
   */
  private past(sample: LoadSample, share: number, busyShare: number): boolean {
    const { loopDelayMs, loopBusy, commitDepth, commitAgeMs } = this.limits;
    const loopBusyMax = this.limits.loopBusyMax ?? 0;
    return (
      (reached(sample.loopDelayMs, loopDelayMs * share, loopDelayMs) &&
        sample.loopBusy >= loopBusy) ||
      reached(sample.loopBusy, loopBusyMax * busyShare, loopBusyMax) ||
      reached(sample.commitDepth, commitDepth * share, commitDepth) ||
      reached(sample.commitAgeMs, commitAgeMs * share, commitAgeMs)
    );
  }
}

/** A signal at or past its bound; a limit of 0 is not watched. */
function reached(value: number, bound: number, limit: number): boolean {
  return limit > 0 && value >= bound;
}
