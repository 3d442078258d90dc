/**
 * A worker thread of the lab: resolves the run it was started for once, then plays the chunks
 * it is sent and posts their results back (plain data, structured-cloned).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { resolveLab, type LabConfig } from '../config.ts';
import { unwrapLab } from '../errors.ts';
import { playChunk, type ChunkTask } from '../play.ts';

const port = parentPort;
if (!port) throw new Error('the lab worker must be started as a worker thread');
const lab = unwrapLab(resolveLab(workerData as LabConfig));

port.on('message', (task: ChunkTask) => {
  try {
    port.postMessage({ ok: true, result: playChunk(lab, task) });
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    port.postMessage({ ok: false, message });
  }
});
