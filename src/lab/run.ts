/**
 * Runs a lab: cuts the games into chunks whose bounds depend on the number of games only,
 * hands them to an executor (worker threads in the CLI, web workers in a browser, or this
 * thread), and merges the results strictly in chunk order. Counts are whole numbers, so the
 * order would not matter for them; merging in order makes even a game's fractional scores
 * add up to the same bits whatever the number of workers.
 */
import { resolveLab, type LabConfig, type ResolvedLab } from './config.ts';
import { unwrapLab } from './errors.ts';
import { playChunk, type ChunkResult, type ChunkTask } from './play.ts';
import { addMoments, emptyMoments, type Moments } from './stats.ts';
import { emptyTally, mergeTallies, type LabTally } from './tally.ts';

/** Plays chunks somewhere: `concurrency` of them may be in flight at once. */
export interface Executor {
  readonly concurrency: number;
  /** Plays a chunk; `played`, if the executor can, hears of its games done so far. */
  run(task: ChunkTask, played?: (games: number) => void): Promise<ChunkResult>;
  /**
   * How many threads played the run's chunks, when that is not `concurrency`: a queue keeps
   * many chunks in flight for however many workers come.
   */
  players?(): number;
  /** Frees threads or workers; the executor is not used afterwards. */
  close?(): Promise<void> | void;
}

export interface LabProgress {
  /** Games played, counting every variant and the games of chunks in play, e.g. 120000. */
  readonly done: number;
  /** Games to play in all. */
  readonly total: number;
  /** Milliseconds since the run started. */
  readonly elapsed: number;
}

export interface LabResult {
  readonly lab: ResolvedLab;
  /** One tally per variant. */
  readonly tallies: readonly LabTally[];
  /** Per variant after the first: paired differences from the first, per paired metric. */
  readonly paired: readonly Moments[][];
  /** Wall-clock seconds of the run, and how many threads played it (or could play at once). */
  readonly seconds: number;
  readonly concurrency: number;
}

/** Games per chunk: a function of the run's size alone, never of the number of workers. */
export function chunkSize(games: number): number {
  return Math.max(1, Math.min(5000, Math.ceil(games / 256)));
}

/** Plays chunks in this thread, one at a time: for tests and small runs. */
export function inlineExecutor(lab: ResolvedLab): Executor {
  return { concurrency: 1, run: (task) => Promise.resolve(playChunk(lab, task)) };
}

// How far ahead of the oldest unmerged chunk new chunks may start, per executor slot: bounds
// the results waiting to be merged, so memory stays flat when one chunk is slow.
const AHEAD_PER_SLOT = 4;

/**
 * Plays a run and returns its merged tallies. A config is resolved through the registry
 * (bad input throws a LabError); tests hand in a lab already resolved on a game of their own.
 */
export async function runLab(
  run: LabConfig | ResolvedLab,
  executor: (lab: ResolvedLab) => Executor,
  onProgress?: (progress: LabProgress) => void,
  now: () => number = () => performance.now(),
): Promise<LabResult> {
  const lab = 'engine' in run ? run : unwrapLab(await resolveLab(run));
  const pool = executor(lab);
  const start = now();
  const merge = new ChunkMerge(lab);
  const progress = new RunProgress(lab, (done, total) => {
    onProgress?.({ done, total, elapsed: now() - start });
  });
  try {
    await playChunks(lab, pool, merge, progress);
  } finally {
    await pool.close?.();
  }
  return {
    lab,
    tallies: merge.tallies,
    paired: merge.paired,
    seconds: (now() - start) / 1000,
    concurrency: pool.players?.() ?? pool.concurrency,
  };
}

/**
 * Runs the chunks on `pool`, `pool.concurrency` at a time, merging each as soon as all before
 * it are merged; throws the first chunk's failure once no slot is still using the pool.
 */
async function playChunks(
  lab: ResolvedLab,
  pool: Executor,
  merge: ChunkMerge,
  progress: RunProgress,
): Promise<void> {
  const games = lab.config.games;
  const size = chunkSize(games);
  const chunks = Math.ceil(games / size);
  let next = 0;
  // Set when a chunk fails: the other slots stop instead of waiting for it forever.
  let failed = false;
  const slot = async (): Promise<void> => {
    while (next < chunks && !failed) {
      if (next >= merge.merged + AHEAD_PER_SLOT * pool.concurrency) {
        // Let the slow chunk finish before running further ahead.
        await new Promise((resolve) => setTimeout(resolve, 5));
        continue;
      }
      const index = next++;
      const from = index * size;
      try {
        const task = { index, from, to: Math.min(games, from + size) };
        const result = await pool.run(task, (played) => {
          progress.playing(index, played);
        });
        progress.finished(index, result.games);
        merge.add(result);
      } catch (error) {
        failed = true;
        throw error;
      }
      merge.mergeReady();
      progress.report();
    }
  };
  // allSettled: the pool is closed only once no slot is still using it.
  const settled = await Promise.allSettled(Array.from({ length: pool.concurrency }, slot));
  const failure = settled.find((s) => s.status === 'rejected');
  if (failure) throw failure.reason;
}

/** The run's tallies and paired differences, merged strictly in chunk order. */
class ChunkMerge {
  tallies: LabTally[];
  readonly paired: Moments[][] = [];
  /** Chunks merged so far: the next to merge is this index. */
  merged = 0;
  // Chunks finished ahead of their turn, by index.
  private readonly waiting = new Map<number, ChunkResult>();

  constructor(lab: ResolvedLab) {
    this.tallies = lab.variants.map(() =>
      emptyTally(lab.seats, lab.probe !== undefined, lab.teams.length),
    );
  }

  add(result: ChunkResult): void {
    this.waiting.set(result.index, result);
  }

  mergeReady(): void {
    const { waiting, paired } = this;
    for (let ready = waiting.get(this.merged); ready; ready = waiting.get(this.merged)) {
      waiting.delete(this.merged);
      this.tallies = this.tallies.map((t, v) => mergeTallies(t, ready.tallies[v] as LabTally));
      ready.paired.forEach((moments, v) => {
        const into = (paired[v] ??= moments.map(emptyMoments));
        moments.forEach((m, k) => {
          addMoments(into[k] as Moments, m);
        });
      });
      this.merged++;
    }
  }
}

/** Games played, every variant counted, including the games of chunks still in play. */
class RunProgress {
  private done = 0;
  /** The figure told last, not told again. */
  private told = -1;
  // Games played so far of the chunks in flight, by chunk index: progress within a chunk.
  private readonly inPlay = new Map<number, number>();
  private readonly variants: number;
  private readonly total: number;
  private readonly tell: (done: number, total: number) => void;

  constructor(lab: ResolvedLab, tell: (done: number, total: number) => void) {
    this.variants = lab.variants.length;
    this.total = lab.config.games * this.variants;
    this.tell = tell;
  }

  playing(index: number, games: number): void {
    this.inPlay.set(index, games);
    this.report();
  }

  finished(index: number, games: number): void {
    this.inPlay.delete(index);
    this.done += games * this.variants;
  }

  report(): void {
    let partial = 0;
    for (const games of this.inPlay.values()) partial += games;
    const done = this.done + partial * this.variants;
    // A chunk's last word on its games can already count all of them, and its end then counts
    // the same again: each figure is told once (a page counted a rung finished twice).
    if (done === this.told) return;
    this.told = done;
    this.tell(done, this.total);
  }
}
