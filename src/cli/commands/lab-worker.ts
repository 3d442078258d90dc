/**
 * `matchday lab-worker REDIS_URL --threads N`: plays chunks of lab runs that `matchday lab
 * --queue REDIS_URL` puts on the queue, on N threads, until stopped (Ctrl-C or SIGTERM lets
 * the chunks in play finish first). One line on stdout per chunk taken or refused.
 */
import type { Command } from 'commander';
import { DEFAULT_LOCK_MS, DEFAULT_QUEUE } from '../../lab/queue/job.ts';
import type { WorkerFlags } from './lab-worker-run.ts';

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
    // The worker's code (BullMQ, ioredis: about 220 modules) loads only when it runs, not at
    // every start of the command line.
    .action(async (address: string, flags: WorkerFlags) => {
      const { labWorker } = await import('./lab-worker-run.ts');
      await labWorker(address, flags);
    });
}
