/**
 * When a table page dials its server again, and sends again what the table could not take.
 * socket.io gives up by itself after the server disconnects a socket ('io server disconnect'),
 * so the page does all of its reconnecting here, the same way for every cause: wait, dial, and
 * on failure wait longer. A join or a request answered 'unavailable' (the table's server died
 * and another is taking it over, or its database is away) is tried again the same way, until
 * it lands: nothing is left to a reload. Pure apart from the clock and the sending it is
 * handed, so that it is tested without a socket.
 */

import type { ApiError } from '../api/http.ts';
import {
  backoffDelay,
  FAILURE_BACKOFF,
  mustRetry,
  waitAfter,
  type Backoff,
  type Clock,
} from '../api/retry.ts';

// The waits and the clock are the web app's one retry helper's (api/retry.ts).
export { browserClock, type Backoff, type Clock } from '../api/retry.ts';

export const BACKOFF: Backoff = FAILURE_BACKOFF;

/**
 * Whether a disconnect for socket.io's `reason` calls for a new try: always, except when this
 * page closed the socket itself ('io client disconnect': it left the table).
 */
export function mustRedial(reason: string): boolean {
  return reason !== 'io client disconnect';
}

/**
 * The wait before try number `attempt` (0 = the first after a drop): doubling from firstMs up
 * to maxMs, less a random share (`random` in [0, 1)) so that the pages of a restarted server
 * do not all come back in the same instant.
 */
export function retryDelay(attempt: number, random: number, backoff: Backoff = BACKOFF): number {
  return backoffDelay(attempt, random, backoff);
}

/** The next try in words, e.g. 'next try in 3 s', or 'trying now' while one is under way. */
export function nextTryWords(retryAt: number | null, now: number): string {
  if (retryAt === null) return 'trying now';
  return `next try in ${Math.max(1, Math.ceil((retryAt - now) / 1000))} s`;
}

export interface RedialOptions {
  /** Opens the connection again (socket.connect()). */
  readonly dial: () => void;
  /** When the next try is due (on `clock`), or null while none is waiting. */
  readonly show: (retryAt: number | null) => void;
  readonly clock: Clock;
  /** In [0, 1), e.g. Math.random. */
  readonly random: () => number;
  readonly backoff?: Backoff;
}

/** One page's reconnection: at most one try waiting, the waits growing until the table is back. */
export class Redial {
  private readonly options: RedialOptions;
  /** Tries since the table was last heard whole, e.g. 2. */
  private attempt = 0;
  /** The waiting try, if any. */
  private timer: unknown = null;
  private stopped = false;

  constructor(options: RedialOptions) {
    this.options = options;
  }

  /** The connection dropped for socket.io's `reason`: try again after a wait. */
  dropped(reason: string): void {
    if (mustRedial(reason)) this.schedule();
  }

  /**
   * A try failed to connect, or its join was refused for now (`refusal`): wait longer, then
   * try again; after 'busy' no sooner than its Retry-After (api/retry.ts).
   */
  failed(refusal?: ApiError): void {
    this.schedule(refusal);
  }

  /** The table was heard whole again: the next drop starts from the shortest wait. */
  live(): void {
    this.attempt = 0;
    this.cancel();
  }

  /** Tries at once instead of waiting (the person asked to). */
  tryNow(): void {
    if (this.stopped || this.timer === null) return;
    this.cancel();
    this.options.dial();
  }

  /** The page left the table: no more tries. */
  stop(): void {
    this.stopped = true;
    this.cancel();
  }

  private schedule(refusal?: ApiError): void {
    // One try waits at a time: a second report of the same drop adds no try.
    if (this.stopped || this.timer !== null) return;
    const { clock, random, backoff } = this.options;
    const wait = refusal
      ? waitAfter(refusal, this.attempt, random(), backoff)
      : retryDelay(this.attempt, random(), backoff);
    this.attempt++;
    this.timer = clock.setTimeout(() => {
      this.timer = null;
      this.options.show(null);
      this.options.dial();
    }, wait);
    this.options.show(clock.now() + wait);
  }

  private cancel(): void {
    if (this.timer === null) return;
    this.options.clock.clearTimeout(this.timer);
    this.timer = null;
    this.options.show(null);
  }
}

/**
 * Whether a request (or a join) answered with `code` is sent again: 'unavailable' (the table's
 * server is changing hands, or its database is away: nothing changed), 'busy' (the server is
 * overloaded and seats nobody new for a few seconds: nothing changed) and 'offline' (not sent,
 * or the connection dropped before the answer: the version it carries refuses it as stale
 * should it have counted). Any other answer is the table's word on it.
 */
export function mustResend(code: string): boolean {
  return mustRetry(code);
}

export interface ResendOptions {
  /** When the waiting request goes again (on `clock`), or null while none waits. */
  readonly show: (retryAt: number | null) => void;
  readonly clock: Clock;
  /** In [0, 1), e.g. Math.random. */
  readonly random: () => number;
  readonly backoff?: Backoff;
}

/**
 * A page's request (an action, an undo, a stop setting) that the table could not take just
 * now, sent again after a wait, longer each time, until it is answered otherwise. A request
 * chosen at one version of the table is let go once the table is heard at another: it moved
 * on, and the person chooses again. One request waits at a time; a newer one replaces it.
 */
export class Resend {
  private readonly options: ResendOptions;
  /** Requests refused in a row, e.g. 2. */
  private attempt = 0;
  private timer: unknown = null;
  /** The request waiting to go again, and the version it was chosen at (none: any). */
  private waiting: { readonly send: () => void; readonly version: number | undefined } | null =
    null;
  private stopped = false;

  constructor(options: ResendOptions) {
    this.options = options;
  }

  /**
   * `send` was refused for now (mustResend; `refusal`, when it was answered): it goes again
   * after the next wait, after 'busy' no sooner than its Retry-After.
   */
  refused(send: () => void, version?: number, refusal?: ApiError): void {
    if (this.stopped) return;
    this.cancel();
    const { clock, random, backoff } = this.options;
    const wait = refusal
      ? waitAfter(refusal, this.attempt, random(), backoff)
      : retryDelay(this.attempt, random(), backoff);
    this.attempt++;
    this.waiting = { send, version };
    this.timer = clock.setTimeout(() => {
      this.timer = null;
      this.go();
    }, wait);
    this.options.show(clock.now() + wait);
  }

  /** A request was answered (taken, or refused for good): the next waits start short again. */
  answered(): void {
    this.attempt = 0;
  }

  /**
   * The table was heard at `version`: a request chosen at another is let go, and with none
   * waiting the next waits start short again. True while a request chosen at this version
   * waits to go (the page stays busy with it; one that names no version keeps nobody waiting).
   */
  heard(version: number): boolean {
    const waiting = this.waiting;
    if (waiting?.version !== undefined && waiting.version !== version) this.cancel();
    if (this.waiting === null) this.attempt = 0;
    return this.waiting?.version !== undefined;
  }

  /** Sends the waiting request at once (the person asked to). */
  tryNow(): void {
    if (this.timer === null) return;
    this.options.clock.clearTimeout(this.timer);
    this.timer = null;
    this.go();
  }

  /** The page left the table: nothing more goes. */
  stop(): void {
    this.stopped = true;
    this.cancel();
  }

  private go(): void {
    const waiting = this.waiting;
    this.waiting = null;
    this.options.show(null);
    waiting?.send();
  }

  private cancel(): void {
    if (this.timer !== null) this.options.clock.clearTimeout(this.timer);
    const shown = this.waiting !== null;
    this.timer = null;
    this.waiting = null;
    if (shown) this.options.show(null);
  }
}
