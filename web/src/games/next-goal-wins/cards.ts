/**
 * Next Goal Wins' cards as the board draws them (NGW-1). The card data itself is imported
 * from the game's two data files, which hold nothing but data (cards.test.ts checks that
 * they import only types, so no engine code reaches the bundle); the words the board needs
 * for the engine's numbers are restated here, and cards.test.ts keeps them the engine's.
 */
import type {
  FootballerInput,
  TacticInput,
} from '../../../../src/games/next-goal-wins/card-schema.ts';
import { FOOTBALLER_DATA } from '../../../../src/games/next-goal-wins/footballers.ts';
import { TACTIC_DATA } from '../../../../src/games/next-goal-wins/tactic-cards.ts';

/** The four positions, which are also the four places of a lineup, from the back. */
export const POSITIONS = ['GK', 'DEF', 'MID', 'STK'] as const;
export type Position = (typeof POSITIONS)[number];
export const POSITION_WORDS = ['goalkeeper', 'defender', 'midfielder', 'striker'] as const;

/** The engine's stat numbering (a view's `changes` name stats by it), e.g. 2 → 'dribbling'. */
export const STAT_KEYS = [
  'passing',
  'crossing',
  'dribbling',
  'shooting',
  'heading',
  'interceptions',
  'blocking',
  'tackling',
  'keeperPassing',
  'throwing',
  'punting',
  'saving',
  'catching',
  'rushingOut',
] as const;
export type StatKey = (typeof STAT_KEYS)[number];

/** One stat as a card prints it. */
export interface StatShown {
  /** The engine's stat number, e.g. 11 for a keeper's saving. */
  readonly stat: number;
  /** The card's shorthand, e.g. 'SAV'. */
  readonly short: string;
  readonly word: string;
  readonly value: number;
}

/** A footballer card as the board draws it. */
export interface FootballerFace {
  readonly id: number;
  readonly name: string;
  readonly position: Position;
  /** 1 to 5 (NGW-1.4). */
  readonly rating: number;
  readonly nationality: string;
  /** Outfield: attacking then defending stats; keeper: distribution then keeping (NGW-1.1). */
  readonly stats: readonly [readonly StatShown[], readonly StatShown[]];
  readonly skill: { readonly name: string; readonly text: string } | null;
}

export interface TacticFace {
  readonly id: number;
  readonly name: string;
  readonly text: string;
  /** NGW-15.2: played with the attacker's or the defender's decision. */
  readonly window: 'attack' | 'defence';
}

type Row = readonly (readonly [StatKey, string, string])[];
const OUTFIELD: readonly [Row, Row] = [
  [
    ['passing', 'PAS', 'passing'],
    ['crossing', 'CRO', 'crossing'],
    ['dribbling', 'DRI', 'dribbling'],
    ['shooting', 'SHO', 'shooting'],
    ['heading', 'HEA', 'heading'],
  ],
  [
    ['interceptions', 'INT', 'interceptions'],
    ['blocking', 'BLO', 'blocking'],
    ['tackling', 'TAC', 'tackling'],
  ],
];
const KEEPER: readonly [Row, Row] = [
  [
    ['keeperPassing', 'PAS', 'passing'],
    ['throwing', 'THR', 'throwing'],
    ['punting', 'PUN', 'punting'],
  ],
  [
    ['saving', 'SAV', 'saving'],
    ['catching', 'CAT', 'catching'],
    ['rushingOut', 'RUS', 'rushing out'],
  ],
];

function statsOf(card: FootballerInput): FootballerFace['stats'] {
  const printed: Readonly<Record<string, number>> = card.stats;
  const keeper = card.position === 'GK';
  const row = (stats: Row): StatShown[] =>
    stats.map(([key, short, word]) => ({
      stat: STAT_KEYS.indexOf(key),
      short,
      word,
      // A keeper's card prints its passing as 'passing' (NGW-13.3: a keeper stat of its own).
      value: printed[keeper && key === 'keeperPassing' ? 'passing' : key] ?? 0,
    }));
  const [first, second] = keeper ? KEEPER : OUTFIELD;
  return [row(first), row(second)];
}

const FACES: readonly FootballerFace[] = FOOTBALLER_DATA.map((card, id) => ({
  id,
  name: card.name,
  position: card.position,
  rating: card.rating,
  nationality: card.nationality,
  stats: statsOf(card),
  skill: card.skill ? { name: card.skill.name, text: card.skill.text } : null,
}));

const TACTIC_FACES: readonly TacticFace[] = TACTIC_DATA.map((t: TacticInput, id) => ({
  id,
  name: t.name,
  text: t.text,
  window: t.window,
}));

/** The footballer with card id `id`, or undefined for an id the catalogue does not hold. */
export function footballer(id: number): FootballerFace | undefined {
  return FACES[id];
}

export function tactic(id: number): TacticFace | undefined {
  return TACTIC_FACES[id];
}

export const footballerName = (id: number | null | undefined): string =>
  (id === null || id === undefined ? undefined : FACES[id]?.name) ?? 'nobody';

/** A view's `match.kind` for the set pieces (NGW-9), e.g. 7 → 'corner'. */
export const SET_PIECE_NAMES: Readonly<Record<number, string>> = {
  7: 'corner',
  8: 'crossing free kick',
  9: 'shooting free kick',
  10: 'penalty',
};
export const SHOOTING_FREE_KICK = 9;

/** NGW-8.4: the stalemate die's faces, 1 to 6. */
export const STALEMATE_FACES = [
  '',
  'Try again',
  'Try again',
  'Lose ball',
  'Lose ball',
  'Foul',
  'Yellow card',
] as const;
