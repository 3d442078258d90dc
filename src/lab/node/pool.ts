/** The lab's executor on Node's worker threads (see ports.ts for the messages). */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { portExecutor, type ChunkPort, type FromWorker } from '../ports.ts';
import type { ResolvedLab } from '../config.ts';
import type { Executor } from '../run.ts';

const WORKER = new URL('./worker.ts', import.meta.url);

/** Every core the machine offers, the default of `--workers`. */
export function defaultWorkers(): number {
  return availableParallelism();
}

/** One worker thread that answers the messages of ports.ts. */
export function threadPort(): ChunkPort {
  const worker = new Worker(WORKER);
  return {
    post: (message) => {
      worker.postMessage(message);
    },
    onMessage: (handler) =>
      worker.on('message', (reply: FromWorker) => {
        handler(reply);
      }),
    onError: (handler) =>
      worker.on('error', (error: Error) => {
        handler(error);
      }),
    close: async () => {
      await worker.terminate();
    },
  };
}

/** An executor with `workers` threads. */
export function threadExecutor(workers: number): (lab: ResolvedLab) => Executor {
  return portExecutor(workers, threadPort);
}
