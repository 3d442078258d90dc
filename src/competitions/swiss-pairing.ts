/**
 * Pairs a Swiss round by a maximum-weight matching (never a greedy pass). Every pair's weight
 * ranks, lexicographically, what docs/competitions.md lists:
 *   1. no repeat opponents, and no second bye, while avoidable;
 *   2. no seat balance past ±2 (first seats less second seats), while avoidable;
 *   3. score groups kept: the sum of squared differences in half points is least (the bye, when
 *      the field is odd, counts as a game against the lowest score in the field);
 *   4. no seat balance past ±1, while avoidable.
 * Each level's unit outweighs every lower level's whole total, so the matching settles them in
 * order. Ties are broken by the order of the field: points, rating, then a shuffle seeded by the
 * tournament. A big field offers each player only the opponents within `window` places; if that
 * leaves anyone unpaired or a repeat, the round is paired again on the whole field.
 */
import { Rng } from '../core/rng.ts';
import { maxWeightMatching, type WeightedEdge } from './blossom.ts';
import type { SwissRecord } from './swiss-records.ts';

/** A round's pairing, e.g. `{ games: [{ first: 'ana', second: 'bo' }], bye: 'cy' }`. */
export interface SwissPairing {
  readonly games: readonly { readonly first: string; readonly second: string }[];
  readonly bye: string | null;
}

/**
 * How far down the field's order (points, rating, seeded lot) a player's offered opponents
 * reach in a big field: 64 places, e.g. the 10th is offered the 11th to the 74th.
 */
export const SWISS_WINDOW = 64;

/** Seat overflows (balances past ±`limit`) if `a` takes the first seat against `b`. */
function overflows(a: SwissRecord, b: SwissRecord, limit = 1): number {
  return (
    (Math.abs(a.seatBalance + 1) > limit ? 1 : 0) + (Math.abs(b.seatBalance - 1) > limit ? 1 : 0)
  );
}

/** The fewer overflows past ±`limit` of the two ways to seat `a` and `b`. */
function seatFlaws(a: SwissRecord, b: SwissRecord, limit: number): number {
  return Math.min(overflows(a, b, limit), overflows(b, a, limit));
}

/**
 * Whether `a` (placed above `b` in the field) takes the first seat: the fewer overflows, then the
 * lower balance, then whoever sat second last round, then the higher placed.
 * Example: with balances +1 and −1, the −1 player sits first.
 */
export function sitsFirst(a: SwissRecord, b: SwissRecord): boolean {
  const mine = overflows(a, b, 2) * 4 + overflows(a, b);
  const theirs = overflows(b, a, 2) * 4 + overflows(b, a);
  if (mine !== theirs) return mine < theirs;
  if (a.seatBalance !== b.seatBalance) return a.seatBalance < b.seatBalance;
  if (a.lastSeat !== b.lastSeat) return a.lastSeat === 'second' || b.lastSeat === 'first';
  return true;
}

/** The field in pairing order: points, then rating, then a seeded shuffle. */
function fieldOrder(records: readonly SwissRecord[], seed: string): SwissRecord[] {
  const field = [...records].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  Rng.fromSeed(seed).shuffle(field);
  return field.sort((a, b) => b.halfPoints - a.halfPoints || b.rating - a.rating);
}

/**
 * The pairing of the next round for `records` (everyone who plays it), seeded by the tournament
 * and round, e.g. `pairSwissRound(records, 'cup-2026/round-3')`.
 */
export function pairSwissRound(
  records: readonly SwissRecord[],
  seed: string,
  window = SWISS_WINDOW,
): SwissPairing {
  const field = fieldOrder(records, seed);
  const n = field.length;
  if (n < 2) return { games: [], bye: field[0]?.id ?? null };
  const odd = n % 2 === 1;
  const lowest = field.reduce((least, r) => Math.min(least, r.halfPoints), Infinity);
  const highest = field.reduce((most, r) => Math.max(most, r.halfPoints), -Infinity);
  const pairs = Math.ceil(n / 2);
  const seatUnit = 1;
  const scoreUnit = pairs * 2 * seatUnit + 1;
  const farSeatUnit = pairs * (highest - lowest) ** 2 * scoreUnit + scoreUnit;
  const repeatUnit = pairs * 2 * farSeatUnit + farSeatUnit;
  const top = 4 * repeatUnit;
  if (top > 2 ** 50) throw new RangeError('field too big for exact weights');

  const pairWeight = (a: SwissRecord, b: SwissRecord): number =>
    top -
    (a.opponents.has(b.id) ? repeatUnit : 0) -
    seatFlaws(a, b, 2) * farSeatUnit -
    (a.halfPoints - b.halfPoints) ** 2 * scoreUnit -
    seatFlaws(a, b, 1) * seatUnit;
  const byeWeight = (a: SwissRecord): number =>
    top - (a.byes > 0 ? repeatUnit : 0) - (a.halfPoints - lowest) ** 2 * scoreUnit;

  const match = (span: number): number[] => {
    const edges: WeightedEdge[] = [];
    for (let i = 0; i < n; i++) {
      const a = field[i] as SwissRecord;
      for (let j = i + 1; j < Math.min(n, i + 1 + span); j++)
        edges.push([i, j, pairWeight(a, field[j] as SwissRecord)]);
      if (odd) edges.push([i, n, byeWeight(a)]);
    }
    // Warm start: in field order, each player with the first free opponent of a flawless pair.
    const taken = new Uint8Array(n);
    const start: number[] = [];
    edges.forEach(([i, j, w], k) => {
      if (w === top && j < n && !taken[i] && !taken[j]) {
        taken[i] = taken[j] = 1;
        start.push(k);
      }
    });
    return maxWeightMatching(odd ? n + 1 : n, edges, true, start);
  };
  const flawed = (mate: number[]): boolean =>
    mate.some((m, i) => {
      if (m === -1) return true;
      if (i === n || m === n || m < i) return false;
      return (field[i] as SwissRecord).opponents.has((field[m] as SwissRecord).id);
    });

  let mate = match(window);
  if (window < n - 1 && flawed(mate)) mate = match(n);
  const games: { first: string; second: string }[] = [];
  let bye: string | null = null;
  for (let i = 0; i < n; i++) {
    const m = mate[i] as number;
    const a = field[i] as SwissRecord;
    if (m === n) bye = a.id;
    else if (m > i) {
      const b = field[m] as SwissRecord;
      games.push(sitsFirst(a, b) ? { first: a.id, second: b.id } : { first: b.id, second: a.id });
    }
  }
  return { games, bye };
}
