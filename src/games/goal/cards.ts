/**
 * The pack and the formation lists of Goal! (GL-1), as data. A card is its position number:
 * 1 is the Goalkeeper, 2 to 11 the outfield positions, and FREE_KICK stands for the Free Kick.
 */
export const GOALKEEPER = 1;
export const FREE_KICK = 12;
/** Card kinds are 1..12; hands are counted in arrays indexed by kind. */
export const KINDS = 13;

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

/** 'Centre Forward (9)', 'Free Kick'. */
export function cardName(kind: number): string {
  const name = POSITION_NAMES[kind] ?? '?';
  return kind === FREE_KICK ? name : `${name} (${kind})`;
}

/** GL-1.1: how many cards of each kind the pack holds (44 in all). */
export const PACK_COUNTS: readonly number[] = [0, 2, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 2];

export const SHOOTING = 0;
export const SAVING = 1;
export type Side = typeof SHOOTING | typeof SAVING;

/** GL-1.2 */
export const SHOOTING_FORMATIONS: readonly (readonly [number, number, number])[] = [
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
export const SAVING_FORMATIONS: readonly (readonly [number, number, number])[] = [
  [4, 2, 3],
  [4, 3, 2],
  [5, 2, 3],
  [5, 3, 2],
  [6, 2, 3],
  [6, 3, 2],
];

export const HALF_BACKS: readonly number[] = [4, 5, 6];

/**
 * NEXT[side][prefix]: a bit mask of the cards that may follow a formation's first one or two
 * cards, where prefix is `first` or `first * 16 + second`. Built once from the lists.
 */
const NEXT: readonly Uint16Array[] = [SHOOTING_FORMATIONS, SAVING_FORMATIONS].map((list) => {
  const table = new Uint16Array(16 * 16);
  for (const [a, b, c] of list) {
    (table[a] as number) |= 1 << b;
    (table[a * 16 + b] as number) |= 1 << c;
  }
  // Typed-array element writes above are in place; the table is read-only from here.
  return table;
});

/** The cards that may be added to a formation begun with `cards`, as a bit mask by kind. */
export function nextCards(side: Side, first: number, second: number): number {
  return (NEXT[side] as Uint16Array)[second === 0 ? first : first * 16 + second] as number;
}
