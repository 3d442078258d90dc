/** The body of a lab worker thread (see worker.ts): answers the messages of ports.ts. */
import { parentPort } from 'node:worker_threads';
import { chunkServer, type ToWorker } from '../ports.ts';

const port = parentPort;
if (!port) throw new Error('the lab worker must be started as a worker thread');
const serve = chunkServer((reply) => {
  port.postMessage(reply);
});
port.on('message', (message: ToWorker) => {
  void serve(message);
});
