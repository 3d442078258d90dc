/**
 * What `matchday lab-worker` does once started (./lab-worker.ts names its arguments): joins the
 * queue on Redis and plays chunks on threads until SIGINT or SIGTERM.
 */
import { defaultWorkers, threadPort } from '../../lab/node/pool.ts';
import { connectRedis, parseRedisUrl, shown } from '../../lab/queue/redis.ts';
import { startLabWorker } from '../../lab/queue/worker.ts';
import { fail } from '../failure.ts';
import { parseCount } from '../parse/count.ts';

export interface WorkerFlags {
  readonly threads?: string;
  readonly queueName: string;
  readonly lockMs: string;
}

export async function labWorker(address: string, flags: WorkerFlags): Promise<void> {
  const threads =
    flags.threads === undefined ? defaultWorkers() : parseCount(flags.threads, '--threads');
  const lockMs = parseCount(flags.lockMs, '--lock-ms');
  const url = parseRedisUrl(address);
  if (!url.ok) fail(url.error);
  const connection = await connectRedis(url.value);
  if (!connection.ok) fail(connection.error);
  const worker = startLabWorker({
    connection: connection.value,
    queue: flags.queueName,
    threads,
    lockMs,
    open: threadPort,
    log: (line) => process.stdout.write(`${line}\n`),
  });
  process.stdout.write(
    `lab-worker: ${threads} threads on queue ${flags.queueName} at ${shown(url.value)}\n`,
  );
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await worker.close();
  await connection.value.quit();
}
