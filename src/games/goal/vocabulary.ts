/**
 * Goal!'s words and fixed data (GL-1): the cards' names, the pack and the formation lists.
 * Data only, imported by the engine and by the board alike, so the board needs no copy and
 * no engine code reaches the browser's bundle. A card is its position number: 1 is the
 * Goalkeeper, 2 to 11 the outfield positions, and FREE_KICK stands for the Free Kick.
 */
export const GOALKEEPER = 1;
export const FREE_KICK = 12;

/** GL-1.1: a card's position name by its number, e.g. 9 → 'Centre Forward'. */
export const POSITION_NAMES: readonly string[] = [
  '',
  'Goalkeeper',
  'Right Back',
  'Left Back',
  'Right Half',
  'Centre Half',
  'Left Half',
  'Outside Right',
  'Inside Right',
  'Centre Forward',
  'Inside Left',
  'Outside Left',
  'Free Kick',
];

/** The team-sheet shorthand for small cards, e.g. 9 → 'CF'. */
export const SHORT_NAMES: readonly string[] = [
  '',
  'GK',
  'RB',
  'LB',
  'RH',
  'CH',
  'LH',
  'OR',
  'IR',
  'CF',
  'IL',
  'OL',
  'FK',
];

/** GL-1.1: how many cards of each kind the pack holds (44 in all). */
export const PACK_COUNTS: readonly number[] = [0, 2, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 2];

/** Three cards by number, in the order they are laid, e.g. [4, 9, 8]. */
export type Formation = readonly [number, number, number];

/** GL-1.2 */
export const SHOOTING_FORMATIONS: readonly Formation[] = [
  [4, 9, 8],
  [4, 7, 8],
  [4, 7, 9],
  [4, 8, 7],
  [4, 8, 9],
  [5, 7, 8],
  [5, 7, 9],
  [5, 8, 7],
  [5, 10, 11],
  [5, 11, 9],
  [5, 11, 10],
  [6, 10, 9],
  [6, 10, 11],
  [6, 11, 9],
  [6, 11, 10],
  [6, 9, 10],
];

/** GL-1.3 */
export const SAVING_FORMATIONS: readonly Formation[] = [
  [4, 2, 3],
  [4, 3, 2],
  [5, 2, 3],
  [5, 3, 2],
  [6, 2, 3],
  [6, 3, 2],
];

/**
 * GL-8.7: a score in the game's words, the first side's goals first and an en dash between,
 * as every score on Matchday reads, e.g. [2, 4] → '2–4'.
 */
export const scoreWords = (goals: readonly number[]): string =>
  `${String(goals[0] ?? 0)}–${String(goals[1] ?? 0)}`;
