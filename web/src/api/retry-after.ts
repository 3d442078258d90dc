/** The HTTP Retry-After header, as api/retry.ts waits for it. */

/**
 * An HTTP Retry-After header in seconds: a number of seconds or a date (then from `now`, ms);
 * undefined when absent or unreadable.
 */
export function parseRetryAfter(header: string | null, now: number): number | undefined {
  if (header === null) return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text);
  // An HTTP date names its day or month ('Sun, 29 Nov 2026 12:00:08 GMT').
  const at = /[A-Za-z]/.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}
