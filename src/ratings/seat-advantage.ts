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
 */
import { GLICKO2_SCALE } from './scale.ts';

/** One measured row: a game, its options, a seat count and each seat's head-to-head share. */
export interface SeatAdvantageEntry {
  /** The game's id, e.g. 'golazo'. */
  readonly game: string;
  /** The options' key, e.g. '{"rounds":5}' (any stable text the caller chooses), '' for none. */
  readonly options: string;
  /** Each seat's head-to-head share in seat order, e.g. [0.55, 0.45]. */
  readonly shares: readonly number[];
}

/** Seat offsets in displayed points by game, options and seat count (seatAdvantageTable). */
export type SeatAdvantageTable = ReadonlyMap<string, readonly number[]>;

/** A share is held within this band: 0 or 1 would be worth infinitely many points. */
const SHARE_BAND = { low: 0.01, high: 0.99 } as const;

const key = (game: string, options: string, seats: number): string =>
  `${game}\u0000${options}\u0000${seats}`;

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

/** The table of offsets from measured rows, e.g. one row golazo/''/[0.55, 0.45]. */
export function seatAdvantageTable(entries: readonly SeatAdvantageEntry[]): SeatAdvantageTable {
  return new Map(
    entries.map((e) => [key(e.game, e.options, e.shares.length), offsetsFromShares(e.shares)]),
  );
}

/**
 * The offsets of a game played with these options and seats, zeros when the lab has not
 * measured it, e.g. [17.43, −17.43] for golazo with '' and 2 seats in the table above.
 */
export function seatOffsets(
  table: SeatAdvantageTable,
  game: string,
  options: string,
  seats: number,
): readonly number[] {
  return table.get(key(game, options, seats)) ?? Array.from({ length: seats }, () => 0);
}
