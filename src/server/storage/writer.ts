/**
 * The server's side of the writer thread: `commit` sends a batch of writes and resolves once
 * they are durably on disk (or rejects, and then none of them is).
 */
import { Worker } from 'node:worker_threads';
import { encodeBatch } from './batch-message.ts';
import type { StoreWriter, WriteOp } from './contract.ts';
import type { WriterReply, WriterRequest } from './writer-worker.ts';

export class Writer implements StoreWriter {
  private readonly worker: Worker;
  private readonly waiting = new Map<number, { resolve: () => void; reject: (e: Error) => void }>();
  private nextId = 1;
  private failure: Error | undefined;

  constructor(path: string) {
    this.worker = new Worker(new URL('./writer-worker.ts', import.meta.url), {
      workerData: { path },
    });
    this.worker.on('message', (reply: WriterReply) => {
      const waiter = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      if (reply.error === undefined) waiter?.resolve();
      else waiter?.reject(new Error(reply.error));
    });
    this.worker.on('error', (error: Error) => {
      this.fail(error);
    });
    this.worker.on('exit', (code) => {
      this.fail(new Error(`the database writer exited with code ${code}`));
    });
  }

  commit(ops: readonly WriteOp[]): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      const { message, transfer } = encodeBatch(ops);
      const request: WriterRequest = { id, batch: message };
      this.worker.postMessage(request, transfer);
    });
  }

  /** Stops the thread once every batch sent has been answered. */
  async close(): Promise<void> {
    while (this.waiting.size > 0) await new Promise((resolve) => setTimeout(resolve, 5));
    this.failure ??= new Error('the database writer is closed');
    const exited = new Promise((resolve) => this.worker.once('exit', resolve));
    const request: WriterRequest = { id: 0 };
    this.worker.postMessage(request);
    await exited;
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const waiter of this.waiting.values()) waiter.reject(error);
    this.waiting.clear();
  }
}
