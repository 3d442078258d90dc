/**
 * A lab run refused before it starts: bad input, with the core's stable error code, thrown
 * so that async callers (the CLI, a web worker) catch it in one place.
 */
import type { MatchdayError } from '../core/errors.ts';
import type { Result } from '../core/result.ts';

export class LabError extends Error {
  override readonly name = 'LabError';
  readonly error: MatchdayError;

  constructor(error: MatchdayError) {
    super(error.message);
    this.error = error;
  }
}

export function unwrapLab<T>(result: Result<T, MatchdayError>): T {
  if (!result.ok) throw new LabError(result.error);
  return result.value;
}
