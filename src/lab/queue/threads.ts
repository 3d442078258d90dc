/**
 * A queue worker's threads. A chunk plays on a worker thread, never on the main thread: the
 * main thread must stay free to renew the job's lock, or a long chunk would look stalled and
 * be played twice. Jobs of any run may come to any thread, so a thread is told a run's config
 * again whenever its next chunk belongs to another run (see ports.ts's messages).
 */
import type { LabConfig } from '../config.ts';
import type { ChunkResult, ChunkTask } from '../play.ts';
import type { ChunkPort, FromWorker } from '../ports.ts';

interface Playing {
  resolve(result: ChunkResult): void;
  reject(error: Error): void;
  played: (games: number) => void;
}

class RunThread {
  private run: string | undefined;
  private playing: Playing | undefined;
  private failure: Error | undefined;
  readonly port: ChunkPort;

  constructor(port: ChunkPort) {
    this.port = port;
    port.onMessage((reply) => {
      this.answer(reply);
    });
    port.onError((error) => {
      this.failure = error;
      this.playing?.reject(error);
      this.playing = undefined;
    });
  }

  private answer(reply: FromWorker): void {
    const playing = this.playing;
    if ('played' in reply) {
      playing?.played(reply.played);
      return;
    }
    this.playing = undefined;
    if (reply.ok) playing?.resolve(reply.result);
    else playing?.reject(new Error(reply.message));
  }

  play(
    run: string,
    config: LabConfig,
    task: ChunkTask,
    played: (games: number) => void,
  ): Promise<ChunkResult> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.run !== run) {
      this.port.post({ kind: 'config', config });
      this.run = run;
    }
    return new Promise((resolve, reject) => {
      this.playing = { resolve, reject, played };
      this.port.post({ kind: 'chunk', task });
    });
  }
}

export interface RunThreads {
  /**
   * Plays a chunk of `run` on a free thread (a queue worker never asks for more at once);
   * `thread` is the number of the thread that played it, 0 to count − 1.
   */
  play(
    run: string,
    config: LabConfig,
    task: ChunkTask,
    played: (games: number) => void,
  ): Promise<{ result: ChunkResult; thread: number }>;
  close(): Promise<void>;
}

/** `count` threads from `open`, each playing one chunk at a time. */
export function runThreads(count: number, open: () => ChunkPort): RunThreads {
  const threads = Array.from({ length: count }, () => new RunThread(open()));
  const free = [...threads];
  return {
    async play(run, config, task, played) {
      const thread = free.pop();
      if (!thread) throw new Error(`more than ${count} chunks at once on ${count} threads`);
      try {
        return {
          result: await thread.play(run, config, task, played),
          thread: threads.indexOf(thread),
        };
      } finally {
        free.push(thread);
      }
    },
    async close() {
      await Promise.all(threads.map(async (t) => t.port.close()));
    },
  };
}
