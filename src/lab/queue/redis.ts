/**
 * Reaching the Redis a lab queue lives on. A malformed address or an unreachable server is
 * refused at once with a clear message (the first connection is tried once, never retried
 * forever); once connected, a connection lost later is retried, so a Redis restart mid-run
 * only pauses it.
 */
import type { Redis } from 'ioredis';
import { err, ok, type Result } from '../../core/result.ts';

/** How long the first connection may take before the address counts as unreachable. */
const CONNECT_TIMEOUT_MS = 5000;

/** Checks a REDIS_URL such as 'redis://127.0.0.1:6379' or 'rediss://user:pw@host:6380/2'. */
export function parseRedisUrl(text: string): Result<URL, string> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return err(`'${text}' is not a Redis address; one looks like redis://127.0.0.1:6379.`);
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:')
    return err(`'${shown(url)}' is not a Redis address: it must start with redis:// or rediss://.`);
  if (!url.hostname) return err(`'${shown(url)}' names no Redis host.`);
  const db = url.pathname.replace(/^\//, '');
  if (db !== '' && !/^\d+$/.test(db))
    return err(`'${shown(url)}': the part after the host must be a database number, e.g. /0.`);
  return ok(url);
}

/** The address without its password, for messages. */
export function shown(url: URL): string {
  if (!url.password) return url.href;
  const safe = new URL(url.href);
  safe.password = '***';
  return safe.href;
}

/**
 * Connects to Redis, or answers why not. `maxRetriesPerRequest: null` is what BullMQ's
 * workers need: a command waits for a reconnection instead of failing.
 */
export async function connectRedis(url: URL): Promise<Result<Redis, string>> {
  let connected = false;
  // Loaded here, not at the top: a server or command without Redis never needs it (0.2 CPU-s
  // of every start).
  const { Redis: Client } = await import('ioredis');
  const client = new Client(url.href, {
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    maxRetriesPerRequest: null,
    retryStrategy: (times) => (connected ? Math.min(times * 200, 2000) : null),
  });
  // The socket's own error (e.g. ECONNREFUSED) comes as an event, while connect() only
  // rejects with 'Connection is closed'; without a listener Node would throw it.
  let cause: Error | undefined;
  client.on('error', (error: Error) => {
    cause ??= error;
  });
  try {
    await client.connect();
    connected = true;
    return ok(client);
  } catch (error) {
    client.disconnect();
    const reason = cause?.message ?? (error instanceof Error ? error.message : String(error));
    return err(`Cannot reach Redis at ${shown(url)}: ${reason.replace(/\.$/, '')}.`);
  }
}
