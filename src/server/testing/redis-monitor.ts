/**
 * The commands a test's Redis receives, as they come (Redis's MONITOR): a test waits for the
 * command a server process sends on an event it cannot see otherwise (a socket's close
 * counted, a message forwarded to a dead process) instead of polling for its effect.
 */
import assert from 'node:assert/strict';
import type { Redis } from 'ioredis';
import { connectRedis } from '../../lab/queue/redis.ts';

export interface RedisMonitor {
  /**
   * Resolves with the first command from now on (its name lower-cased, then its arguments)
   * that `matches`, e.g. ['publish', 'matchday:process:host:42:ab', '{…}'].
   */
  next(matches: (command: readonly string[]) => boolean): Promise<readonly string[]>;
  close(): void;
}

export async function monitorRedis(redisUrl: string): Promise<RedisMonitor> {
  const connected = await connectRedis(new URL(redisUrl));
  assert.ok(connected.ok, connected.ok ? '' : connected.error);
  const commands = connected.value;
  let monitor: Redis;
  try {
    monitor = await commands.monitor();
  } finally {
    commands.disconnect();
  }
  const waiting = new Set<(command: readonly string[]) => void>();
  monitor.on('monitor', (_time: string, args: string[]) => {
    const command = [args[0]?.toLowerCase() ?? '', ...args.slice(1)];
    for (const heard of waiting) heard(command);
  });
  return {
    next: (matches) =>
      new Promise((resolve) => {
        const heard = (command: readonly string[]) => {
          if (!matches(command)) return;
          waiting.delete(heard);
          resolve(command);
        };
        waiting.add(heard);
      }),
    close: () => {
      monitor.disconnect();
    },
  };
}
