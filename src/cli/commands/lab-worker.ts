/**
 * `matchday lab-worker REDIS_URL --threads N`: plays chunks of lab runs that `matchday lab
 * --queue REDIS_URL` puts on the queue, on N threads, until stopped (Ctrl-C or SIGTERM lets
 * the chunks in play finish first). One line on stdout per chunk taken or refused.
 */
import type { Command } from 'commander';
import { defaultWorkers, threadPort } from '../../lab/node/pool.ts';
import { DEFAULT_QUEUE } from '../../lab/queue/job.ts';
import { connectRedis, parseRedisUrl, shown } from '../../lab/queue/redis.ts';
import { DEFAULT_LOCK_MS, startLabWorker } from '../../lab/queue/worker.ts';
import { fail } from '../failure.ts';
import { parseCount } from '../parse/count.ts';

interface WorkerFlags {
  readonly threads?: string;
  readonly queueName: string;
  readonly lockMs: string;
}

export function registerLabWorker(program: Command): void {
  program
    .command('lab-worker')
    .description('play the chunks of lab runs on a Redis queue (see lab --queue)')
    .argument('<redis-url>', 'the Redis the runs are queued on, e.g. redis://127.0.0.1:6379')
    .option('--threads <n>', 'chunks played at once, each on a thread (default: every core)')
    .option('--queue-name <name>', 'the queue to take chunks from', DEFAULT_QUEUE)
    .option(
      '--lock-ms <ms>',
      "how long a chunk's lock lasts; a stopped worker's chunk is played again within about twice this",
      String(DEFAULT_LOCK_MS),
    )
    .action(labWorker);
}

async function labWorker(address: string, flags: WorkerFlags): Promise<void> {
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
