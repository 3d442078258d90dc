/**
 * Passing lanes as a bot reads them from a view (GZ-5.3): a pass runs along a row, column or
 * diagonal and only an opposing counter in between stops it. The heuristic keeps its own lanes
 * open and stands in the other team's.
 */
import { CELLS, COLUMNS, NONE, teamOfCounter } from './board.ts';
import { COLUMN_OF, ROW_OF } from './moves.ts';

/** Each cell's counter, or -1, from a view's counter cells. */
export function occupancy(cells: readonly number[]): Int8Array {
  const at = new Int8Array(CELLS).fill(NONE);
  cells.forEach((cell, counter) => {
    if (cell !== NONE) at[cell] = counter;
  });
  return at;
}

/** The step from `from` towards `to` along a line of the pitch, or 0 when they share none. */
function stepBetween(from: number, to: number): number {
  const dx = (COLUMN_OF[to] as number) - (COLUMN_OF[from] as number);
  const dy = (ROW_OF[to] as number) - (ROW_OF[from] as number);
  if (from === to || (dx !== 0 && dy !== 0 && Math.abs(dx) !== Math.abs(dy))) return 0;
  return Math.sign(dy) * COLUMNS + Math.sign(dx);
}

/** `stepBetween` for every pair of cells, LINE_STEP[from * CELLS + to]: bots read it per target. */
const LINE_STEP: Readonly<Int8Array> = Int8Array.from({ length: CELLS * CELLS }, (_, i) =>
  stepBetween(Math.floor(i / CELLS), i % CELLS),
);

const lineStep = (from: number, to: number): number => LINE_STEP[from * CELLS + to] as number;

/** GZ-5.3: whether a pass of `team` from `from` to `to` would go: in line, no opponent between. */
export function laneOpen(at: Int8Array, from: number, to: number, team: number): boolean {
  const step = lineStep(from, to);
  if (step === 0) return false;
  for (let cell = from + step; cell !== to; cell += step) {
    const counter = at[cell] as number;
    if (counter !== NONE && teamOfCounter(counter) !== team) return false;
  }
  return true;
}

/**
 * Whether a counter standing on `cell` would be the first opponent in a lane from the carrier
 * on `from` (of `team`) to one of its teammates further along the same line.
 */
export function cutsLane(at: Int8Array, from: number, cell: number, team: number): boolean {
  const step = lineStep(from, cell);
  if (step === 0) return false;
  let x = COLUMN_OF[from] as number;
  for (let c = from + step; c >= 0 && c < CELLS; c += step) {
    const nx = COLUMN_OF[c] as number;
    if (Math.abs(nx - x) > 1) return false; // off the side of the pitch
    x = nx;
    const counter = at[c] as number;
    if (c === cell) continue;
    if (counter === NONE) continue;
    if (teamOfCounter(counter) !== team) return false;
    if (c !== cell && isBeyond(from, cell, c)) return true;
  }
  return false;
}

/** Whether `c` lies past `cell` going from `from` (all three on one line). */
const isBeyond = (from: number, cell: number, c: number): boolean =>
  Math.abs(c - from) > Math.abs(cell - from);
