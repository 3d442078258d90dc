/**
 * How long the overload bench's newcomers wait before asking again after 'busy': as the web
 * app's pages do (web/src/api/retry.ts, BUSY_BACKOFF, which bench may not import): the
 * server's Retry-After, then a random point of a window that doubles with each refusal in a
 * row, 2, 4, 8, 16 then 30 s (full jitter). Before, the bench's newcomers asked again after
 * the Retry-After alone, so a refused crowd kept asking at its full rate and the refusals
 * were a load of their own that no page makes.
 */

/** The first window after the Retry-After, and the widest, in ms. */
const FIRST_MS = 2000;
const MAX_MS = 30_000;

/** The wait after `attempt` refusals in a row before this one (0: the first), in ms. */
export function pageWait(attempt: number, retryAfterMs: number, random = Math.random()): number {
  const window = Math.min(MAX_MS, FIRST_MS * 2 ** Math.max(0, attempt));
  return Math.max(0, retryAfterMs) + Math.round(window * (1 - random));
}
