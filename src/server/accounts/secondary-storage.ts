/**
 * better-auth's secondary storage on the cluster's Redis: what it keeps there (its cached
 * sessions) is then shared by every process. Sessions stay in the database too. Its address
 * rate limits count on the same Redis counters (auth.ts), with or without this storage.
 */
import type { SecondaryStorage } from '@better-auth/core/db';
import type { Redis } from 'ioredis';
import type { Counters } from './counters.ts';

export function redisStorage(redis: Redis, counters: Counters): SecondaryStorage {
  const key = (name: string) => `auth:${name}`;
  return {
    get: (name) => redis.get(key(name)),
    getAndDelete: (name) => redis.getdel(key(name)),
    increment: (name, ttl) => counters.increment(name, ttl),
    async set(name, value, ttl) {
      if (ttl !== undefined && ttl > 0) await redis.set(key(name), value, 'EX', Math.ceil(ttl));
      else await redis.set(key(name), value);
    },
    async delete(name) {
      await redis.del(key(name));
    },
  };
}
