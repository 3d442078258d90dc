/**
 * Next Goal Wins' cards as the board draws them (NGW-1). The card data and the words for the
 * engine's numbers come from the game's data-only files (the two card files and
 * vocabulary.ts), which the engine reads too, so no engine code reaches the bundle.
 */
import type {
  FootballerInput,
  TacticInput,
} from '../../../../src/games/next-goal-wins/card-schema.ts';
import { FOOTBALLER_DATA } from '../../../../src/games/next-goal-wins/footballers.ts';
import { TACTIC_DATA } from '../../../../src/games/next-goal-wins/tactic-cards.ts';
import {
  CONTESTS,
  SET_PIECE_NAMES as SET_PIECES,
  STATS,
  STAT_SHORT,
  STAT_WORDS,
  type PositionName,
  type StatName,
} from '../../../../src/games/next-goal-wins/vocabulary.ts';

export {
  POSITIONS,
  POSITION_WORDS,
  STALEMATE_FACES,
} from '../../../../src/games/next-goal-wins/vocabulary.ts';

export type Position = PositionName;

/** The engine's stat numbering (a view's `changes` name stats by it), e.g. 2 → 'dribbling'. */
export const STAT_KEYS = STATS;
export type StatKey = StatName;

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

// The stats a card prints in its two rows (NGW-1.1).
type Row = readonly StatKey[];
const OUTFIELD: readonly [Row, Row] = [
  ['passing', 'crossing', 'dribbling', 'shooting', 'heading'],
  ['interceptions', 'blocking', 'tackling'],
];
const KEEPER: readonly [Row, Row] = [
  ['keeperPassing', 'throwing', 'punting'],
  ['saving', 'catching', 'rushingOut'],
];

function statsOf(card: FootballerInput): FootballerFace['stats'] {
  const printed: Readonly<Record<string, number>> = card.stats;
  const keeper = card.position === 'GK';
  const row = (stats: Row): StatShown[] =>
    stats.map((key) => {
      const stat = STATS.indexOf(key);
      return {
        stat,
        short: STAT_SHORT[stat] ?? '?',
        word: STAT_WORDS[stat] ?? '?',
        // A keeper's card prints its passing as 'passing' (NGW-13.3: a keeper stat of its own).
        value: printed[keeper && key === 'keeperPassing' ? 'passing' : key] ?? 0,
      };
    });
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

const CORNER = CONTESTS.indexOf('corner');

/** A view's `match.kind` for the set pieces (NGW-9), e.g. 7 → 'corner'. */
export const SET_PIECE_NAMES: Readonly<Record<number, string>> = Object.fromEntries(
  SET_PIECES.map((name, i) => [CORNER + i, name]),
);
export const SHOOTING_FREE_KICK = CONTESTS.indexOf('shooting-free-kick');
