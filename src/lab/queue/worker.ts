/**
 * `matchday lab-worker`: takes chunks of lab runs off the queue, plays each on one of its
 * threads and answers with its result. It first checks that it plays the same game by the same
 * rules as the coordinator (see job.ts), and refuses the chunk with the reason otherwise.
 *
 * A worker that dies mid-chunk loses its lock on the job; another worker's stalled check
 * then puts the job back on the queue, and it is played again from its start: a chunk is a
 * pure function of its job, so the retry gives the same result, counted once.
 */
import { hostname } from 'node:os';
import { UnrecoverableError, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { loadGame } from '../../games/registry.ts';
import type { ChunkPort } from '../ports.ts';
import { DEFAULT_LOCK_MS, DEFAULT_QUEUE, refusal, type ChunkJob, type ChunkReply } from './job.ts';
import { runThreads } from './threads.ts';

/** How often a chunk may be taken back from a worker that stopped before it is failed. */
const MAX_STALLS = 5;

export interface LabWorkerOptions {
  readonly connection: Redis;
  readonly queue?: string;
  /** Chunks played at once, each on its own thread, e.g. 2. */
  readonly threads: number;
  /**
   * How long a job's lock lasts, and how often this worker looks for chunks whose worker
   * stopped: a dead worker's chunk is played again within about twice this.
   */
  readonly lockMs?: number;
  /** Opens one thread (node/pool.ts's threadPort). */
  readonly open: () => ChunkPort;
  /** The Matchday version this worker claims: tests pretend to be another one. */
  readonly matchday?: string;
  /** Hears one line per chunk taken or refused. */
  readonly log?: (line: string) => void;
}

export interface LabWorker {
  /** Stops taking chunks, lets the ones in play finish, and frees the threads. */
  close(): Promise<void>;
}

/** The version of each game this worker has been asked for, loaded once. */
function gameVersions(): (id: string) => Promise<string | undefined> {
  const known = new Map<string, Promise<string | undefined>>();
  return (id) => {
    let version = known.get(id);
    if (!version) {
      version = Promise.resolve(loadGame(id)).then((found) =>
        found.ok ? found.value.engine.facts.version : undefined,
      );
      known.set(id, version);
    }
    return version;
  };
}

export function startLabWorker(options: LabWorkerOptions): LabWorker {
  const threads = runThreads(options.threads, options.open);
  const versionOf = gameVersions();
  const log = options.log ?? (() => undefined);
  const lockMs = options.lockMs ?? DEFAULT_LOCK_MS;
  const play = async (job: Job<ChunkJob, ChunkReply>): Promise<ChunkReply> => {
    const chunk = job.data;
    const refused = refusal(chunk, await versionOf(chunk.game.id), options.matchday);
    if (refused) {
      log(`refused: ${refused}`);
      throw new UnrecoverableError(refused);
    }
    const again = job.attemptsStarted > 1 ? ' again, after a worker stopped' : '';
    log(`chunk ${chunk.task.index} of run ${chunk.run}${again}`);
    const { result, thread } = await threads.play(chunk.run, chunk.config, chunk.task, (games) => {
      // Progress is a hint for the bar: a lost update costs nothing.
      job.updateProgress(games).catch(() => undefined);
    });
    return { ...result, player: `${hostname()}/${process.pid}/${thread}` };
  };
  const worker = new Worker<ChunkJob, ChunkReply>(options.queue ?? DEFAULT_QUEUE, play, {
    connection: options.connection,
    concurrency: options.threads,
    lockDuration: lockMs,
    stalledInterval: lockMs,
    maxStalledCount: MAX_STALLS,
  });
  // A lost connection is retried; BullMQ reports it here rather than throwing.
  worker.on('error', (error) => {
    log(`queue error: ${error.message}`);
  });
  return {
    async close() {
      await worker.close();
      await threads.close();
    },
  };
}
