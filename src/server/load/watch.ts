/**
 * The process's own overload signal: every `sampleMs` it reads the event loop's delay (the
 * 99th percentile over the last window, node:perf_hooks), the share of a core the loop's
 * thread used (threadBusy) and the commit queue's depth and age, and hands them to an
 * OverloadDetector. The reading and the clock are injectable, so
 * that tests turn it by hand.
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { Admission, type OverloadSignal } from './admission.ts';
import {
  DEFAULT_LIMITS,
  OverloadDetector,
  watchesNothing,
  type LoadSample,
  type OverloadLimits,
} from './overload.ts';

/**
 * The server's overload settings: limits (absent ones: DEFAULT_LIMITS), or a test's signal;
 * false turns shedding off (OVERLOAD_SHED=off; the test servers, whose machine's speed no
 * test may depend on).
 */
export interface OverloadOptions extends Partial<OverloadLimits> {
  /** Drives admission instead of this process's own readings (tests). */
  readonly signal?: OverloadSignal;
  /**
   * Refuses every new table and new join whatever the readings (OVERLOAD_SHED=always): a
   * process being drained before it is stopped, or a browser test of the pages' retries.
   */
  readonly always?: boolean;
}

/**
 * Admission control for this process, or none when every limit is 0 (shedding off). The
 * commit queue is read through `queue` at each reading, so it may be made after this.
 */
export function openAdmission(
  options: OverloadOptions | false | undefined,
  queue: () => CommitLag,
): Admission | undefined {
  if (options === false) return undefined;
  if (options?.signal) return new Admission(options.signal);
  if (options?.always) return new Admission({ overloaded: true });
  const limits = withDefaults(options ?? {});
  if (watchesNothing(limits)) return undefined;
  return new Admission(new LoadWatch(limits, processSampler(queue)));
}

/** The limits given, DEFAULT_LIMITS for the others (main.ts passes unset variables as undefined). */
function withDefaults(given: Partial<OverloadLimits>): Required<OverloadLimits> {
  const limits = { ...DEFAULT_LIMITS };
  for (const key of Object.keys(limits) as (keyof typeof limits)[]) {
    limits[key] = given[key] ?? DEFAULT_LIMITS[key];
  }
  return limits;
}

/** What the commit queue tells of its lag (tables/commit-queue.ts). */
export interface CommitLag {
  readonly depth: number;
  ageMs(now: number): number;
}

/** Reads the signals once; `close` stops whatever it keeps running. */
export interface LoadSampler {
  sample(): LoadSample;
  close(): void;
}

/** The timer that takes a reading every so often (setInterval, or a test's by hand). */
export type Every = (ms: number, run: () => void) => () => void;

const systemEvery: Every = (ms, run) => {
  const timer = setInterval(run, ms);
  timer.unref();
  return () => {
    clearInterval(timer);
  };
};

/** The histogram's tick: its readings are this late at best, so it is taken off. */
const RESOLUTION_MS = 10;

/** This process's event loop and its commit queue (read through `queue`, made later). */
export function processSampler(queue: () => CommitLag): LoadSampler {
  const loop = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  loop.enable();
  const busy = threadBusy();
  return {
    sample() {
      const p99 = loop.count > 0 ? loop.percentile(99) / 1e6 - RESOLUTION_MS : 0;
      loop.reset();
      const lag = queue();
      return {
        loopDelayMs: Math.max(0, p99),
        loopBusy: busy(),
        commitDepth: lag.depth,
        commitAgeMs: lag.ageMs(performance.now()),
      };
    },
    close() {
      loop.disable();
    },
  };
}

/**
 * The share of one core this thread has used since the last call (its CPU time over the
 * time passed), e.g. 0.6. Not performance.eventLoopUtilization: that counts every moment
 * outside the loop's wait for events, including those the thread spends waiting for a core
 * that other processes hold (a server with 528 tables, using 0.18 of a core at load 17,
 * read 1.0 busy, #33).
 */
export function threadBusy(
  cpuMicros: () => number = threadCpuMicros,
  now: () => number = () => performance.now(),
): () => number {
  let cpuBefore = cpuMicros();
  let before = now();
  return () => {
    const cpu = cpuMicros();
    const at = now();
    const share = at > before ? (cpu - cpuBefore) / 1000 / (at - before) : 0;
    cpuBefore = cpu;
    before = at;
    return share;
  };
}

function threadCpuMicros(): number {
  const { user, system } = process.threadCpuUsage();
  return user + system;
}

export class LoadWatch implements OverloadSignal {
  private readonly detector: OverloadDetector;
  private readonly sampler: LoadSampler;
  private readonly now: () => number;
  private readonly stop: () => void;

  constructor(
    limits: OverloadLimits,
    sampler: LoadSampler,
    now: () => number = () => performance.now(),
    every: Every = systemEvery,
  ) {
    this.detector = new OverloadDetector(limits);
    this.sampler = sampler;
    this.now = now;
    this.stop = every(limits.sampleMs, () => {
      this.detector.observe(this.sampler.sample(), this.now());
    });
  }

  get overloaded(): boolean {
    return this.detector.overloaded;
  }

  admitShare(): number {
    return this.detector.admitShare(this.now());
  }

  figures(): Record<string, number> {
    const { loopDelayMs, loopBusy, commitDepth, commitAgeMs } = this.detector.last;
    return {
      overloadEpisodes: this.detector.episodes,
      overloadedMs: Math.round(this.detector.overloadedMs(this.now())),
      // The share of newcomers let in now: 0 while overloaded, rising to 1 as it opens again.
      admitShare: Math.round(this.detector.admitShare(this.now()) * 100) / 100,
      loadLoopDelayMs: Math.round(loopDelayMs * 10) / 10,
      loadLoopBusy: Math.round(loopBusy * 100) / 100,
      loadCommitDepth: commitDepth,
      loadCommitAgeMs: Math.round(commitAgeMs),
    };
  }

  close(): void {
    this.stop();
    this.sampler.close();
  }
}
