/**
 * The moves of GZ-5 and the unsporting rules of GZ-6, for the legal-action hot loop: every
 * check works on the state's typed arrays in place, and nothing here allocates.
 */
import {
  AREA_OF,
  BALL,
  CELLS,
  COLUMNS,
  NEIGHBOURS,
  NONE,
  columnOf,
  halfOf,
  isKeeper,
  rowOf,
  teamOfCounter,
} from './board.ts';
import { Edition } from './edition.ts';
import { BOX_LIMIT } from './facts.ts';
import type { GolazoState } from './state.ts';

/**
 * Each cell's row and column as tables (the same as board.ts's `rowOf` and `columnOf`, which
 * divide): the legal-move loop and the bots read them for every target of every counter.
 */
export const ROW_OF: Readonly<Int8Array> = Int8Array.from({ length: CELLS }, (_, c) => rowOf(c));
export const COLUMN_OF: Readonly<Int8Array> = Int8Array.from({ length: CELLS }, (_, c) =>
  columnOf(c),
);

/** board.ts's `distance` (single steps apart) read from the tables. */
export function stepsApart(a: number, b: number): number {
  const dx = (COLUMN_OF[a] as number) - (COLUMN_OF[b] as number);
  const dy = (ROW_OF[a] as number) - (ROW_OF[b] as number);
  return Math.max(dx < 0 ? -dx : dx, dy < 0 ? -dy : dy);
}

/** What a move to a cell is (GZ-5). */
export const MoveKind = { None: 0, Step: 1, Dribble: 2, Pass: 3, Tackle: 4, Slide: 5 } as const;
export type MoveKind = (typeof MoveKind)[keyof typeof MoveKind];
export const MOVE_KIND_NAMES = ['', 'step', 'dribble', 'pass', 'tackle', 'slide-tackle'] as const;

/** GZ-5.4: the moves a move spends: a tackle two, any other one (a slide tackle's are GZ-13). */
export function moveCost(kind: MoveKind): number {
  return kind === MoveKind.Tackle ? 2 : 1;
}

/** GZ-6.1: whether `team` fills every cell of `row`. */
export function wallOn(s: GolazoState, team: number, row: number): boolean {
  for (let cell = row * COLUMNS, end = cell + COLUMNS; cell < end; cell++) {
    const counter = s.pieceAt[cell] as number;
    if (counter === NONE || teamOfCounter(counter) !== team) return false;
  }
  return true;
}

/** GZ-6.1: whether a counter of `team` put on the free `cell` would fill its row. */
export function wouldWall(s: GolazoState, team: number, cell: number): boolean {
  const start = (ROW_OF[cell] as number) * COLUMNS;
  for (let c = start; c < start + COLUMNS; c++) {
    if (c === cell) continue;
    const counter = s.pieceAt[c] as number;
    if (counter === NONE || teamOfCounter(counter) !== team) return false;
  }
  return true;
}

/** GZ-6.2: whether the counter on `cell` has a free cell next to it. */
export function hasFreeNeighbour(s: GolazoState, cell: number): boolean {
  for (const next of NEIGHBOURS[cell] as readonly number[])
    if (s.pieceAt[next] === NONE) return true;
  return false;
}

/** GZ-6: whether `counter` may step (or dribble) from its cell to the free cell `to`. */
export function stepKeepsTheRules(s: GolazoState, counter: number, to: number): boolean {
  const from = s.cellOf[counter] as number;
  const team = teamOfCounter(counter);
  // GZ-6.4: one more counter in its own box.
  if (AREA_OF[to] === team && AREA_OF[from] !== team && (s.boxCount[team] as number) >= BOX_LIMIT)
    return false;
  s.pieceAt[from] = NONE;
  s.pieceAt[to] = counter;
  const carrierCell = counter === s.carrier ? to : (s.cellOf[s.carrier] as number);
  const fine = !wallOn(s, team, rowOf(to)) && hasFreeNeighbour(s, carrierCell);
  s.pieceAt[to] = NONE;
  s.pieceAt[from] = counter;
  return fine;
}

/** GZ-5.4: whether `counter` may tackle the carrier now. */
export function canTackle(s: GolazoState, counter: number): boolean {
  if (!s.canTackle || s.movesLeft < 2 || s.carrier === NONE) return false;
  if (teamOfCounter(s.carrier) === teamOfCounter(counter)) return false;
  const from = s.cellOf[counter] as number;
  const at = s.cellOf[s.carrier] as number;
  return (
    Math.abs(columnOf(from) - columnOf(at)) <= 1 &&
    Math.abs(rowOf(from) - rowOf(at)) <= 1 &&
    hasFreeNeighbour(s, from)
  );
}

/**
 * GZ-13.2: whether `counter` may slide-tackle now: the option is on, its team lost the roll,
 * these are that roll's moves and none is made yet, and it is an outfield counter next to the
 * other team's carrier with a free space next to it, so that it may win the ball (GZ-6.2).
 * Before 1.2.0 a card's moves without tackling (Covering Run, Injury Time) could slide too, and
 * a surrounded counter.
 */
export function canSlide(s: GolazoState, counter: number): boolean {
  if (!s.options.slideTackle || s.canTackle || !s.fresh || s.carrier === NONE) return false;
  if (isKeeper(counter) || teamOfCounter(s.carrier) === teamOfCounter(counter)) return false;
  const from = s.cellOf[counter] as number;
  const at = s.cellOf[s.carrier] as number;
  if (Math.abs(columnOf(from) - columnOf(at)) > 1 || Math.abs(rowOf(from) - rowOf(at)) > 1)
    return false;
  return s.edition !== Edition.Current || (s.lostRoll && hasFreeNeighbour(s, from));
}

/**
 * Appends to `out` the cells `counter` may move to in the moves step, ascending: steps (GZ-5.1),
 * dribbles (GZ-5.2) or a tackle onto the carrier's cell (GZ-5.4, GZ-13.2). A step is kept as
 * `stepKeepsTheRules` would keep it, without moving the counter there and back: a step along
 * its row leaves a gap in that row, so it cannot wall it (GZ-6.1); a dribble leaves its cell
 * free beside the carrier's new one, and another counter's step leaves the carrier a free
 * neighbour unless it fills the last one (GZ-6.2). This runs for every counter of every moves
 * decision of bots and the lab.
 */
export function pushCounterTargets(s: GolazoState, counter: number, out: number[]): void {
  const from = s.cellOf[counter] as number;
  if (from === NONE) return;
  const carrying = counter === s.carrier;
  const tackles = !carrying && (canTackle(s, counter) || canSlide(s, counter));
  const keeper = isKeeper(counter);
  if (keeper && !tackles) return;
  const steps = !keeper && (!carrying || counter !== s.dribbler);
  const carrierCell = s.carrier === NONE ? NONE : (s.cellOf[s.carrier] as number);
  if (steps && carrierCell === NONE) {
    pushCheckedSteps(s, counter, out);
    return;
  }
  const team = teamOfCounter(counter);
  // GZ-6.4: a step into its own box is refused once the box holds its limit.
  const boxFull = (s.boxCount[team] as number) >= BOX_LIMIT && AREA_OF[from] !== team;
  // GZ-6.2: the carrier's free neighbours once the counter has left `from` (counted up to 2:
  // with two free, one step cannot fill them all).
  const carrierFree =
    steps && !carrying
      ? freeNeighboursUpTo2(s, carrierCell) + (stepsApart(from, carrierCell) === 1 ? 1 : 0)
      : 0;
  const neighbours = NEIGHBOURS[from] as readonly number[];
  for (let i = 0; i < neighbours.length; i++) {
    const to = neighbours[i] as number;
    if (s.pieceAt[to] === NONE) {
      if (!steps || (boxFull && AREA_OF[to] === team)) continue;
      // GZ-6.1: a step along the row leaves `from` free in it.
      if (to - from !== 1 && from - to !== 1 && wouldWall(s, team, to)) continue;
      if (
        !carrying &&
        carrierFree < 2 &&
        carrierFree - (stepsApart(to, carrierCell) === 1 ? 1 : 0) <= 0
      )
        continue;
      out.push(to);
    } else if (tackles && to === carrierCell) out.push(to);
  }
}

/** The moves of a counter checked one by one, where there is no carrier to keep a space for. */
function pushCheckedSteps(s: GolazoState, counter: number, out: number[]): void {
  for (const to of NEIGHBOURS[s.cellOf[counter] as number] as readonly number[])
    if (s.pieceAt[to] === NONE && stepKeepsTheRules(s, counter, to)) out.push(to);
}

/** The free cells next to `cell`, or 2 where there are more. */
function freeNeighboursUpTo2(s: GolazoState, cell: number): number {
  const neighbours = NEIGHBOURS[cell] as readonly number[];
  let free = 0;
  for (let i = 0; i < neighbours.length && free < 2; i++)
    if (s.pieceAt[neighbours[i] as number] === NONE) free++;
  return free;
}

/**
 * Appends to `out` the cells of the carrier's teammates it may pass to (GZ-5.3), ascending:
 * along a row, column or diagonal, no opponent in between, and the receiver not walled in
 * (GZ-6.2). With `half` set, only receivers in that half (GZ-8.2).
 */
export function pushPassTargets(s: GolazoState, out: number[], half = NONE): void {
  const start = out.length;
  const from = s.cellOf[s.carrier] as number;
  const team = teamOfCounter(s.carrier);
  const x0 = columnOf(from);
  const y0 = rowOf(from);
  for (let dy = -1; dy <= 1; dy++)
    for (let dx = -1; dx <= 1; dx++) {
      if (dx === 0 && dy === 0) continue;
      for (let x = x0 + dx, y = y0 + dy; x >= 0 && x < COLUMNS && y >= 0 && y * COLUMNS < CELLS;) {
        const cell = y * COLUMNS + x;
        const other = s.pieceAt[cell] as number;
        if (other !== NONE) {
          const teammate = teamOfCounter(other) === team;
          // GZ-13.5 Quick Free Kick: this pass goes past the other team's counters.
          if (!teammate && !s.freePass) break;
          if (teammate && (half === NONE || halfOf(cell) === half) && hasFreeNeighbour(s, cell))
            out.push(cell);
        }
        x += dx;
        y += dy;
      }
    }
  sortTail(out, start);
}

/** Insertion sort of out[start..]: a handful of pass targets. */
function sortTail(out: number[], start: number): void {
  for (let i = start + 1; i < out.length; i++) {
    const value = out[i] as number;
    let j = i - 1;
    while (j >= start && (out[j] as number) > value) {
      out[j + 1] = out[j] as number;
      j--;
    }
    out[j + 1] = value;
  }
}

/** The kind of a legal move of `piece` to `to` in the current position. */
export function moveKindOf(s: GolazoState, piece: number, to: number): MoveKind {
  if (piece === BALL) return MoveKind.Pass;
  if (s.pieceAt[to] !== NONE) return s.canTackle ? MoveKind.Tackle : MoveKind.Slide;
  return piece === s.carrier ? MoveKind.Dribble : MoveKind.Step;
}

/** The cells a pass crosses, from and to excluded. */
export function passPath(from: number, to: number): number[] {
  const dx = Math.sign(columnOf(to) - columnOf(from));
  const dy = Math.sign(rowOf(to) - rowOf(from));
  const path: number[] = [];
  for (let cell = from + dy * COLUMNS + dx; cell !== to; cell += dy * COLUMNS + dx) path.push(cell);
  return path;
}
