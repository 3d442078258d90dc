/**
 * An executor on worker threads: one worker per slot, each playing one chunk at a time.
 * Workers are started once per run and given its config, so a chunk costs one small message
 * each way.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ResolvedLab } from '../config.ts';
import type { ChunkResult, ChunkTask } from '../play.ts';
import type { Executor } from '../run.ts';

const WORKER = new URL('./worker.ts', import.meta.url);

type Reply = { ok: true; result: ChunkResult } | { ok: false; message: string };

/** Every core the machine offers, the default of `--workers`. */
export function defaultWorkers(): number {
  return availableParallelism();
}

class Slot {
  private readonly worker: Worker;
  private pending: { resolve: (r: ChunkResult) => void; reject: (e: Error) => void } | undefined;

  constructor(lab: ResolvedLab) {
    this.worker = new Worker(WORKER, { workerData: lab.config });
    this.worker.on('message', (reply: Reply) => {
      const pending = this.pending;
      this.pending = undefined;
      if (reply.ok) pending?.resolve(reply.result);
      else pending?.reject(new Error(`a lab worker failed: ${reply.message}`));
    });
    this.worker.on('error', (error: Error) => {
      this.pending?.reject(error);
      this.pending = undefined;
    });
  }

  run(task: ChunkTask): Promise<ChunkResult> {
    if (this.pending) throw new Error('a lab worker got a second chunk before the first was done');
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.worker.postMessage(task);
    });
  }

  async close(): Promise<void> {
    await this.worker.terminate();
  }
}

/** An executor with `workers` threads; each call to `run` goes to a free one. */
export function threadExecutor(workers: number): (lab: ResolvedLab) => Executor {
  return (lab) => {
    const slots = Array.from({ length: workers }, () => new Slot(lab));
    const free = [...slots];
    const waiters: ((slot: Slot) => void)[] = [];
    const take = (): Promise<Slot> => {
      const slot = free.pop();
      return slot ? Promise.resolve(slot) : new Promise((resolve) => waiters.push(resolve));
    };
    const give = (slot: Slot): void => {
      const waiter = waiters.shift();
      if (waiter) waiter(slot);
      else free.push(slot);
    };
    return {
      concurrency: workers,
      async run(task) {
        const slot = await take();
        try {
          return await slot.run(task);
        } finally {
          give(slot);
        }
      },
      async close() {
        await Promise.all(slots.map((s) => s.close()));
      },
    };
  };
}
