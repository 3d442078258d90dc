/**
 * Goal!'s cards as the engine counts and checks them (GL-1): the kinds, the sides of a
 * formation and which card may follow which. The names and lists are in vocabulary.ts.
 */
import { FREE_KICK, POSITION_NAMES, SAVING_FORMATIONS, SHOOTING_FORMATIONS } from './vocabulary.ts';

/** Card kinds are 1..12; hands are counted in arrays indexed by kind. */
export const KINDS = 13;

/** 'Centre Forward (9)', 'Free Kick'. */
export function cardName(kind: number): string {
  const name = POSITION_NAMES[kind] ?? '?';
  return kind === FREE_KICK ? name : `${name} (${kind})`;
}

export const SHOOTING = 0;
export const SAVING = 1;
export type Side = typeof SHOOTING | typeof SAVING;

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
