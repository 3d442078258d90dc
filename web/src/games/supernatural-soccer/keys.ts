/**
 * The field's targets by keyboard (issue #37, accessibility): one target hex is in the Tab
 * order, and an arrow key goes to the nearest other target that way on the screen.
 */
import type { Point } from './geometry.ts';

/** A target and where it shows on the screen (after the phone's turn of the field). */
export interface Spot {
  readonly cell: number;
  readonly at: Point;
}

const WAYS: Readonly<Record<string, Point>> = {
  ArrowRight: { x: 1, y: 0 },
  ArrowLeft: { x: -1, y: 0 },
  ArrowDown: { x: 0, y: 1 },
  ArrowUp: { x: 0, y: -1 },
};

/**
 * The spot `key` goes to from `from`: the nearest one ahead that way, a spot off to the side
 * counting twice its sideways distance; null when the key is no arrow or nothing lies that way.
 */
export function nextSpot(from: Point, spots: readonly Spot[], key: string): number | null {
  const way = WAYS[key];
  if (!way) return null;
  let best: number | null = null;
  let bestCost = Infinity;
  for (const spot of spots) {
    const dx = spot.at.x - from.x;
    const dy = spot.at.y - from.y;
    const ahead = dx * way.x + dy * way.y;
    if (ahead <= 1e-6) continue;
    const aside = Math.abs(dx * way.y - dy * way.x);
    const cost = ahead + 2 * aside;
    if (cost < bestCost) {
      bestCost = cost;
      best = spot.cell;
    }
  }
  return best;
}

/** Where `at` shows on the screen: a phone turns the field a quarter left (rotate(-90)). */
export const onScreen = (at: Point, upright: boolean): Point =>
  upright ? { x: at.y, y: -at.x } : at;
