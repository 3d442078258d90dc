/**
 * Answers to repeated asks (an Idempotency-Key: http/repeats.ts) kept in the cluster's Redis,
 * so that a repeat reaching another process is answered what the first ask made there: one
 * table, one seat, whichever process each ask lands on.
 *
 * The first process to ask claims the key (SET NX) with a note that it is working on it, for
 * at most `pendingMs`: should it die meanwhile, the key lapses and the next repeat makes the
 * answer itself. It then keeps the answer for `ttlMs`, or deletes the key after a refusal or a
 * failure (a repeat tries again), each only while the key still holds its own note. A repeat
 * meeting the note waits for the answer, reading the key every `pollMs`, for at most
 * `waitMs`, then is answered 'unavailable' (ask again). Repeats within one process share one
 * ask before reaching Redis (http/repeats.ts). Should Redis fail, each process answers from
 * its own memory: a repeat landing elsewhere then may make a second table, as before.
 */
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { err, ok, type Result } from '../../core/result.ts';
import { refusal, type Refusal } from '../errors.ts';
import { REPEAT_LIMITS, Repeats, reusedKey, type RepeatStore } from '../http/repeats.ts';

export interface SharedRepeatLimits {
  /** How long a made answer is kept, e.g. 10 minutes. */
  readonly ttlMs: number;
  /** How long a key is held for an ask still being answered, e.g. 30 s. */
  readonly pendingMs: number;
  /** How long a repeat waits for another process's answer before 'unavailable', e.g. 5 s. */
  readonly waitMs: number;
  /** How often a waiting repeat reads the key, e.g. 50 ms. */
  readonly pollMs: number;
}

export const SHARED_REPEAT_LIMITS: SharedRepeatLimits = {
  ttlMs: REPEAT_LIMITS.ttlMs,
  pendingMs: 30_000,
  waitMs: 5000,
  pollMs: 50,
};

/** A key's value in Redis: the body it was first sent with, and the answer once made. */
interface Kept<T> {
  readonly body: string;
  /** Whose note it is (a random nonce per ask), while it is being answered. */
  readonly asker?: string;
  readonly answer?: T;
}

/** Replaces (ARGV[2] with a time to live of ARGV[3] ms) or deletes (ARGV[2] '') a key still ARGV[1]. */
const IF_STILL = `
if redis.call('get', KEYS[1]) ~= ARGV[1] then return 0 end
if ARGV[2] == '' then return redis.call('del', KEYS[1]) end
redis.call('set', KEYS[1], ARGV[2], 'PX', ARGV[3])
return 1`;

export class SharedRepeats<T> implements RepeatStore<T> {
  private readonly redis: Redis;
  /** e.g. 'matchday:repeat:create:'. */
  private readonly prefix: string;
  private readonly limits: SharedRepeatLimits;
  /** The asks this process is answering now, by key and body: a repeat here shares one. */
  private readonly asking = new Map<string, Promise<Result<T, Refusal>>>();
  /** Where answers are kept while Redis cannot be reached. */
  private readonly fallback: Repeats<T>;
  private readonly log: (message: string) => void;
  private readonly sleep: (ms: number) => Promise<void>;

  /** `name` keeps each kind of ask's keys apart in Redis, e.g. 'create'. */
  constructor(options: {
    redis: Redis;
    name: string;
    log: (message: string) => void;
    limits?: SharedRepeatLimits;
    sleep?: (ms: number) => Promise<void>;
  }) {
    this.redis = options.redis;
    this.prefix = `matchday:repeat:${options.name}:`;
    this.limits = options.limits ?? SHARED_REPEAT_LIMITS;
    this.log = options.log;
    this.sleep =
      options.sleep ??
      ((ms) =>
        new Promise((resolve) => {
          setTimeout(resolve, ms);
        }));
    this.fallback = new Repeats<T>();
  }

  once(
    address: string,
    key: string | undefined,
    body: unknown,
    make: () => Promise<Result<T, Refusal>>,
  ): Promise<Result<T, Refusal>> {
    if (key === undefined) return make();
    const id = `${this.prefix}${address} ${key}`;
    const json = JSON.stringify(body ?? null);
    const asking = `${id} ${json}`;
    const running = this.asking.get(asking);
    if (running) return running;
    const answer = this.shared(id, json, make)
      .catch((error: unknown) => {
        if (error instanceof MakeFailed) throw error.cause;
        this.log(`could not share a repeated ask through Redis (${String(error)}); kept here`);
        return this.fallback.once(address, key, body, make);
      })
      .finally(() => {
        this.asking.delete(asking);
      });
    this.asking.set(asking, answer);
    return answer;
  }

  /** The answer kept under `id`, made here or waited for; throws when Redis fails. */
  private async shared(
    id: string,
    body: string,
    make: () => Promise<Result<T, Refusal>>,
  ): Promise<Result<T, Refusal>> {
    const { redis, limits } = this;
    let waited = 0;
    for (;;) {
      const note = JSON.stringify({
        body,
        asker: randomBytes(8).toString('hex'),
      } satisfies Kept<T>);
      if ((await redis.set(id, note, 'PX', limits.pendingMs, 'NX')) === 'OK')
        return this.makeHere(id, body, note, make);
      const text = await redis.get(id);
      // Gone meanwhile (refused, failed or lapsed): this ask tries to make it.
      if (text === null) continue;
      const kept = JSON.parse(text) as Kept<T>;
      if (kept.body !== body) return err(reusedKey());
      if (kept.answer !== undefined) return ok(kept.answer);
      if (waited >= limits.waitMs) return err(stillBeingMade());
      await this.sleep(limits.pollMs);
      waited += limits.pollMs;
    }
  }

  /** Makes the answer under this ask's note, then keeps it or lets the key go. */
  private async makeHere(
    id: string,
    body: string,
    note: string,
    make: () => Promise<Result<T, Refusal>>,
  ): Promise<Result<T, Refusal>> {
    let result: Result<T, Refusal>;
    try {
      result = await make();
    } catch (error) {
      await this.redis.eval(IF_STILL, 1, id, note, '', '0').catch(() => undefined);
      throw new MakeFailed(error);
    }
    const kept = result.ok ? JSON.stringify({ body, answer: result.value } satisfies Kept<T>) : '';
    try {
      await this.redis.eval(IF_STILL, 1, id, note, kept, String(this.limits.ttlMs));
    } catch (error) {
      // Made, but not kept for other processes: the answer still goes to this ask.
      this.log(`could not keep a repeated ask's answer in Redis (${String(error)})`);
    }
    return result;
  }
}

/** A failure of `make` itself (not of Redis): passed on as it is. */
class MakeFailed extends Error {
  constructor(cause: unknown) {
    super('the ask failed', { cause });
  }
}

function stillBeingMade(): Refusal {
  return refusal('unavailable', 'That request is still being answered; ask again.');
}
