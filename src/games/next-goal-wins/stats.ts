/**
 * Next Goal Wins' numbering: positions, stats and contests by index (their names are in
 * vocabulary.ts), the action table (NGW-5) and the star rating formula (NGW-1.4). Everything
 * here is data the cards, the rules and the bots share.
 */
import { CONTESTS, STATS } from './vocabulary.ts';

export {
  CONTESTS,
  POSITIONS,
  POSITION_WORDS,
  STATS,
  STAT_SHORT,
  STAT_WORDS,
  type ContestName,
  type PositionName,
  type StatName,
} from './vocabulary.ts';

/** The four positions, which are also the four places of a lineup, from the back. */
export const GK = 0;
export const DEF = 1;
export const MID = 2;
export const STK = 3;

export const STAT_COUNT = STATS.length;
export const OUTFIELD_STATS = 8;
export const [PAS, CRO, DRI, SHO, HEA, INT, BLO, TAC, KPA, THR, PUN, SAV, CAT, RUS] = STATS.map(
  (_, i) => i,
) as [
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
];

export const isOutfieldStat = (stat: number): boolean => stat < OUTFIELD_STATS;

export const [PASS, THROW, PUNT, CROSS, DRIBBLE, SHOOT, HEADER, CORNER, CROSSING_FK, SHOOTING_FK] =
  CONTESTS.map((_, i) => i) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
/** Action kinds a footballer declares are 0..6; moving up after a dribble is kind 7 (NGW-7.2). */
export const MOVE_UP = 7;
export const ACTION_KINDS = 8;

export const isSetPiece = (kind: number): boolean => kind >= CORNER;

/**
 * NGW-5: the action table. For each place the ball is played from and each action kind:
 * the attacking stat, the defending place and stat, and where the ball goes on success
 * (-1: a goal). -1 in the stat column: the action does not exist there.
 */
export interface TableRow {
  readonly attack: number;
  readonly defender: number;
  readonly defence: number;
  readonly receiver: number;
}
const NONE: TableRow = { attack: -1, defender: -1, defence: -1, receiver: -1 };
const row = (attack: number, defender: number, defence: number, receiver: number): TableRow => ({
  attack,
  defender,
  defence,
  receiver,
});

/** TABLE[place * 7 + kind]. */
export const TABLE: readonly TableRow[] = [
  // GK: pass to DEF, throw to MID, punt to STK (NGW-5.1).
  row(KPA, STK, INT, DEF),
  row(THR, STK, BLO, MID),
  row(PUN, GK, CAT, STK),
  NONE,
  NONE,
  NONE,
  NONE,
  // DEF: pass to MID, cross to STK, dribble past the opposing MID (NGW-5.2).
  row(PAS, MID, INT, MID),
  NONE,
  NONE,
  row(CRO, MID, BLO, STK),
  row(DRI, MID, TAC, -1),
  NONE,
  NONE,
  // MID: pass and cross to STK, dribble past the opposing DEF (NGW-5.3).
  row(PAS, DEF, INT, STK),
  NONE,
  NONE,
  row(CRO, DEF, BLO, STK),
  row(DRI, DEF, TAC, -1),
  NONE,
  NONE,
  // STK: dribble, shoot and header against the opposing GK; success is a goal (NGW-5.4).
  NONE,
  NONE,
  NONE,
  NONE,
  row(DRI, GK, RUS, -1),
  row(SHO, GK, SAV, -1),
  row(HEA, GK, CAT, -1),
];

export function tableRow(place: number, kind: number): TableRow {
  return TABLE[place * 7 + kind] ?? NONE;
}

/** The stats each position uses in a match by the action table: the basis of its rating. */
export const POSITION_STATS: readonly (readonly number[])[] = [
  [KPA, THR, PUN, SAV, CAT, RUS],
  [PAS, CRO, DRI, INT, BLO, TAC],
  [PAS, CRO, DRI, INT, BLO, TAC],
  [DRI, SHO, HEA, INT, BLO],
];

/**
 * NGW-1.4: a footballer's star rating is the mean of the three best stats its position uses in
 * a match, rounded up. Erika Falcon (5 + 5 + 3 → 5 stars) and Bruno 'El' Toro (4 + 3 + 3 →
 * 4 stars) come out as printed.
 */
export function ratingOf(position: number, stats: readonly number[]): number {
  const used = (POSITION_STATS[position] ?? []).map((stat) => stats[stat] ?? 0);
  used.sort((a, b) => b - a);
  const best = (used[0] ?? 0) + (used[1] ?? 0) + (used[2] ?? 0);
  return Math.min(5, Math.max(1, Math.ceil(best / 3)));
}
