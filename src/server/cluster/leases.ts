/**
 * One owner per table, under a lease in Redis: the process holding a table's lease runs it
 * (its moves, bots and timer); the lease lapses unless renewed, so a dead process's tables
 * are free again within `leaseMs`. Each lease taken anew gets a fencing token larger than any
 * before it, and every commit carries its tables' tokens (storage/postgres/writer.ts): a
 * process that lost its lease (paused past it, cut off) can never commit again, whatever its
 * clock believes.
 *
 * Tokens are Redis's clock in microseconds, or one more than the table's last token if that
 * is larger: they keep growing across a Redis restart that lost every key.
 */
import type { Redis } from 'ioredis';
import { FencedOut } from '../storage/store.ts';
import type { Vacancy } from './vacancies.ts';

/**
 * Takes the lease if it is free (a new token) or ours already (renewed, same token); else -1.
 * Either way the fence is kept another FENCE_KEPT_MS.
 */
const ACQUIRE = `
local held = redis.call('GET', KEYS[1])
if held then
  local space = string.find(held, ' ', 1, true)
  if string.sub(held, 1, space - 1) == ARGV[1] then
    redis.call('PEXPIRE', KEYS[1], ARGV[2])
    redis.call('PEXPIRE', KEYS[2], ARGV[3])
    return tonumber(string.sub(held, space + 1))
  end
  return -1
end
local now = redis.call('TIME')
local micros = tonumber(now[1]) * 1000000 + tonumber(now[2])
local token = math.max(tonumber(redis.call('INCR', KEYS[2])), micros)
local text = string.format('%.0f', token)
redis.call('SET', KEYS[2], text, 'PX', ARGV[3])
redis.call('SET', KEYS[1], ARGV[1] .. ' ' .. text, 'PX', ARGV[2])
return token
`;

/**
 * Extends the lease (and keeps its fence) if it is still this holder's, with this token: 1;
 * takes it back if nobody holds it (a Redis restarted empty): 1; else 0. Taking it back is
 * safe: a process that held the table meanwhile committed with a larger token, and the fence
 * refuses ours.
 */
const RENEW = `
local held = redis.call('GET', KEYS[1])
if held == ARGV[1] then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  redis.call('PEXPIRE', KEYS[2], ARGV[3])
  return 1
end
if not held then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return 1
end
return 0
`;

/**
 * RENEW as a command of the connection's own (ioredis's defineCommand): sent as EVALSHA, the
 * script's 40-character hash, once the connection has sent the script itself, and as the
 * script again when Redis no longer knows it (NOSCRIPT: restarted, or its scripts flushed). A
 * renewal is one command per held table every third of LEASE_MS, the commonest by far: EVAL
 * sent the script's text each time, and Redis hashed it each time.
 */
const RENEW_COMMAND = 'matchdayRenewLease';

/** A pipeline with RENEW_COMMAND: its keys (lease, fence), then the holder, the lease's and the fence's times. */
interface RenewingPipeline {
  matchdayRenewLease(
    lease: string,
    fence: string,
    holder: string,
    leaseMs: number,
    fenceMs: number,
  ): unknown;
  exec(): Promise<[Error | null, unknown][] | null>;
}

/** Gives the lease up if it is still this holder's. */
const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`;

/**
 * ACQUIRE and RELEASE over a batch in one call: KEYS are each wanted lease and its fence, then
 * each lease to give up; ARGV the holder, the lease's and the fence's times, how many are
 * wanted, then the held value ('owner token') of each lease to give up. Answers each wanted
 * lease's token, or -1 where another holds it, exactly as ACQUIRE would one by one.
 */
const ACQUIRE_ONLY = `
local wanted = tonumber(ARGV[4])
for i = 1, #KEYS - 2 * wanted do
  local key = KEYS[2 * wanted + i]
  if redis.call('GET', key) == ARGV[4 + i] then redis.call('DEL', key) end
end
local tokens = {}
for i = 1, wanted do
  local lease, fence = KEYS[2 * i - 1], KEYS[2 * i]
  local held = redis.call('GET', lease)
  if held then
    local space = string.find(held, ' ', 1, true)
    if string.sub(held, 1, space - 1) == ARGV[1] then
      redis.call('PEXPIRE', lease, ARGV[2])
      redis.call('PEXPIRE', fence, ARGV[3])
      tokens[i] = tonumber(string.sub(held, space + 1))
    else
      tokens[i] = -1
    end
  else
    local now = redis.call('TIME')
    local micros = tonumber(now[1]) * 1000000 + tonumber(now[2])
    local token = math.max(tonumber(redis.call('INCR', fence)), micros)
    local text = string.format('%.0f', token)
    redis.call('SET', fence, text, 'PX', ARGV[3])
    redis.call('SET', lease, ARGV[1] .. ' ' .. text, 'PX', ARGV[2])
    tokens[i] = token
  end
end
return tokens
`;

export interface LeaseOptions {
  readonly redis: Redis;
  /** This process, as other processes see it in Redis, e.g. 'host-a:4242:x7'. */
  readonly owner: string;
  /** How long a lease lasts unless renewed, e.g. 5000. */
  readonly leaseMs: number;
  /** How often leases are renewed. Default a third of leaseMs; Infinity: only by renew(). */
  readonly renewMs?: number;
  /** A lease this process held was found taken by another: the table is no longer ours. */
  readonly lost: (tableId: string) => void;
  /** A commit took the lease of a table this process did not hold: the table is ours now. */
  readonly taken?: (tableId: string) => void;
  readonly log: (message: string) => void;
}

/** setInterval's longest delay; a longer one fires at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

const leaseKey = (id: string) => `matchday:lease:${id}`;
const fenceKey = (id: string) => `matchday:fence:${id}`;

/**
 * How long a table's fence stays in Redis after its lease was last taken or renewed: a day.
 * A table being played is held and renewed, so its fence stays; the fences of tables finished,
 * abandoned or let go expire instead of piling up, one per table ever created. Tokens do not
 * need them (they are at least Redis's clock); vacancies.ts reads a missing fence as Redis
 * having lost its keys, which a table nobody held for a day costs one lease's wait.
 */
export const FENCE_KEPT_MS = 24 * 60 * 60 * 1000;

export class TableLeases {
  private readonly options: LeaseOptions;
  /** Tables whose lease this process holds, with their tokens. */
  private readonly held = new Map<string, number>();
  private readonly renewer: NodeJS.Timeout;
  private renewing: Promise<void> | undefined;

  constructor(options: LeaseOptions) {
    this.options = options;
    this.renewer = setInterval(
      () => {
        this.renewing ??= this.renew().finally(() => {
          this.renewing = undefined;
        });
      },
      Math.min(options.renewMs ?? options.leaseMs / 3, MAX_TIMER_MS),
    );
    this.renewer.unref();
  }

  holds(id: string): boolean {
    return this.held.has(id);
  }

  /** The tables whose leases this process holds. */
  heldIds(): string[] {
    return [...this.held.keys()];
  }

  /** The table's token if this process holds or could take its lease; undefined if another does. */
  async acquire(id: string): Promise<number | undefined> {
    const { redis, owner, leaseMs } = this.options;
    const answer = Number(
      await redis.eval(ACQUIRE, 2, leaseKey(id), fenceKey(id), owner, leaseMs, FENCE_KEPT_MS),
    );
    if (answer < 0) {
      this.held.delete(id);
      return undefined;
    }
    this.held.set(id, answer);
    return answer;
  }

  /** The tokens of these tables, taking the leases not held yet; FencedOut names any taken. */
  async tokens(ids: Iterable<string>): Promise<Map<string, number>> {
    const tokens = new Map<string, number>();
    const taken: string[] = [];
    for (const id of new Set(ids)) {
      const held = this.held.get(id);
      const token = held ?? (await this.acquire(id));
      if (token === undefined) taken.push(id);
      else tokens.set(id, token);
      if (held === undefined && token !== undefined) this.options.taken?.(id);
    }
    if (taken.length > 0) throw new FencedOut(taken);
    return tokens;
  }

  /**
   * Holds the leases of `ids` and of no others, in one round trip however many: gives up every
   * lease held that is not among them (as release), takes or renews each of them (as acquire).
   * Answers those whose lease this process holds now; throws if Redis cannot be reached (then
   * nothing changed here, and in Redis either all of it or none).
   */
  async holdOnly(ids: readonly string[]): Promise<Set<string>> {
    const { redis, owner, leaseMs } = this.options;
    const wanted = [...new Set(ids)];
    const wantedSet = new Set(wanted);
    const dropped = [...this.held].filter(([id]) => !wantedSet.has(id));
    if (wanted.length === 0 && dropped.length === 0) return new Set();
    const keys = [
      ...wanted.flatMap((id) => [leaseKey(id), fenceKey(id)]),
      ...dropped.map(([id]) => leaseKey(id)),
    ];
    const answer = (await redis.eval(
      ACQUIRE_ONLY,
      keys.length,
      ...keys,
      owner,
      leaseMs,
      FENCE_KEPT_MS,
      wanted.length,
      ...dropped.map(([, token]) => `${owner} ${token}`),
    )) as unknown[];
    for (const [id] of dropped) this.held.delete(id);
    const holding = new Set<string>();
    wanted.forEach((id, i) => {
      const token = Number(answer[i]);
      if (token < 0) {
        this.held.delete(id);
        return;
      }
      this.held.set(id, token);
      holding.add(id);
    });
    return holding;
  }

  /** Extends every lease held; one found taken by another is let go and reported lost. */
  async renew(): Promise<void> {
    const { redis, owner, leaseMs } = this.options;
    const held = [...this.held];
    if (held.length === 0) return;
    if (!(RENEW_COMMAND in redis))
      redis.defineCommand(RENEW_COMMAND, { numberOfKeys: 2, lua: RENEW });
    const pipeline = redis.pipeline() as unknown as RenewingPipeline;
    for (const [id, token] of held) {
      pipeline.matchdayRenewLease(
        leaseKey(id),
        fenceKey(id),
        `${owner} ${token}`,
        leaseMs,
        FENCE_KEPT_MS,
      );
    }
    let answers: [Error | null, unknown][] | null;
    try {
      answers = await pipeline.exec();
    } catch (error) {
      // Redis unreachable: leases are kept as they are; fencing still guards every commit.
      this.options.log(`could not renew table leases: ${String(error)}`);
      return;
    }
    held.forEach(([id, token], i) => {
      const [error, renewed] = answers?.[i] ?? [null, 0];
      if (error || renewed === 1 || this.held.get(id) !== token) return;
      this.held.delete(id);
      this.options.lost(id);
    });
  }

  /** Who holds each table's lease now (its process's name), or undefined: one round trip. */
  async holders(ids: readonly string[]): Promise<(string | undefined)[]> {
    if (ids.length === 0) return [];
    const held = await this.options.redis.mget(ids.map(leaseKey));
    // A lease reads 'owner token'; names have no spaces.
    return held.map((value) => value?.slice(0, value.lastIndexOf(' ')) ?? undefined);
  }

  /** Of these tables, those nobody holds the lease of, each with whether its fence is in Redis. */
  async vacant(ids: readonly string[]): Promise<Vacancy[]> {
    if (ids.length === 0) return [];
    const [held, fences] = await Promise.all([
      this.options.redis.mget(ids.map(leaseKey)),
      this.options.redis.mget(ids.map(fenceKey)),
    ]);
    return ids.flatMap((id, i) => (held[i] === null ? [{ id, fenced: fences[i] !== null }] : []));
  }

  /** Gives up a table's lease, e.g. when it is finished or let go. */
  async release(id: string): Promise<void> {
    const token = this.held.get(id);
    if (token === undefined) return;
    this.held.delete(id);
    const { redis, owner } = this.options;
    await redis.eval(RELEASE, 1, leaseKey(id), `${owner} ${token}`);
  }

  /** Stops renewing; every lease held is given up, so other processes take the tables at once. */
  async close(): Promise<void> {
    clearInterval(this.renewer);
    await this.renewing;
    await Promise.all([...this.held.keys()].map((id) => this.release(id).catch(() => undefined)));
  }
}
