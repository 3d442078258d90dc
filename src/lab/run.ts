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
  const config = lab.config;
  const pool = executor(lab);
  const start = now();
  const size = chunkSize(config.games);
  const chunks = Math.ceil(config.games / size);
  const variants = lab.variants.length;
  const total = config.games * variants;
  let tallies = lab.variants.map(() =>
    emptyTally(lab.seats, lab.probe !== undefined, lab.teams.length),
  );
  const paired: Moments[][] = [];
  const waiting = new Map<number, ChunkResult>();
  let merged = 0;
  let done = 0;
  let next = 0;
  // Games played so far of the chunks in flight, by chunk index: progress within a chunk.
  const playing = new Map<number, number>();
  const report = (): void => {
    let partial = 0;
    for (const games of playing.values()) partial += games;
    onProgress?.({ done: done + partial * variants, total, elapsed: now() - start });
  };

  const mergeReady = (): void => {
    for (let ready = waiting.get(merged); ready; ready = waiting.get(merged)) {
      waiting.delete(merged);
      tallies = tallies.map((t, v) => mergeTallies(t, ready.tallies[v] as LabTally));
      ready.paired.forEach((moments, v) => {
        const into = (paired[v] ??= moments.map(emptyMoments));
        moments.forEach((m, k) => {
          addMoments(into[k] as Moments, m);
        });
      });
      merged++;
    }
  };

  // Set when a chunk fails: the other slots stop instead of waiting for it forever.
  let failed = false;
  const worker = async (): Promise<void> => {
    while (next < chunks && !failed) {
      if (next >= merged + AHEAD_PER_SLOT * pool.concurrency) {
        // Let the slow chunk finish before running further ahead.
        await new Promise((resolve) => setTimeout(resolve, 5));
        continue;
      }
      const index = next++;
      const from = index * size;
      try {
        const task = { index, from, to: Math.min(config.games, from + size) };
        const result = await pool.run(task, (games) => {
          playing.set(index, games);
          report();
        });
        playing.delete(index);
        waiting.set(result.index, result);
        done += result.games * variants;
      } catch (error) {
        failed = true;
        throw error;
      }
      mergeReady();
      report();
    }
  };

  try {
    // allSettled: the pool is closed only once no slot is still using it.
    const settled = await Promise.allSettled(Array.from({ length: pool.concurrency }, worker));
    const failure = settled.find((s) => s.status === 'rejected');
    if (failure) throw failure.reason;
  } finally {
    await pool.close?.();
  }
  return {
    lab,
    tallies,
    paired,
    seconds: (now() - start) / 1000,
    concurrency: pool.players?.() ?? pool.concurrency,
  };
}
