/**
 * The server's side of the writer thread: `commit` sends a batch of writes and resolves once
 * they are durably on disk (or rejects, and then none of them is).
 */
import { Worker } from 'node:worker_threads';
import { encodeBatch } from './batch-message.ts';
import type { StoreWriter, WriteOp } from './contract.ts';
import type { WriterReply, WriterRequest } from './writer-worker.ts';

export class Writer implements StoreWriter {
  private readonly path: string;
  /** The thread, started by the first commit: a server that writes nothing never starts it. */
  private worker: Worker | undefined;
  private readonly waiting = new Map<number, { resolve: () => void; reject: (e: Error) => void }>();
  private nextId = 1;
  private failure: Error | undefined;

  constructor(path: string) {
    this.path = path;
  }

  commit(ops: readonly WriteOp[]): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      const { message, transfer } = encodeBatch(ops);
      const request: WriterRequest = { id, batch: message };
      this.thread().postMessage(request, transfer);
    });
  }

  /** Stops the thread once every batch sent has been answered. */
  async close(): Promise<void> {
    while (this.waiting.size > 0) await new Promise((resolve) => setTimeout(resolve, 5));
    this.failure ??= new Error('the database writer is closed');
    const worker = this.worker;
    if (!worker) return;
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    const request: WriterRequest = { id: 0 };
    worker.postMessage(request);
    await exited;
  }

  /**
   * The writer thread, started now if it has not been: a thread costs some 0.08 CPU-s to start
   * (its own V8 heap, Node's bootstrap, the modules it loads), about 4% of a server's start.
   */
  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./writer-worker.ts', import.meta.url), {
      workerData: { path: this.path },
    });
    worker.on('message', (reply: WriterReply) => {
      const waiter = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      if (reply.error === undefined) waiter?.resolve();
      else waiter?.reject(new Error(reply.error));
    });
    worker.on('error', (error: Error) => {
      this.fail(error);
    });
    worker.on('exit', (code) => {
      this.fail(new Error(`the database writer exited with code ${code}`));
    });
    this.worker = worker;
    return worker;
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const waiter of this.waiting.values()) waiter.reject(error);
    this.waiting.clear();
  }
}
