/**
 * The Lab page's coordinating worker: it receives the run's config and the chunk workers'
 * ports, runs the lab (coordinate.ts) and posts progress and the report back to the page.
 */
import { coordinate } from './coordinate.ts';
import type { CoordinatorMessage, RunRequest } from './messages.ts';

self.addEventListener(
  'message',
  (event: MessageEvent<RunRequest>) => {
    void coordinate(event.data, (message: CoordinatorMessage) => {
      self.postMessage(message);
    });
  },
  { once: true },
);
