/**
 * A further connection to the cluster's Redis (socket.io's adapter, this process's channel).
 * Its errors while Redis is away are the same outage the main connection reports to the
 * operator once (Cluster.reportRedis), and it reconnects by itself as that one does; but
 * ioredis prints every error nobody listens for as unhandled, once per retry, so each copy
 * takes its errors here.
 */
import type { Redis } from 'ioredis';

export function sideConnection(redis: Redis): Redis {
  const side = redis.duplicate();
  side.on('error', () => undefined);
  return side;
}
