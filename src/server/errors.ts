/** Refusals as values: the ErrorBody every route and message answers with, and its HTTP status. */
import type { MatchdayError } from '../core/errors.ts';
import type { ErrorBody, ServerErrorCode } from './protocol.ts';

export type Refusal = ErrorBody;

export function refusal(code: ErrorBody['code'], message: string): Refusal {
  return { code, message };
}

/** An engine's error as the server sends it (the codes are shared). */
export function fromEngine(error: MatchdayError): Refusal {
  return { code: error.code, message: error.message };
}

const STATUS: Partial<Record<ErrorBody['code'] | ServerErrorCode, number>> = {
  'bad-token': 403,
  'unknown-table': 404,
  'unknown-game': 404,
  'seat-taken': 409,
  'not-finished': 409,
  'game-over': 409,
  abandoned: 410,
  'too-large': 413,
  'rate-limited': 429,
  'too-many-tables': 429,
  unavailable: 503,
};

/** The HTTP status of a refusal: 400 unless its code says otherwise. */
export function httpStatus(error: Refusal): number {
  return STATUS[error.code] ?? 400;
}
