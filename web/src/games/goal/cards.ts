/**
 * Goal!'s cards as the board shows them (GL-1.1 to GL-1.3): names, lines and the formation
 * lists, restated from src/games/goal/cards.ts so that no engine code reaches the bundle;
 * cards.test.ts keeps the two the same.
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

/** The line of the team a card belongs to, which gives it its colour band. */
export type Line = 'keeper' | 'back' | 'half-back' | 'forward' | 'free-kick';

/** The band's words, short enough for a card on a phone. */
export const LINE_NAMES: Readonly<Record<Line, string>> = {
  keeper: 'Keeper',
  back: 'Back',
  'half-back': 'Half-back',
  forward: 'Forward',
  'free-kick': 'Free Kick',
};

export function lineOf(card: number): Line {
  if (card === GOALKEEPER) return 'keeper';
  if (card === FREE_KICK) return 'free-kick';
  if (card <= 3) return 'back';
  return card <= 6 ? 'half-back' : 'forward';
}

/** '9 · Centre Forward', '1 · Goalkeeper', 'Free Kick'. */
export function cardWords(card: number): string {
  const name = POSITION_NAMES[card] ?? '?';
  return card === FREE_KICK ? name : `${card} · ${name}`;
}

/** '4-7-8'; an unfinished one as '4-7'. */
export function formationWords(cards: readonly number[]): string {
  return cards.join('-');
}
