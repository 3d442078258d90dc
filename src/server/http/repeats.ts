/**
 * Table creation made safe to repeat: a client that sends POST /api/tables again with the same
 * Idempotency-Key and body (its answer was lost with the connection, the browser or a proxy
 * sent it twice, or a page retrying after 'offline' asked while the first ask was still being
 * answered) is answered the table the first ask made, not given a second one.
 *
 * A seat claimed from the lobby is made safe to repeat the same way (POST /api/tables/:id/claim).
 *
 * A key counts for the client address that sent it (a client that reuses a fixed key meets
 * only its own tables). Here it is kept in this process's memory for `ttlMs`; in a cluster
 * (REDIS_URL) cluster/shared-repeats.ts keeps it in Redis, so that a repeat reaching another
 * process is answered the same. Only a table made is kept; a refusal ('busy', 'rate-limited',
 * bad options) or a failure is forgotten, so that a repeat tries again.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { err, ok, type Result } from '../../core/result.ts';
import { refusal, type Refusal } from '../errors.ts';
// A key is written as a seat's token is: 16 to 64 of A-Z a-z 0-9 _ - (e.g. 32 hex digits).
import { TOKEN_PATTERN } from '../protocol.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** The request's key, none when it sends none, or a refusal when it is not a key. */
export function idempotencyKey(headers: IncomingHttpHeaders): Result<string | undefined, Refusal> {
  const key = headers[IDEMPOTENCY_HEADER];
  if (key === undefined) return ok(undefined);
  if (typeof key === 'string' && TOKEN_PATTERN.test(key)) return ok(key);
  return err(
    refusal('bad-message', 'The Idempotency-Key header must be 16 to 64 of A-Z a-z 0-9 _ -.'),
  );
}

interface Kept<T> {
  /** The body the key was first sent with, as JSON. */
  readonly body: string;
  readonly answer: Promise<Result<T, Refusal>>;
  /** When it was first asked, on the clock (ms). */
  readonly at: number;
}

export interface RepeatLimits {
  /** How long a key is honoured, e.g. 10 minutes. */
  readonly ttlMs: number;
  /** The most keys kept; past it the oldest is forgotten first (e.g. 10,000). */
  readonly max: number;
}

export const REPEAT_LIMITS: RepeatLimits = { ttlMs: 10 * 60_000, max: 10_000 };

/** Where answers to repeated asks are kept: this process's memory, or a cluster's Redis. */
export interface RepeatStore<T> {
  /**
   * `make`'s answer, made once per address, key and body: a repeat while it runs, or after it
   * made its answer, gets the same answer; the same key with another body is refused. Without
   * a key, `make` runs every time.
   */
  once(
    address: string,
    key: string | undefined,
    body: unknown,
    make: () => Promise<Result<T, Refusal>>,
  ): Promise<Result<T, Refusal>>;
}

export class Repeats<T> implements RepeatStore<T> {
  private readonly limits: RepeatLimits;
  private readonly now: () => number;
  /** By address and key, oldest first (every entry lives ttlMs, so insertion order is age). */
  private readonly kept = new Map<string, Kept<T>>();

  constructor(limits: RepeatLimits = REPEAT_LIMITS, now: () => number = Date.now) {
    this.limits = limits;
    this.now = now;
  }

  /**
   * `make`'s answer, made once per address, key and body: a repeat while it runs, or after it
   * made its table, gets the same answer; the same key with another body is refused. Without
   * a key, `make` runs every time.
   */
  once(
    address: string,
    key: string | undefined,
    body: unknown,
    make: () => Promise<Result<T, Refusal>>,
  ): Promise<Result<T, Refusal>> {
    if (key === undefined) return make();
    this.forgetOld();
    const id = `${address} ${key}`;
    const json = JSON.stringify(body ?? null);
    const kept = this.kept.get(id);
    if (kept) return kept.body === json ? kept.answer : Promise.resolve(err(reusedKey()));
    const answer = make().then(
      (result) => {
        if (!result.ok) this.kept.delete(id);
        return result;
      },
      (error: unknown) => {
        this.kept.delete(id);
        throw error;
      },
    );
    this.kept.set(id, { body: json, answer, at: this.now() });
    return answer;
  }

  /** How many keys are kept (for tests and the metrics), e.g. 12. */
  get size(): number {
    return this.kept.size;
  }

  private forgetOld(): void {
    const since = this.now() - this.limits.ttlMs;
    for (const [id, kept] of this.kept) {
      if (kept.at > since && this.kept.size < this.limits.max) return;
      this.kept.delete(id);
    }
  }
}

export function reusedKey(): Refusal {
  return refusal('bad-message', 'That Idempotency-Key was sent before with another request.');
}
