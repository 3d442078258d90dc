/**
 * When the web app asks the server again after a refusal for now, the same way everywhere it
 * does (a create form, a table's join and redial, a table's requests): 'busy' (an overloaded
 * server takes nobody new for a few seconds), 'unavailable' (a table changing hands, its
 * database away) and 'offline' (no answer at all). Nothing changed with any of them, so asking
 * again is safe; every other answer is the server's word and is not asked again.
 *
 * After 'busy' a page never asks sooner than the server's Retry-After, and then within a
 * window that doubles with each refusal in a row up to a cap, at a point drawn from the whole
 * window (full jitter): the pages an overloaded server refused together come back spread out
 * and ever more thinly, instead of all together at every Retry-After (a retry storm that
 * keeps the server overloaded). Pure apart from the clock and random source it is handed.
 */
import type { ApiError, Reply } from './http.ts';

// Read by api/http.ts, which this module's types come from: a module of its own, no cycle.
export { parseRetryAfter } from './retry-after.ts';

/** The growing waits: a window doubling from `firstMs` to `maxMs`, less a random share. */
export interface Backoff {
  /** The first window, e.g. 500 ms. */
  readonly firstMs: number;
  /** The widest window, however many refusals came in a row (the cap), e.g. 5000 ms. */
  readonly maxMs: number;
  /**
   * The share of each window taken off at random: 1 draws the wait from the whole window
   * (full jitter), 0.5 from its second half.
   */
  readonly jitter: number;
}

/**
 * After 'busy', on top of Retry-After: windows of 2, 4, 8, 16 then 30 s with full jitter, so
 * that 1,000 pages refused at once come back within 5-7 s at a rate of one every 2 ms, and the
 * ones refused again ever more thinly (RETRY_AFTER_SECONDS is 5, src/server/load).
 */
export const BUSY_BACKOFF: Backoff = { firstMs: 2000, maxMs: 30_000, jitter: 1 };

/** After 'unavailable' or 'offline': a table page's redial, half a second up to five. */
export const FAILURE_BACKOFF: Backoff = { firstMs: 500, maxMs: 5000, jitter: 0.5 };

/**
 * The wait before asking again after `attempt` refusals in a row before this one (0: the
 * first refusal): `floorMs` (the server's Retry-After), then the window doubled `attempt`
 * times up to the cap, less `random` (in [0, 1)) times its jitter share.
 */
export function backoffDelay(
  attempt: number,
  random: number,
  backoff: Backoff,
  floorMs = 0,
): number {
  const window = Math.min(backoff.maxMs, backoff.firstMs * 2 ** Math.max(0, attempt));
  return Math.max(0, floorMs) + Math.round(window * (1 - backoff.jitter * random));
}

/** Whether an answer with `code` is asked again: nothing changed, and a later ask may land. */
export function mustRetry(code: string): boolean {
  return code === 'busy' || code === 'unavailable' || code === 'offline';
}

/** The least wait a refusal asks for, in ms: its Retry-After (only 'busy' says one), else 0. */
export function retryAfterMs(error: ApiError): number {
  const seconds = 'retryAfterSeconds' in error ? error.retryAfterSeconds : undefined;
  return seconds === undefined || !(seconds > 0) ? 0 : seconds * 1000;
}

/**
 * The wait before asking again after `error`, the refusal after `attempt` others in a row:
 * after 'busy' its Retry-After and BUSY_BACKOFF, after another `backoff`.
 */
export function waitAfter(
  error: ApiError,
  attempt: number,
  random: number,
  backoff: Backoff = FAILURE_BACKOFF,
): number {
  if (error.code === 'busy')
    return backoffDelay(attempt, random, BUSY_BACKOFF, retryAfterMs(error));
  return backoffDelay(attempt, random, backoff);
}

/** Time as retries need it; the browser's own in the page, a fake one in tests. */
export interface Clock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
}

export const browserClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (timer) => {
    globalThis.clearTimeout(timer as Parameters<typeof globalThis.clearTimeout>[0]);
  },
};

/** What asking again goes by: when to give up, the waits, the clock and the random source. */
export interface RetryOptions {
  /**
   * How long it keeps asking, from its first ask, e.g. 360_000 (6 minutes): a wait that would
   * end later is not begun, and the last refusal is answered. Time, not a count of refusals:
   * 'offline' is asked again every few seconds and 'busy' every half minute, so a count gave a
   * page a minute of a restarting server and several of a busy one.
   */
  readonly patienceMs: number;
  /** The waits after 'unavailable' and 'offline' (after 'busy': always BUSY_BACKOFF). */
  readonly backoff?: Backoff;
  readonly clock: Clock;
  /** In [0, 1), e.g. Math.random. */
  readonly random: () => number;
  /**
   * Told each wait as it starts (when the next ask goes, on `clock`, and the refusal it
   * follows) and null as it ends.
   */
  readonly waiting: (wait: { readonly retryAt: number; readonly error: ApiError } | null) => void;
  /** Stops the waiting: the last refusal is answered at once. */
  readonly signal?: AbortSignal;
}

/**
 * Asks with `ask` (handed the number of refusals so far) until it is answered otherwise than
 * for now (mustRetry), or its patience is spent, or it is stopped: the answer that ended it.
 * One ask at a time: the next goes only once the last is answered, so a late success is never
 * raced by another ask (and a creation's Idempotency-Key covers an ask whose answer was lost).
 */
export async function askUntilAnswered<T>(
  ask: (attempt: number) => Promise<Reply<T>>,
  options: RetryOptions,
): Promise<Reply<T>> {
  const started = options.clock.now();
  for (let attempt = 0; ; attempt++) {
    const reply = await ask(attempt);
    if (reply.ok || !mustRetry(reply.error.code)) return reply;
    if (options.signal?.aborted) return reply;
    const wait = waitAfter(reply.error, attempt, options.random(), options.backoff);
    if (options.clock.now() + wait - started > options.patienceMs) return reply;
    const waited = await sleep(wait, options, reply.error);
    if (!waited) return reply;
  }
}

/** Waits `ms` on the clock, telling `waiting`; false when stopped first. */
function sleep(ms: number, options: RetryOptions, error: ApiError): Promise<boolean> {
  const { clock, signal, waiting } = options;
  return new Promise((resolve) => {
    const end = (done: boolean) => {
      signal?.removeEventListener('abort', stop);
      waiting(null);
      resolve(done);
    };
    const timer = clock.setTimeout(() => {
      end(true);
    }, ms);
    const stop = () => {
      clock.clearTimeout(timer);
      end(false);
    };
    signal?.addEventListener('abort', stop);
    waiting({ retryAt: clock.now() + ms, error });
  });
}

/**
 * A fresh Idempotency-Key (32 hex digits), from crypto.getRandomValues, which a page served
 * over plain HTTP has too (randomUUID needs a secure context).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
