/**
 * Account names, checked as seat names are (names.ts): visible characters only, compared
 * NFKC and case-folded, and none that passes for a seat, a bot or the house.
 */
import { LIMITS } from '../protocol.ts';
import { HIDDEN_CHARACTER_MESSAGE, hiddenCharacter, nameKey, seatNumberClaimed } from '../names.ts';

/** Names nobody may take: they would read as the server, a guest or a bot speaking. */
const RESERVED = new Set([
  'admin',
  'administrator',
  'anonymous',
  'bot',
  'guest',
  'host',
  'matchday',
  'moderator',
  'referee',
  'root',
  'spectator',
  'system',
]);

const MIN_LENGTH = 3;

/** Why `name` cannot be an account's name, in words; undefined when it can. */
export function whyNameRefused(name: string): string | undefined {
  const shown = name.normalize('NFC').trim();
  if (hiddenCharacter(shown) !== undefined) return HIDDEN_CHARACTER_MESSAGE;
  const { length } = shown;
  if (length < MIN_LENGTH) return `A name needs at least ${MIN_LENGTH} characters.`;
  if (length > LIMITS.maxNameLength)
    return `A name has at most ${LIMITS.maxNameLength} characters.`;
  const key = nameKey(shown);
  const word = key.replace(/[\s#:._-]*\d*$/u, '');
  if (RESERVED.has(key) || RESERVED.has(word) || seatNumberClaimed(shown) !== undefined)
    return `'${shown}' is reserved; choose another name.`;
  return undefined;
}

/** The key two names that read the same share: uniqueness is checked on it. */
export const usernameKey = (name: string): string => nameKey(name);

/** The name as shown: as typed, in NFC, trimmed. */
export const shownName = (name: string): string => name.normalize('NFC').trim();
