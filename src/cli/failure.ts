/**
 * Bad input at the CLI: one line for the person at the terminal and exit status 2. The core
 * reports errors as values; the commands turn them into a `CliFailure` so that a command can
 * stop wherever it finds the problem, and `run.ts` is the one place that prints it.
 */
import type { MatchdayError } from '../core/errors.ts';
import type { Result } from '../core/result.ts';

export class CliFailure extends Error {
  override readonly name = 'CliFailure';
}

export function fail(message: string): never {
  throw new CliFailure(message);
}

/** The value of a result, or the failure its error describes. */
export function unwrap<T>(result: Result<T, MatchdayError>): T {
  if (!result.ok) fail(result.error.message);
  return result.value;
}
