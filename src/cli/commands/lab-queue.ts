/**
 * `matchday lab --queue REDIS_URL`: the run's chunks go on a Redis queue for `matchday
 * lab-worker` processes. A bad or unreachable address is refused before anything is queued;
 * Ctrl-C takes the run's untaken chunks off the queue and says what it leaves.
 */
import type { Redis } from 'ioredis';
import { labQueue, type LabQueue } from '../../lab/queue/coordinator.ts';
import { connectRedis, parseRedisUrl } from '../../lab/queue/redis.ts';
import { fail } from '../failure.ts';

export interface OpenQueue {
  readonly executor: LabQueue['executor'];
  /** Stops listening for Ctrl-C and disconnects. */
  close(): Promise<void>;
}

/** Exit status of a run stopped by Ctrl-C, as shells report a SIGINT. */
const INTERRUPTED = 130;

export async function openQueue(address: string, name: string): Promise<OpenQueue> {
  const url = parseRedisUrl(address);
  if (!url.ok) fail(url.error);
  const connection = await connectRedis(url.value);
  if (!connection.ok) fail(connection.error);
  const queue = labQueue({ connection: connection.value, queue: name });
  const interrupted = (): void => {
    void stop(queue, connection.value, name);
  };
  process.once('SIGINT', interrupted);
  return {
    executor: queue.executor,
    async close() {
      process.off('SIGINT', interrupted);
      await connection.value.quit();
    },
  };
}

async function stop(queue: LabQueue, connection: Redis, name: string): Promise<void> {
  const left = await queue.leave();
  process.stderr.write(
    `\nmatchday: stopped. Took ${left.removed} untaken chunks off queue ${name}; ` +
      `${left.playing} chunks being played finish on their workers and are dropped.\n`,
  );
  await connection.quit();
  process.exit(INTERRUPTED);
}
