/**
 * The lab's third executor (beside worker threads and web workers): a run's chunks become
 * jobs on a Redis queue, and `matchday lab-worker` processes on any machine play them. The
 * chunk bounds are the local run's (run.ts cuts them by the number of games alone) and runLab
 * merges the results in chunk order as ever, so the report is the one a single machine makes.
 *
 * Results and progress come back as the queue's events. A chunk answered twice (a worker
 * thought dead that finished after all) is counted once: its first answer settles it. Jobs
 * remove themselves once answered; what is left when a run stops early is removed by `leave`.
 */
import { Queue, QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';
import type { ResolvedLab } from '../config.ts';
import type { ChunkResult, ChunkTask } from '../play.ts';
import { chunkSize, type Executor } from '../run.ts';
import {
  chunkJobId,
  DEFAULT_QUEUE,
  MATCHDAY_VERSION,
  QUEUE_PROTOCOL,
  type ChunkJob,
  type ChunkReply,
} from './job.ts';

/** The most chunks of a run on the queue at once; results wait in memory to be merged. */
const MOST_IN_FLIGHT = 256;

export interface LabQueueOptions {
  readonly connection: Redis;
  readonly queue?: string;
  /** Names this run's jobs, e.g. 'k3x9a0'; a fresh one by default. */
  readonly run?: string;
}

/** What a stopped run left on the queue. */
export interface LeftBehind {
  /** Chunks not yet taken by a worker, now removed. */
  readonly removed: number;
  /** Chunks a worker was playing: they finish there and remove themselves, unread. */
  readonly playing: number;
}

export interface LabQueue {
  /** The executor for runLab and runSkill: each run it starts gets a run id of its own. */
  readonly executor: (lab: ResolvedLab) => Executor;
  /** Removes the chunks of the runs in play that no worker has taken yet. */
  leave(): Promise<LeftBehind>;
}

interface Waiting {
  readonly task: ChunkTask;
  resolve(result: ChunkResult): void;
  reject(error: Error): void;
  played?: ((games: number) => void) | undefined;
}

function freshRunId(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/** The Redis server's clock as a stream id: only events added from now on are read. */
async function nowAsEventId(connection: Redis): Promise<string> {
  const [seconds, micros] = await connection.time();
  return `${Number(seconds) * 1000 + Math.floor(Number(micros) / 1000) - 1}-0`;
}

export function labQueue(options: LabQueueOptions): LabQueue {
  const name = options.queue ?? DEFAULT_QUEUE;
  const base = options.run ?? freshRunId();
  const connection = options.connection;
  const live = new Set<ChunkExecutor>();
  let runs = 0;
  return {
    executor: (lab) => {
      const run = `${base}.${runs++}`;
      const executor = new ChunkExecutor(connection, name, run, lab, () => live.delete(executor));
      live.add(executor);
      return executor;
    },
    async leave() {
      let removed = 0;
      let playing = 0;
      for (const executor of live) {
        const left = await executor.leave();
        removed += left.removed;
        playing += left.playing;
      }
      return { removed, playing };
    },
  };
}

class ChunkExecutor implements Executor {
  readonly concurrency: number;
  private readonly waiting = new Map<string, Waiting>();
  /** The threads that answered, e.g. 'host-a/4711/2': the report's count of workers. */
  private readonly playedBy = new Set<string>();
  private readonly ready: Promise<{ queue: Queue; events: QueueEvents }>;
  private readonly lab: ResolvedLab;
  private readonly runId: string;
  private readonly closed: () => void;
  /** Jobs being added: a run that stops waits for them, so none lands after it has left. */
  private readonly adding = new Set<Promise<unknown>>();
  private left = false;

  constructor(connection: Redis, name: string, run: string, lab: ResolvedLab, closed: () => void) {
    this.lab = lab;
    this.runId = run;
    this.closed = closed;
    const games = lab.config.games;
    this.concurrency = Math.min(MOST_IN_FLIGHT, Math.ceil(games / chunkSize(games)));
    this.ready = this.open(connection, name);
  }

  private async open(connection: Redis, name: string) {
    const lastEventId = await nowAsEventId(connection);
    // The events stream keeps BullMQ's default 10,000 events (an answer carries its chunk's
    // tallies, one or two kilobytes): far more than a coordinator that reads as they come lags.
    const queue = new Queue<ChunkJob, ChunkReply>(name, { connection });
    const events = new QueueEvents<ChunkReply>(name, { connection, lastEventId });
    events.on('completed', ({ jobId, returnvalue }) => {
      this.answered(jobId, returnvalue);
    });
    events.on('failed', ({ jobId, failedReason }) => {
      this.failed(jobId, failedReason);
    });
    events.on('progress', ({ jobId, data }) => {
      if (typeof data === 'number') this.waiting.get(jobId)?.played?.(data);
    });
    await events.waitUntilReady();
    return { queue, events };
  }

  private answered(jobId: string, reply: ChunkReply): void {
    const waiting = this.waiting.get(jobId);
    if (!waiting) return;
    this.waiting.delete(jobId);
    const { player, ...result } = reply;
    this.playedBy.add(player);
    if (result.index !== waiting.task.index)
      waiting.reject(new Error(`job ${jobId} answered for chunk ${result.index}`));
    else waiting.resolve(result);
  }

  players(): number {
    return this.playedBy.size;
  }

  private failed(jobId: string, reason: string): void {
    const waiting = this.waiting.get(jobId);
    if (!waiting) return;
    this.waiting.delete(jobId);
    waiting.reject(new Error(`a lab worker failed chunk ${waiting.task.index}: ${reason}`));
    // The run fails now: its other chunks are taken off the queue rather than awaited.
    this.leave().catch(() => undefined);
  }

  async run(task: ChunkTask, played?: (games: number) => void): Promise<ChunkResult> {
    const { queue } = await this.ready;
    if (this.left) throw new Error('the run was stopped');
    const jobId = chunkJobId(this.runId, task.index);
    const answer = new Promise<ChunkResult>((resolve, reject) => {
      this.waiting.set(jobId, { task, resolve, reject, played });
    });
    // A run that stops may reject it while it is still being added: handled by our caller then.
    answer.catch(() => undefined);
    const facts = this.lab.engine.facts;
    const job: ChunkJob = {
      protocol: QUEUE_PROTOCOL,
      matchday: MATCHDAY_VERSION,
      game: { id: facts.id, version: facts.version },
      run: this.runId,
      config: this.lab.config,
      task,
    };
    // attempts: 1, since a chunk that throws would throw again; a stopped worker's chunk is
    // taken back by the stalled check, which does not count as an attempt.
    const added = queue.add('chunk', job, {
      jobId,
      attempts: 1,
      removeOnComplete: true,
      removeOnFail: true,
    });
    this.adding.add(added);
    try {
      await added;
    } finally {
      this.adding.delete(added);
    }
    return answer;
  }

  /** Removes the chunks no worker has taken; counts the ones being played. */
  async leave(): Promise<LeftBehind> {
    const { queue } = await this.ready;
    this.left = true;
    await Promise.allSettled([...this.adding]);
    let removed = 0;
    let playing = 0;
    for (const [jobId, waiting] of this.waiting) {
      // 0: the job is locked by a worker playing it (or has just been answered).
      if ((await queue.remove(jobId)) === 1) removed++;
      else playing++;
      this.waiting.delete(jobId);
      waiting.reject(new Error('the run was stopped'));
    }
    return { removed, playing };
  }

  async close(): Promise<void> {
    await this.leave();
    const { queue, events } = await this.ready;
    await events.close();
    await queue.close();
    this.closed();
  }
}
