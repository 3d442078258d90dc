/**
 * A chunk worker: the page hands it one end of a channel whose other end the coordinating
 * worker holds, and it answers the lab's messages there (src/lab/ports.ts: a config, then
 * chunks to play).
 */
import { chunkServer, type ToWorker } from '../../../src/lab/ports.ts';
import type { ChunkWorkerReady, ChunkWorkerStart } from './messages.ts';

self.addEventListener(
  'message',
  (event: MessageEvent<ChunkWorkerStart>) => {
    const port = event.data.port;
    const serve = chunkServer((reply) => {
      port.postMessage(reply);
    });
    port.addEventListener('message', (message: MessageEvent<ToWorker>) => {
      void serve(message.data);
    });
    port.start();
  },
  { once: true },
);

// The page says so while workers start; each then loads the engine of the run's game only.
self.postMessage({ kind: 'ready' } satisfies ChunkWorkerReady);
