/**
 * A small pool of worker threads for bot decisions that may think long (search bots take
 * hundreds of milliseconds). Tasks wait in their table's lane (see fair-queue.ts); each worker
 * takes one at a time; a worker that dies fails its task and is replaced. Closing does not wait
 * for searches under way: the workers are stopped and their tasks dropped.
 */
import { Worker } from 'node:worker_threads';
import type { Action } from '../../core/game.ts';
import type { BotTask } from './decision.ts';
import { FairQueue } from './fair-queue.ts';
import type { WorkerReply, WorkerRequest } from './worker.ts';

/** Where a task waits: its table's lane, and whether the task is still worth a search. */
export interface Placement {
  /** The table's id, e.g. 'x8aK0bLmq3Z_'. */
  readonly lane: string;
  /** A person plays at the table: its tasks go before all-bot tables'. */
  readonly person: boolean;
  /** Asked when a worker comes free: false drops the task unsearched (the table moved on). */
  readonly wanted?: () => boolean;
}

/** A task the pool gave up without an answer: it closed, or the task was no longer wanted. */
export class DroppedTask extends Error {}

interface Job {
  readonly id: number;
  readonly task: BotTask;
  readonly placement: Placement;
  readonly resolve: (action: Action) => void;
  readonly reject: (error: Error) => void;
}

interface Slot {
  readonly worker: Worker;
  job: Job | undefined;
}

/** The registry's games: what workers load unless a test names another module of games. */
export const REGISTRY_MODULE = new URL('../games.ts', import.meta.url).href;

export class BotPool {
  private readonly slots: Slot[] = [];
  private readonly queue = new FairQueue<Job>();
  private readonly size: number;
  private readonly gamesModule: string;
  private nextId = 1;
  private closed = false;

  constructor(size: number, gamesModule: string = REGISTRY_MODULE) {
    this.size = Math.max(1, size);
    this.gamesModule = gamesModule;
  }

  /** Decides a task; without a placement it waits in a lane of its own. */
  decide(task: BotTask, placement?: Placement): Promise<Action> {
    if (this.closed) return Promise.reject(closedError());
    const id = this.nextId++;
    const where = placement ?? { lane: `task-${id}`, person: false };
    return new Promise((resolve, reject) => {
      this.queue.push(where.lane, where.person, { id, task, placement: where, resolve, reject });
      this.dispatch();
    });
  }

  /** Tasks waiting or running, for the metrics route. */
  get load(): number {
    return this.queue.waiting + this.slots.filter((s) => s.job).length;
  }

  /** Stops the workers at once; every task waiting or under way is dropped. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.clear()) job.reject(closedError());
    const slots = this.slots.splice(0);
    for (const slot of slots) slot.job?.reject(closedError());
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  private dispatch(): void {
    while (!this.closed) {
      const free = this.slots.find((s) => !s.job);
      if (!free && this.slots.length >= this.size) return;
      const next = this.queue.take();
      if (!next) return;
      const job = next.item;
      if (job.placement.wanted?.() === false) {
        this.queue.finished(next.lane);
        job.reject(new DroppedTask('the table moved on before the bot could think'));
        continue;
      }
      const slot = free ?? this.spawn();
      slot.job = job;
      const request: WorkerRequest = { id: job.id, task: job.task };
      slot.worker.postMessage(request);
    }
  }

  private spawn(): Slot {
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
    if (job) this.queue.finished(job.placement.lane);
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
    if (slot.job) this.queue.finished(slot.job.placement.lane);
    slot.job?.reject(error);
    slot.job = undefined;
    if (!this.closed) this.dispatch();
  }
}

function closedError(): DroppedTask {
  return new DroppedTask('the bot pool is closed');
}
