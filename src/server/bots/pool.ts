/**
 * A small pool of worker threads for bot decisions that may think long (search bots take
 * hundreds of milliseconds). Tasks wait in one queue; each worker takes one at a time; a
 * worker that dies fails its task and is replaced.
 */
import { Worker } from 'node:worker_threads';
import type { Action } from '../../core/game.ts';
import type { BotTask } from './decision.ts';
import type { WorkerReply, WorkerRequest } from './worker.ts';

interface Job {
  readonly id: number;
  readonly task: BotTask;
  readonly resolve: (action: Action) => void;
  readonly reject: (error: Error) => void;
}

interface Slot {
  readonly worker: Worker;
  job: Job | undefined;
}

/** The registry: what workers load unless a test names another module of games. */
export const REGISTRY_MODULE = new URL('../../games/registry.ts', import.meta.url).href;

export class BotPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private readonly size: number;
  private readonly gamesModule: string;
  private nextId = 1;
  private closed = false;

  constructor(size: number, gamesModule: string = REGISTRY_MODULE) {
    this.size = Math.max(1, size);
    this.gamesModule = gamesModule;
  }

  decide(task: BotTask): Promise<Action> {
    if (this.closed) return Promise.reject(new Error('the bot pool is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, task, resolve, reject });
      this.dispatch();
    });
  }

  /** Tasks waiting or running, for the metrics route. */
  get load(): number {
    return this.queue.length + this.slots.filter((s) => s.job).length;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('the bot pool is closed'));
    await Promise.all(this.slots.splice(0).map((slot) => slot.worker.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const slot = this.slots.find((s) => !s.job) ?? this.spawn();
      if (!slot) return;
      const job = this.queue.shift() as Job;
      slot.job = job;
      const request: WorkerRequest = { id: job.id, task: job.task };
      slot.worker.postMessage(request);
    }
  }

  private spawn(): Slot | undefined {
    if (this.slots.length >= this.size) return undefined;
    const worker = new Worker(new URL('./worker.ts', import.meta.url), {
      workerData: { gamesModule: this.gamesModule },
    });
    worker.unref();
    const slot: Slot = { worker, job: undefined };
    worker.on('message', (reply: WorkerReply) => {
      this.answer(slot, reply);
    });
    worker.on('error', (error: Error) => {
      this.retire(slot, error);
    });
    worker.on('exit', (code) => {
      this.retire(slot, new Error(`a bot worker exited with code ${code}`));
    });
    this.slots.push(slot);
    return slot;
  }

  private answer(slot: Slot, reply: WorkerReply): void {
    const job = slot.job;
    slot.job = undefined;
    if (job?.id === reply.id) {
      if ('action' in reply) job.resolve(reply.action);
      else job.reject(new Error(reply.error));
    }
    this.dispatch();
  }

  private retire(slot: Slot, error: Error): void {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots.splice(index, 1);
    slot.job?.reject(error);
    slot.job = undefined;
    if (!this.closed) this.dispatch();
  }
}
