/**
 * Socket connections per client address, capped across a cluster's processes. Each address
 * has a hash in Redis of its open sockets by process; a process keeps a key of its own alive
 * while it runs, and the counts of a process whose key has lapsed (killed, cut off) are dropped
 * at the address's next connection, so a dead process's sockets do not hold the cap forever.
 * A connection is one Redis round trip (a script: count the live processes' sockets, then add
 * this one if there is room); messages never touch this.
 *
 * Should Redis fail, the process caps the address on its own, as one process does.
 */
import type { Redis } from 'ioredis';
import { AddressCount } from '../http/address-count.ts';
import type { SocketCap } from '../realtime/address-gate.ts';

/** How long a process's key lives unless renewed; renewed every third of it. */
const ALIVE_MS = 15_000;
/** An address's hash is forgotten a day after its last connection, should nobody clean it. */
const ADDRESS_TTL_S = 86_400;

const socketsKey = (address: string) => `matchday:sockets:${address}`;
const ALIVE_PREFIX = 'matchday:alive:';

/** ARGV: owner, cap, alive prefix, ttl (s). 1 if counted, 0 if the address holds the cap. */
const ENTER = `
local counts = redis.call('HGETALL', KEYS[1])
local open = 0
for i = 1, #counts, 2 do
  if counts[i] == ARGV[1] or redis.call('EXISTS', ARGV[3] .. counts[i]) == 1 then
    open = open + tonumber(counts[i + 1])
  else
    redis.call('HDEL', KEYS[1], counts[i])
  end
end
if open >= tonumber(ARGV[2]) then return 0 end
redis.call('HINCRBY', KEYS[1], ARGV[1], 1)
redis.call('EXPIRE', KEYS[1], ARGV[4])
return 1
`;

/** ARGV: owner. One socket fewer; the field goes once it holds none (or was lost). */
const LEAVE = `
if redis.call('HINCRBY', KEYS[1], ARGV[1], -1) <= 0 then redis.call('HDEL', KEYS[1], ARGV[1]) end
return 1
`;

export class SharedSocketCap implements SocketCap {
  readonly cap: number;
  private readonly redis: Redis;
  private readonly owner: string;
  private readonly log: (message: string) => void;
  /** Sockets counted here alone, when Redis could not be asked. */
  private readonly local: AddressCount;
  private readonly alive: NodeJS.Timeout;

  constructor(redis: Redis, owner: string, cap: number, log: (message: string) => void) {
    this.redis = redis;
    this.owner = owner;
    this.cap = cap;
    this.log = log;
    this.local = new AddressCount(cap);
    this.keepAlive();
    this.alive = setInterval(() => {
      this.keepAlive();
    }, ALIVE_MS / 3);
    this.alive.unref();
  }

  /**
   * Counts one more socket for `address` across the cluster: 'shared' when counted in Redis,
   * 'local' when only here (Redis failed), false when the address holds the cap already.
   */
  async enter(address: string): Promise<'shared' | 'local' | false> {
    // The connection's commands wait for Redis to come back: a socket does not.
    if (this.redis.status !== 'ready') return this.local.enter(address) ? 'local' : false;
    try {
      const args = [this.owner, this.cap, ALIVE_PREFIX, ADDRESS_TTL_S];
      const counted = await this.redis.eval(ENTER, 1, socketsKey(address), ...args);
      return Number(counted) === 1 ? 'shared' : false;
    } catch (error) {
      this.log(`could not count sockets in Redis; counting here alone: ${String(error)}`);
      return this.local.enter(address) ? 'local' : false;
    }
  }

  /** One socket fewer, wherever `enter` counted it. */
  leave(address: string, counted: 'shared' | 'local'): void {
    if (counted === 'local') {
      this.local.leave(address);
      return;
    }
    this.redis.eval(LEAVE, 1, socketsKey(address), this.owner).catch((error: unknown) => {
      this.log(`could not count a closed socket in Redis: ${String(error)}`);
    });
  }

  /** Stops renewing this process's key and lets it go: its counts no longer hold anyone. */
  async close(): Promise<void> {
    clearInterval(this.alive);
    await this.redis.del(ALIVE_PREFIX + this.owner).catch(() => undefined);
  }

  private keepAlive(): void {
    this.redis.set(ALIVE_PREFIX + this.owner, '1', 'PX', ALIVE_MS).catch((error: unknown) => {
      this.log(`could not renew this process's key in Redis: ${String(error)}`);
    });
  }
}
