/**
 * Our games are not symmetric: the lab measures each seat's share of its head-to-heads among
 * equal players (src/lab/seat-advantage.ts, `matchday seats`). A rating update reads that
 * table as a rating offset per seat, so the expected score already counts the seat: a seat
 * that wins 55% against equals gains less for a win and loses more for a loss.
 *
 * A share p is worth d = 173.7178 · ln(p / (1 − p)) points of difference (the logistic both
 * models use). With n seats, seat i's share averages its odds against the n − 1 others, so its
 * offset is (n − 1)/n of that: exact for two seats (±d/2), a first-order reading beyond.
 * Offsets are centred so they sum to zero and no seat count inflates the pool.
 *
 * Rows are keyed by rating mode (which says the game and its seats, e.g. 'goal-1v2') and the
 * canonical key of the options played (any stable text the caller chooses, '' for none).
 */
import { GLICKO2_SCALE } from './scale.ts';

/** One measured row: a mode, its options, each seat's head-to-head share and its margin. */
export interface SeatAdvantageEntry {
  /** The rating mode, e.g. 'goal-1v2'. */
  readonly mode: string;
  /** The options' canonical key, e.g. '{"rounds":5}', '' for none. */
  readonly options: string;
  /** Each seat's head-to-head share in seat order, e.g. [0.55, 0.45]. */
  readonly shares: readonly number[];
  /** Each share's 95% margin (half the interval), e.g. [0.008, 0.008]; absent: exact. */
  readonly margins?: readonly number[];
  /**
   * The mode's sides when some side has more than one seat, e.g. [[0, 2], [1, 3]] for 2 v 2:
   * each seat's share is then its side's against the other, and the side's offset is shared
   * among its seats. Absent: every seat a side of its own.
   */
  readonly teams?: readonly (readonly number[])[];
}

/** A row as the lab measured it, with what it takes to measure it again. */
export interface MeasuredSeats extends SeatAdvantageEntry {
  /** The game's id, e.g. 'goal'. */
  readonly game: string;
  /** The game's version measured, e.g. '1.2.0'. */
  readonly version: string;
  /** Games played, e.g. 20000. */
  readonly games: number;
  /** The `matchday seats` command that plays the same games. */
  readonly command: string;
}

/**
 * Where a table's offsets come from: 'measured', the lab found an edge for these options and
 * seats; 'even', it measured them and found every seat within noise of even; 'unmeasured', the
 * lab has not measured them, so the seats are rated as equal.
 */
export type SeatAdvantageBasis = 'measured' | 'even' | 'unmeasured';

/** A table's seat offsets in displayed points, and where they come from. */
export interface SeatAdvantage {
  /** Each seat's offset, e.g. [44.96, −22.48, −22.48]; zeros unless 'measured'. */
  readonly offsets: readonly number[];
  readonly basis: SeatAdvantageBasis;
}

/** Seat advantages by mode and options (seatAdvantageTable). */
export type SeatAdvantageTable = ReadonlyMap<string, SeatAdvantage>;

/** A share is held within this band: 0 or 1 would be worth infinitely many points. */
const SHARE_BAND = { low: 0.01, high: 0.99 } as const;

/**
 * z for a two-sided 95% interval over n sides at once (Bonferroni: 5%/n each), by n; z for
 * one interval is 1.959964. So a row of n sides (seats, or teams) finds an edge at 95% for the
 * row as a whole.
 */
const Z_FOR_SIDES: Readonly<Record<number, number>> = {
  2: 2.241403,
  3: 2.39398,
  4: 2.497705,
  5: 2.575829,
  6: 2.638257,
};
const Z95 = 1.959964;

const key = (mode: string, options: string): string => `${mode}\u0000${options}`;

/**
 * Each seat's rating offset in displayed points from its head-to-head share, e.g.
 * [0.55, 0.45] → [+17.43, −17.43]: seat 1 plays like a player 34.9 points stronger than seat 2.
 */
export function offsetsFromShares(shares: readonly number[]): number[] {
  const n = shares.length;
  if (n < 2) return shares.map(() => 0);
  const raw = shares.map((share) => {
    const p = Math.min(SHARE_BAND.high, Math.max(SHARE_BAND.low, share));
    return ((n - 1) / n) * GLICKO2_SCALE * Math.log(p / (1 - p));
  });
  const mean = raw.reduce((sum, x) => sum + x, 0) / n;
  return raw.map((x) => x - mean);
}

/** The row's sides, each with its share and margin (a team's first seat speaks for it). */
function sidesOf(entry: SeatAdvantageEntry): { share: number; margin: number; seats: number[] }[] {
  const teams = entry.teams ?? entry.shares.map((_, seat) => [seat]);
  return teams.map((team) => {
    const first = team[0] ?? 0;
    return {
      share: entry.shares[first] ?? 0.5,
      margin: entry.margins?.[first] ?? 0,
      seats: [...team],
    };
  });
}

/**
 * Each seat's offset from a measured row: `offsetsFromShares` of its sides' shares, a side's
 * offset shared equally among its seats (a team's strength is the sum of its players'), e.g.
 * 2 v 2 at 55.6% for the first side: ±19.49 a side, ±9.75 a seat.
 */
export function offsetsOfEntry(entry: SeatAdvantageEntry): number[] {
  const sides = sidesOf(entry);
  const sideOffsets = offsetsFromShares(sides.map((side) => side.share));
  const offsets = entry.shares.map(() => 0);
  sides.forEach((side, i) => {
    for (const seat of side.seats) offsets[seat] = (sideOffsets[i] ?? 0) / side.seats.length;
  });
  return offsets;
}

/**
 * Whether the lab found an edge: some side's share lies outside 50% with its 95% margin
 * widened for the row's n sides (Bonferroni), e.g. 48.7% ± 0.55% of three seats: 48.7% ± 0.67%,
 * so yes. A row without margins is taken as exact: any share off 50% is an edge.
 */
export function hasEdge(entry: SeatAdvantageEntry): boolean {
  const sides = sidesOf(entry);
  const widen = (Z_FOR_SIDES[sides.length] ?? Z_FOR_SIDES[6] ?? Z95) / Z95;
  return sides.some(({ share, margin }) => {
    const wide = margin * widen;
    return share - wide > 0.5 || share + wide < 0.5;
  });
}

/**
 * The table of seat advantages from measured rows: a row with an edge gives its offsets; one
 * within noise of even gives zeros, marked 'even' (an offset read from noise would move
 * ratings for no reason).
 */
export function seatAdvantageTable(entries: readonly SeatAdvantageEntry[]): SeatAdvantageTable {
  return new Map(
    entries.map((e): [string, SeatAdvantage] => [
      key(e.mode, e.options),
      hasEdge(e)
        ? { offsets: offsetsOfEntry(e), basis: 'measured' }
        : { offsets: e.shares.map(() => 0), basis: 'even' },
    ]),
  );
}

/**
 * The seat advantage of a mode played with these options, e.g. goal-1v2 with '' →
 * { offsets: [44.96, −22.48, −22.48], basis: 'measured' }. RULING (#34): options the lab has
 * not measured get no offsets, basis 'unmeasured' (docs/ratings.md).
 */
export function seatAdvantage(
  table: SeatAdvantageTable,
  mode: string,
  options: string,
  seats: number,
): SeatAdvantage {
  const found = table.get(key(mode, options));
  if (found && found.offsets.length === seats) return found;
  return { offsets: Array.from({ length: seats }, () => 0), basis: 'unmeasured' };
}

/** The offsets alone (seatAdvantage), e.g. [0, 0] for an unmeasured two-seat table. */
export function seatOffsets(
  table: SeatAdvantageTable,
  mode: string,
  options: string,
  seats: number,
): readonly number[] {
  return seatAdvantage(table, mode, options, seats).offsets;
}
