/**
 * The writer thread: owns the database's one write connection and commits each batch it is
 * sent in one transaction. The fsync of synchronous=FULL happens here, never on the thread
 * that serves the tables.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { decodeBatch, type BatchMessage } from './batch-message.ts';
import { openWriterDatabase } from './writer-database.ts';
import { prepareWrites } from './writes.ts';

/** A batch to commit, or (without one) the word to close the database and stop. */
export interface WriterRequest {
  readonly id: number;
  readonly batch?: BatchMessage;
}

export interface WriterReply {
  readonly id: number;
  readonly error?: string;
}

const { path } = workerData as { path: string };
const db = openWriterDatabase(path);
const commit = prepareWrites(db);

parentPort?.on('message', ({ id, batch }: WriterRequest) => {
  if (!batch) {
    db.close();
    parentPort?.close();
    return;
  }
  let reply: WriterReply;
  try {
    commit(decodeBatch(batch));
    reply = { id };
  } catch (error) {
    reply = { id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(reply);
});
