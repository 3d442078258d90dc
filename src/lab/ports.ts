/**
 * Running chunks in workers of any kind: Node's worker threads (node/pool.ts) or a browser's
 * web workers. Both sides speak the same few messages; a worker is told its run's config once,
 * then plays the chunks it is sent, one at a time. Only plain data crosses, so a tally is
 * structured-cloned as it is.
 */
import { resolveLab, type LabConfig, type ResolvedLab } from './config.ts';
import { unwrapLab } from './errors.ts';
import { playChunk, type ChunkResult, type ChunkTask } from './play.ts';
import type { Executor } from './run.ts';

/** What a worker is sent: its run's config first, then chunks. */
export type ToWorker =
  | { readonly kind: 'config'; readonly config: LabConfig }
  | { readonly kind: 'chunk'; readonly task: ChunkTask };

/**
 * What a worker answers to each chunk: now and then while playing it, the games of it done so
 * far (a slow game's chunk may take seconds: progress need not wait for it), then its result.
 */
export type FromWorker =
  | { readonly ok: true; readonly played: number }
  | { readonly ok: true; readonly result: ChunkResult }
  | { readonly ok: false; readonly message: string };

/** A worker tells of the games played in a chunk at most this often. */
export const PLAYED_EVERY_MS = 250;

/** One worker as the executor sees it. */
export interface ChunkPort {
  post(message: ToWorker): void;
  /** Registers the handler of every answer. */
  onMessage(handler: (reply: FromWorker) => void): void;
  /** Registers the handler of the worker's death (an uncaught error, a failed start). */
  onError(handler: (error: Error) => void): void;
  close(): Promise<void> | void;
}

/**
 * The worker's side: a handler for the messages it receives, answering through `send`. A
 * chunk that throws is answered with its message, so the run fails instead of hanging.
 */
export function chunkServer(
  send: (reply: FromWorker) => void,
  now: () => number = () => performance.now(),
): (message: ToWorker) => Promise<void> {
  // Loading the game takes a moment; a chunk that comes meanwhile waits for it.
  let lab: Promise<ResolvedLab> | undefined;
  const played = (): ((games: number) => void) => {
    let last = now();
    return (games) => {
      const at = now();
      if (at - last < PLAYED_EVERY_MS) return;
      last = at;
      send({ ok: true, played: games });
    };
  };
  return async (message) => {
    try {
      if (message.kind === 'config') {
        lab = resolveLab(message.config).then(unwrapLab);
        await lab;
        return;
      }
      if (!lab) throw new Error('a lab worker was sent a chunk before its config');
      send({ ok: true, result: playChunk(await lab, message.task, played()) });
    } catch (error) {
      send({
        ok: false,
        message: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
    }
  };
}

interface Pending {
  resolve(result: ChunkResult): void;
  reject(error: Error): void;
  played?: (games: number) => void;
}

/** One worker with at most one chunk in flight. */
class Slot {
  private pending: Pending | undefined;
  private failure: Error | undefined;
  readonly port: ChunkPort;

  constructor(port: ChunkPort, config: LabConfig) {
    this.port = port;
    port.onMessage((reply) => {
      const pending = this.pending;
      if ('played' in reply) {
        pending?.played?.(reply.played);
        return;
      }
      this.pending = undefined;
      if (reply.ok) pending?.resolve(reply.result);
      else pending?.reject(new Error(`a lab worker failed: ${reply.message}`));
    });
    port.onError((error) => {
      this.failure = error;
      this.pending?.reject(error);
      this.pending = undefined;
    });
    port.post({ kind: 'config', config });
  }

  run(task: ChunkTask, played?: (games: number) => void): Promise<ChunkResult> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject, ...(played ? { played } : {}) };
      this.port.post({ kind: 'chunk', task });
    });
  }
}

/** An executor over `workers` ports from `open`; each chunk goes to a free worker. */
export function portExecutor(
  workers: number,
  open: () => ChunkPort,
): (lab: ResolvedLab) => Executor {
  return (lab) => {
    const slots = Array.from({ length: workers }, () => new Slot(open(), lab.config));
    const free = [...slots];
    const waiting: ((slot: Slot) => void)[] = [];
    const take = (): Promise<Slot> => {
      const slot = free.pop();
      return slot ? Promise.resolve(slot) : new Promise((resolve) => waiting.push(resolve));
    };
    const give = (slot: Slot): void => {
      const next = waiting.shift();
      if (next) next(slot);
      else free.push(slot);
    };
    return {
      concurrency: workers,
      async run(task, played) {
        const slot = await take();
        try {
          return await slot.run(task, played);
        } finally {
          give(slot);
        }
      },
      async close() {
        await Promise.all(slots.map(async (s) => s.port.close()));
      },
    };
  };
}
