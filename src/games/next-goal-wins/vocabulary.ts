/**
 * Next Goal Wins' words and numbering (NGW-1, NGW-5, NGW-8, NGW-9): positions, stats, the
 * contests and the stalemate die. Data only, imported by the engine (through stats.ts, words.ts
 * and contest.ts) and by the board alike, so the board keeps no copy and no engine code
 * reaches the browser's bundle. A view names these by their index in the lists below.
 */

/** The four positions, which are also the four places of a lineup, from the back. */
export const POSITIONS = ['GK', 'DEF', 'MID', 'STK'] as const;
export type PositionName = (typeof POSITIONS)[number];
export const POSITION_WORDS = ['goalkeeper', 'defender', 'midfielder', 'striker'] as const;

/**
 * Every stat has one index. The eight outfield stats come first, then the six goalkeeper
 * stats; a keeper's passing is a goalkeeper stat of its own (NGW-13.3).
 */
export const STATS = [
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
export type StatName = (typeof STATS)[number];

/** Each stat's shorthand as a card prints it, by stat index, e.g. 11 → 'SAV'. */
export const STAT_SHORT = [
  'PAS',
  'CRO',
  'DRI',
  'SHO',
  'HEA',
  'INT',
  'BLO',
  'TAC',
  'PAS',
  'THR',
  'PUN',
  'SAV',
  'CAT',
  'RUS',
] as const;

/** Each stat in words, by stat index, e.g. 13 → 'rushing out'. */
export const STAT_WORDS = [
  'passing',
  'crossing',
  'dribbling',
  'shooting',
  'heading',
  'interceptions',
  'blocking',
  'tackling',
  'passing',
  'throwing',
  'punting',
  'saving',
  'catching',
  'rushing out',
] as const;

/**
 * What can be contested: the seven actions of the table (NGW-5) and the three set pieces a
 * player chooses takers for (NGW-9). Penalties need no choice and have no kind here.
 */
export const CONTESTS = [
  'pass',
  'throw',
  'punt',
  'cross',
  'dribble',
  'shoot',
  'header',
  'corner',
  'crossing-free-kick',
  'shooting-free-kick',
] as const;
export type ContestName = (typeof CONTESTS)[number];

/** The set pieces in words, from the corner (kind 7) to the penalty (kind 10). */
export const SET_PIECE_NAMES = [
  'corner',
  'crossing free kick',
  'shooting free kick',
  'penalty',
] as const;

/** NGW-24.4: the most footballers a squad and tactic cards a hand may hold after a match. */
export const FOOTBALLER_LIMIT = 7;
export const TACTIC_LIMIT = 3;

/** NGW-8.4: the stalemate die's faces, 1 to 6 (index 0 is no face). */
export const STALEMATE_FACES = [
  '',
  'Try again',
  'Try again',
  'Lose ball',
  'Lose ball',
  'Foul',
  'Yellow card',
] as const;
