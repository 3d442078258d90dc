/**
 * Every error code the server or an engine can send, and the app's own 'offline', as one plain
 * sentence for a person. `Record` over the codes keeps it whole: a new code in the contract
 * fails the typecheck here until it has its sentence.
 */
import type { ApiError } from '../api/http.ts';

export type ErrorWordsCode = ApiError['code'];

export const ERROR_WORDS: Readonly<Record<ErrorWordsCode, string>> = {
  offline: 'The server cannot be reached. Check your connection and try again.',
  // The engines' codes (src/core/errors.ts).
  'unknown-game': 'There is no such game.',
  'bad-seats': 'This game cannot be played with that number of players.',
  'bad-options': 'Those options are not allowed for this game.',
  'game-over': 'The game is over: no more moves can be made.',
  'not-your-turn': 'It is not your turn.',
  'illegal-action': 'That move is not allowed now.',
  'bad-record': 'That record could not be read.',
  'version-mismatch': 'That record was made by another version of the game.',
  'result-mismatch': 'That record’s result does not match its moves.',
  'tampered-record': 'That record has been changed after it was made.',
  'unknown-bot': 'There is no such computer player.',
  // The server's codes (SERVER_ERROR_CODES in src/server/protocol.ts).
  'bad-message': 'The server could not accept that request.',
  'unknown-table': 'There is no such table. The link may be wrong.',
  'bad-token': 'This seat link is not valid: it may be cut short, or the host has sent a new one.',
  'seat-taken': 'Someone else took that seat first.',
  'seat-in-use': 'This seat is already taken on another device.',
  'not-seated': 'You are not seated at this table, so you can only watch.',
  'not-finished': 'The game is still being played: its replay comes at full time.',
  abandoned: 'This table was closed because nobody played for a long time. You can still watch it.',
  'too-many-tables': 'You have as many tables of computer players as you may. Wait for one to end.',
  'too-large': 'That request is too large.',
  'rate-limited': 'Too many requests at once. Wait a moment and try again.',
  unavailable: 'The server could not save that; nothing changed. Try again.',
  busy: 'The server is full just now and seats nobody new; it takes new players again in a few seconds.',
  stale: 'The table moved on before your move arrived. Look again, then play.',
  'too-many-connections': 'Too many connections from your network. Close a tab and try again.',
  'timed-out': 'The request took too long to arrive. Try again.',
  'window-open': 'The table waits for a response window to close. Play once it has.',
  'nothing-to-undo':
    'There is no move of yours to take back: only your own last moves, until a roll, a card or another player acts.',
  'unknown-mode': 'There is no such leaderboard.',
  'not-rateable':
    'This table cannot be rated: a rated game needs a person at the table and a game and seat count that has ratings.',
  'unknown-competition': 'There is no such competition. The link may be wrong.',
  'already-entered': 'You have already entered this competition.',
  'not-entered': 'You have not entered this competition.',
  'entry-closed': 'Entry to this competition is closed.',
  'not-host': 'Only the competition’s host can do that.',
  'cooling-down':
    'You left several rated games lately, so rated tables are closed to you for a while. Casual tables are open.',
  'out-of-range': 'Your rating is outside the range this rated table accepts.',
  'not-two-sided': 'Resigning and claiming the win are for games of two sides.',
  'not-claimable': 'You cannot claim the win yet: your opponent has not been away long enough.',
};

/**
 * Codes whose server words say everything the sentence says, exactly (how many games, until
 * when; the range and the rating): those words alone are shown, not the vaguer sentence
 * beside them ("You left several rated games lately…" beside "You left 3 rated games…").
 */
const SERVER_SAYS_IT_ALL: ReadonlySet<ErrorWordsCode> = new Set(['cooling-down', 'out-of-range']);

/** The sentence for an error, and the server's own words when they add something. */
export function errorWords(error: ApiError): {
  readonly sentence: string;
  readonly detail: string | null;
} {
  const sentence = ERROR_WORDS[error.code];
  const detail = error.message.trim();
  if (detail !== '' && SERVER_SAYS_IT_ALL.has(error.code))
    return { sentence: detail, detail: null };
  return { sentence, detail: detail === '' || detail === sentence ? null : detail };
}
