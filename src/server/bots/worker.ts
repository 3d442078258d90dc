/**
 * A bot worker thread: loads the games (the registry, or the module the pool names) and
 * answers decisions one at a time, so that a long search never blocks the server's loop.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { GameFinder } from '../games.ts';
import { choose } from './choose.ts';
import type { BotTask } from './decision.ts';

export interface WorkerRequest {
  readonly id: number;
  readonly task: BotTask;
}

export type WorkerReply =
  | { readonly id: number; readonly action: number }
  | { readonly id: number; readonly error: string };

const { gamesModule } = workerData as { gamesModule: string };
const { findGame } = (await import(gamesModule)) as { findGame: GameFinder };

parentPort?.on('message', ({ id, task }: WorkerRequest) => {
  let reply: WorkerReply;
  try {
    reply = { id, action: choose(task, findGame) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(reply);
});
