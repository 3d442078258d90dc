/** Refusals as values: the ErrorBody every route and message answers with, and its HTTP status. */
import type { MatchdayError } from '../core/errors.ts';
import type { ErrorBody, ServerErrorCode } from './protocol.ts';

export type Refusal = ErrorBody;

/**
 * The longest message a refusal carries. Messages may quote what a client sent (a schema's
 * complaint about a key, an engine's about an option); past this they are cut, so that no
 * input comes back in full.
 */
export const MAX_REFUSAL_CHARS = 300;

/** The longest piece of a client's input that a message quotes (a path, a message name). */
export const MAX_QUOTED_CHARS = 80;

export function refusal(code: ErrorBody['code'], message: string): Refusal {
  return { code, message: excerpt(message, MAX_REFUSAL_CHARS) };
}

/** An engine's error as the server sends it (the codes are shared). */
export function fromEngine(error: MatchdayError): Refusal {
  return refusal(error.code, error.message);
}

/** `text` as a message may quote it: at most `max` characters, cut with an ellipsis. */
export function excerpt(text: string, max = MAX_QUOTED_CHARS): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

const STATUS: Partial<Record<ErrorBody['code'] | ServerErrorCode, number>> = {
  'bad-token': 403,
  'unknown-table': 404,
  'unknown-game': 404,
  'unknown-mode': 404,
  'timed-out': 408,
  'seat-taken': 409,
  'seat-in-use': 409,
  'not-seated': 403,
  'not-finished': 409,
  'game-over': 409,
  stale: 409,
  'window-open': 409,
  'nothing-to-undo': 409,
  'too-large': 413,
  'rate-limited': 429,
  'too-many-connections': 429,
  abandoned: 410,
  'too-many-tables': 429,
  unavailable: 503,
  busy: 503,
  'unknown-competition': 404,
  'already-entered': 409,
  'not-entered': 409,
  'entry-closed': 409,
  'not-host': 403,
  'cooling-down': 403,
  'out-of-range': 403,
  'not-claimable': 409,
};

/** The HTTP status of a refusal: 400 unless its code says otherwise. */
export function httpStatus(error: Refusal): number {
  return STATUS[error.code] ?? 400;
}
