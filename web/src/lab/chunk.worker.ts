/**
 * A chunk worker: the page hands it one end of a channel whose other end the coordinating
 * worker holds, and it plays the chunks it is sent there (see chunks.ts).
 */
import { serveChunks } from './chunks.ts';

self.addEventListener(
  'message',
  (event: MessageEvent<{ port: MessagePort }>) => {
    serveChunks(event.data.port);
  },
  { once: true },
);
