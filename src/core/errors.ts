/**
 * Every error a boundary (CLI, server, replay) can report, by stable code. The codes are part
 * of the public surface: the server sends them, the CLI prints them, the UI shows them.
 */
export const ERROR_CODES = [
  'unknown-game', // no game has that id
  'bad-seats', // the number of seats is outside the game's range
  'bad-options', // the options fail the game's schema
  'game-over', // an action arrived after the end
  'not-your-turn', // the seat is not among the actors
  'illegal-action', // the action is not among the seat's legal actions
  'bad-record', // a record is not valid JSON or not of the record format
  'version-mismatch', // a record was made by another engine version
  'result-mismatch', // a record's stated result is not what its actions lead to
  'tampered-record', // a sealed record's move does not lead to the position recorded after it
  'unknown-bot', // no bot answers to that name
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface MatchdayError {
  readonly code: ErrorCode;
  /** One line for a person, e.g. 'Seat 2 cannot act now: it is Seat 1's turn.' */
  readonly message: string;
}

export function matchdayError(code: ErrorCode, message: string): MatchdayError {
  return { code, message };
}
