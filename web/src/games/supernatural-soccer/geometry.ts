/**
 * Where the field's hexes are drawn (SS-2): pointy-topped hexes of unit size, centred on the
 * centre hex, x from the engine's doubled column and y from its row, so the drawing follows
 * the engine's own numbering and cannot disagree with it.
 */
import {
  CELL_R,
  CELL_X2,
  CELLS,
  DIRECTIONS,
} from '../../../../src/games/supernatural-soccer/board.ts';

/** Half a hex's width: a pointy-topped hex of size 1 is √3 wide and 2 high. */
const HALF_WIDTH = Math.sqrt(3) / 2;
/** Room around the field for the goal marks and the kick arrows beyond an edge hex. */
const MARGIN = 1.2;

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** A cell's centre, e.g. the centre hex at (0, 0), its east neighbour at (√3, 0). */
export function cellCentre(cell: number): Point {
  return { x: (CELL_X2[cell] as number) * HALF_WIDTH, y: (CELL_R[cell] as number) * 1.5 };
}

/** A point one hex from `from` along direction `d` (0 east … 5 north-east), on or off the field. */
export function stepFrom(from: Point, direction: number, hexes = 1): Point {
  const [dq, dr] = DIRECTIONS[direction] ?? [0, 0];
  return {
    x: from.x + (2 * dq + dr) * HALF_WIDTH * hexes,
    y: from.y + dr * 1.5 * hexes,
  };
}

/** A hex's outline around `c` as an SVG points list, `scale` of a full hex. */
export function hexPoints(c: Point, scale = 1): string {
  return Array.from({ length: 6 }, (_, k) => {
    const angle = (Math.PI / 3) * k - Math.PI / 2;
    const x = c.x + Math.cos(angle) * scale;
    const y = c.y + Math.sin(angle) * scale;
    return `${x.toFixed(3)},${y.toFixed(3)}`;
  }).join(' ');
}

/** A box in the field's coordinates. */
export interface Bounds {
  readonly minX: number;
  readonly maxX: number;
  readonly minY: number;
  readonly maxY: number;
}

/** The drawing's bounds: every hex with its margin. */
function bounds(): Bounds {
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (let cell = 0; cell < CELLS; cell++) {
    const { x, y } = cellCentre(cell);
    minX = Math.min(minX, x - HALF_WIDTH);
    maxX = Math.max(maxX, x + HALF_WIDTH);
    minY = Math.min(minY, y - 1);
    maxY = Math.max(maxY, y + 1);
  }
  return { minX: minX - MARGIN, maxX: maxX + MARGIN, minY: minY - MARGIN, maxY: maxY + MARGIN };
}

/** Everything the field draws lies inside this box (its viewBox, turned or not). */
export const FIELD_BOUNDS: Bounds = bounds();

/** The SVG viewBox holding the whole field, e.g. '-12.78 -6.1 25.56 12.2'. */
export const VIEW_BOX: string = (() => {
  const b = FIELD_BOUNDS;
  return [b.minX, b.minY, b.maxX - b.minX, b.maxY - b.minY].map((n) => n.toFixed(2)).join(' ');
})();

/**
 * On a narrow screen the field stands upright, turned a quarter (west goal at the bottom), so
 * its hexes are twice as big: drawn in the same coordinates inside UPRIGHT's rotation, seen
 * through this box.
 */
export const UPRIGHT = 'rotate(-90)';
export const UPRIGHT_VIEW_BOX: string = (() => {
  const b = FIELD_BOUNDS;
  // rotate(-90) takes (x, y) to (y, -x).
  return [b.minY, -b.maxX, b.maxY - b.minY, b.maxX - b.minX].map((n) => n.toFixed(2)).join(' ');
})();

/** What keeps a text upright at `c` inside the turned field; none on the wide field. */
export const uprightText = (c: Point, upright: boolean): string | undefined =>
  upright ? `rotate(90 ${String(c.x)} ${String(c.y)})` : undefined;
