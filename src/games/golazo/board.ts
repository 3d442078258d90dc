/**
 * The pitch as data (GZ-1): a grid of 9 columns and 14 rows, cell = row × 9 + column, row 0
 * the Reds' goal line. Everything of the Blues is the Reds' turned half a turn round
 * (`mirror`), so each table below is written once, for the Reds' end.
 */

export const COLUMNS = 9;
export const ROWS = 14;
export const CELLS = COLUMNS * ROWS;
/** Rows 0–6 are the Reds' half (team 0), rows 7–13 the Blues' (team 1). */
export const HALF_ROWS = ROWS / 2;
export const COUNTERS_PER_TEAM = 11;
export const COUNTERS = 2 * COUNTERS_PER_TEAM;
/** The ball's own piece number on a board: a pass moves it, not a counter. */
export const BALL = COUNTERS;
export const NONE = -1;

export const cellAt = (column: number, row: number): number => row * COLUMNS + column;
export const columnOf = (cell: number): number => cell % COLUMNS;
export const rowOf = (cell: number): number => (cell - (cell % COLUMNS)) / COLUMNS;
/** The same place at the other end: the Blues' tables are the Reds' mirrored. */
export const mirror = (cell: number): number => CELLS - 1 - cell;
export const cellName = (cell: number): string =>
  `${'abcdefghi'.charAt(columnOf(cell))}${rowOf(cell) + 1}`;

/** A counter's team (0 the Reds, 1 the Blues) and shirt number (1–11). */
export const teamOfCounter = (counter: number): number => (counter < COUNTERS_PER_TEAM ? 0 : 1);
export const shirtOf = (counter: number): number => (counter % COUNTERS_PER_TEAM) + 1;
export const counterOf = (team: number, shirt: number): number =>
  team * COUNTERS_PER_TEAM + shirt - 1;
export const isKeeper = (counter: number): boolean => counter % COUNTERS_PER_TEAM === 0;

/** GZ-1.7: the Reds' starting spaces by shirt number 1–11. */
const REDS_START = [
  cellAt(4, 0), // 1 e1, on the goal-keeper space (GZ-1.2)
  cellAt(1, 3), // 2 b4
  cellAt(7, 3), // 3 h4
  cellAt(3, 3), // 4 d4
  cellAt(5, 3), // 5 f4
  cellAt(3, 5), // 6 d6
  cellAt(1, 5), // 7 b6
  cellAt(5, 5), // 8 f6
  cellAt(3, 6), // 9 d7
  cellAt(5, 6), // 10 f7
  cellAt(7, 5), // 11 h6
];

export const START: readonly number[] = Object.freeze(
  Array.from({ length: COUNTERS }, (_, c) =>
    c < COUNTERS_PER_TEAM
      ? (REDS_START[c] as number)
      : mirror(REDS_START[c - COUNTERS_PER_TEAM] as number),
  ),
);

/** GZ-1.2: each team's goal-keeper space. */
export const KEEPER_SPACE: readonly number[] = [cellAt(4, 0), mirror(cellAt(4, 0))];
/** GZ-1.6: each team's kick-off space. */
export const KICK_OFF_SPACE: readonly number[] = [cellAt(4, 6), mirror(cellAt(4, 6))];

/** GZ-1.1: the team whose half a cell is in. */
export const halfOf = (cell: number): number => (rowOf(cell) < HALF_ROWS ? 0 : 1);

/**
 * Per cell, the team whose penalty area it is in (GZ-1.3), or -1: columns c–g of the three
 * rows nearest a goal line.
 */
export const AREA_OF: Readonly<Int8Array> = (() => {
  const area = new Int8Array(CELLS).fill(NONE);
  for (let row = 0; row < 3; row++)
    for (let column = 2; column <= 6; column++) {
      area[cellAt(column, row)] = 0;
      area[mirror(cellAt(column, row))] = 1;
    }
  return area;
})();

/** GZ-1.3: the Reds' numbered spaces 1–6 (index 0 is space 1). */
const REDS_NUMBERED = [
  cellAt(3, 1),
  cellAt(4, 1),
  cellAt(5, 1),
  cellAt(3, 2),
  cellAt(4, 2),
  cellAt(5, 2),
];
/** Each team's numbered spaces, in number order: NUMBERED[team][n - 1]. */
export const NUMBERED: readonly (readonly number[])[] = [REDS_NUMBERED, REDS_NUMBERED.map(mirror)];

/** Per cell, its number 1–6 if it is a numbered space of either box, else 0. */
export const NUMBER_OF: Readonly<Int8Array> = (() => {
  const number = new Int8Array(CELLS);
  for (const spaces of NUMBERED) spaces.forEach((cell, i) => (number[cell] = i + 1));
  return number;
})();

/** GZ-1.4: the long-shot space in each team's half (shot at that team's goal). */
export const LONG_SHOT_SPACE: readonly number[] = [cellAt(4, 3), mirror(cellAt(4, 3))];

/**
 * GZ-1.5: per cell, the dice of its cross zone (1–4), 0 elsewhere: columns a and i, 4 dice on
 * the goal line, then 3, 2, 1 further out.
 */
export const CROSS_DICE: Readonly<Int8Array> = (() => {
  const dice = new Int8Array(CELLS);
  for (let row = 0; row < 4; row++)
    for (const column of [0, COLUMNS - 1]) {
      dice[cellAt(column, row)] = 4 - row;
      dice[mirror(cellAt(column, row))] = 4 - row;
    }
  return dice;
})();

/** The eight steps to a neighbouring cell, as (column, row) deltas. */
export const DIRECTIONS: readonly (readonly [number, number])[] = [
  [-1, -1],
  [0, -1],
  [1, -1],
  [-1, 0],
  [1, 0],
  [-1, 1],
  [0, 1],
  [1, 1],
];

/** Per cell, its neighbours on the pitch (up to 8), as one flat table for the hot loops. */
export const NEIGHBOURS: readonly (readonly number[])[] = Array.from({ length: CELLS }, (_, cell) =>
  DIRECTIONS.flatMap(([dx, dy]) => {
    const x = columnOf(cell) + dx;
    const y = rowOf(cell) + dy;
    return x >= 0 && x < COLUMNS && y >= 0 && y < ROWS ? [cellAt(x, y)] : [];
  }),
);

/** Chebyshev distance: how many single steps apart two cells are. */
export const distance = (a: number, b: number): number =>
  Math.max(Math.abs(columnOf(a) - columnOf(b)), Math.abs(rowOf(a) - rowOf(b)));
