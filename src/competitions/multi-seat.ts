/**
 * Competitions of games with three or more seats: each round's tables are drawn by rating in
 * snake order (the first row of tables takes the top seeds left to right, the next row comes
 * back right to left …), so every table gets a fair share of strong and weak players; points
 * are given by place.
 */
import { Rng } from '../core/rng.ts';

/** A player, e.g. `{ id: 'ana', rating: 1650 }`. */
export interface SeatedPlayer {
  readonly id: string;
  readonly rating: number;
}

/**
 * The round's tables: as few as hold everyone at `seats` a table (sizes then differ by at most
 * one), players placed in snake order of rating; equal ratings in an order seeded by `seed`.
 * Example: six players rated 6 … 1 at 3 seats make `[['r6', 'r3', 'r2'], ['r5', 'r4', 'r1']]`.
 */
export function snakeTables(
  players: readonly SeatedPlayer[],
  seats: number,
  seed: string,
): string[][] {
  if (seats < 2 || !Number.isInteger(seats)) throw new RangeError(`${seats} seats`);
  const field = [...players].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  Rng.fromSeed(seed).shuffle(field);
  field.sort((a, b) => b.rating - a.rating);
  const count = Math.ceil(field.length / seats);
  const tables: string[][] = Array.from({ length: count }, () => []);
  field.forEach((player, i) => {
    const row = Math.floor(i / count);
    const column = i % count;
    tables[row % 2 === 0 ? column : count - 1 - column]?.push(player.id);
  });
  return tables;
}

/**
 * Points for each seat by its place (1 best; equal places share), from `scheme` (points of
 * place 1, 2, …; by default n − place, so last gets 0). Players sharing places get the mean of
 * the points of the places they span.
 * Example: `pointsByPlace([1, 2, 2, 4])` is `[3, 1.5, 1.5, 0]`.
 */
export function pointsByPlace(places: readonly number[], scheme?: readonly number[]): number[] {
  const n = places.length;
  const worth = (place: number): number => scheme?.[place - 1] ?? (scheme ? 0 : n - place);
  return places.map((place) => {
    const sharing = places.filter((p) => p === place).length;
    let sum = 0;
    for (let p = place; p < place + sharing; p++) sum += worth(p);
    return sum / sharing;
  });
}
