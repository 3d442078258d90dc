/**
 * The writer thread: owns the database's one write connection and commits each batch it is
 * sent in one transaction. The fsync of synchronous=FULL happens here, never on the thread
 * that serves the tables.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from './database.ts';
import type { PackedOp } from './action-runs.ts';
import { prepareWrites } from './writes.ts';

/** A batch to commit, or (without ops) the word to close the database and stop. */
export interface WriterRequest {
  readonly id: number;
  readonly ops?: readonly PackedOp[];
}

export interface WriterReply {
  readonly id: number;
  readonly error?: string;
}

const { path } = workerData as { path: string };
const db = openDatabase(path);
const commit = prepareWrites(db);

parentPort?.on('message', ({ id, ops }: WriterRequest) => {
  if (!ops) {
    db.close();
    parentPort?.close();
    return;
  }
  let reply: WriterReply;
  try {
    commit(ops);
    reply = { id };
  } catch (error) {
    reply = { id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(reply);
});
