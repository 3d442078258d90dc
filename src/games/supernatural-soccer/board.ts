/**
 * The field as data (SS-2): a hex field of 7 rows, pointy-topped hexes, the goals at the west
 * and east ends. Cells are numbered row by row from the north-west corner, west to east, and
 * carry axial coordinates (q, r); the three long rows (r even: b, d, f) hold 13 hexes, the four
 * short rows (a, c, e, g) 12, 87 hexes in all. Computed once at load; the hot loop only reads
 * the tables.
 */

/** SS-2.1: rows from north (r = -3) to south (r = 3). */
export const ROWS = 7;
/** SS-2.1: hexes in a long row (r even); a short row (r odd) holds one fewer. */
export const LONG_ROW = 13;
export const NONE = -1;

/**
 * The six hex lines (SS-2.5), in axial steps, clockwise from east: E, SE, SW, W, NW, NE.
 * A kick's direction and a push's direction are indices into this list.
 */
export const DIRECTIONS: readonly (readonly [number, number])[] = [
  [1, 0],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [0, -1],
  [1, -1],
];
export const DIRECTION_NAMES = [
  'east',
  'south-east',
  'south-west',
  'west',
  'north-west',
  'north-east',
] as const;

/** Each cell's axial coordinates and "doubled" column (x × 2, the drawing's column). */
export const CELL_Q: number[] = [];
export const CELL_R: number[] = [];
export const CELL_X2: number[] = [];

// Doubled coordinates: a long row covers x2 = -12, -10 … 12, a short row -11 … 11.
for (let r = -3; r <= 3; r++) {
  const half = r % 2 === 0 ? LONG_ROW - 1 : LONG_ROW - 2;
  for (let x2 = -half; x2 <= half; x2 += 2) {
    CELL_Q.push((x2 - r) / 2);
    CELL_R.push(r);
    CELL_X2.push(x2);
  }
}

/** SS-2.1: 87 hexes. */
export const CELLS = CELL_Q.length;

const index = new Map<string, number>();
CELL_Q.forEach((q, cell) => index.set(`${q},${CELL_R[cell]}`, cell));

/** The cell at axial (q, r), or NONE off the field. */
export function cellAt(q: number, r: number): number {
  return index.get(`${q},${r}`) ?? NONE;
}

/** NEIGHBOUR[cell * 6 + direction]: the next cell along a line, or NONE at the edge. */
export const NEIGHBOUR = new Int16Array(CELLS * 6).fill(NONE);
for (let cell = 0; cell < CELLS; cell++) {
  DIRECTIONS.forEach(([dq, dr], d) => {
    NEIGHBOUR[cell * 6 + d] = cellAt((CELL_Q[cell] as number) + dq, (CELL_R[cell] as number) + dr);
  });
}

export const neighbour = (cell: number, direction: number): number =>
  NEIGHBOUR[cell * 6 + direction] as number;

/** Steps between two cells along the hexes. */
export function distance(a: number, b: number): number {
  const dq = (CELL_Q[a] as number) - (CELL_Q[b] as number);
  const dr = (CELL_R[a] as number) - (CELL_R[b] as number);
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

export const adjacent = (a: number, b: number): boolean => distance(a, b) === 1;

/** SS-2.2: the bold centre hex where the ball starts every round. */
export const CENTRE = cellAt(0, 0);

/**
 * SS-2.3: each team's goal zone, the three hexes in the middle of its end: team 0 defends the
 * west end, team 1 the east end.
 */
export const GOAL_ZONES: readonly (readonly number[])[] = [
  [cellAt(-6, 0), cellAt(-5, -1), cellAt(-6, 1)],
  [cellAt(6, 0), cellAt(6, -1), cellAt(5, 1)],
];

/** The team whose goal zone holds `cell`, or NONE. */
export const GOAL_OF: Int8Array = new Int8Array(CELLS).fill(NONE);
GOAL_ZONES.forEach((zone, team) => {
  for (const cell of zone) GOAL_OF[cell] = team;
});

/**
 * SS-2.4: the marked starting spaces, wizard by wizard: wizards 0 and 1 play for team 0
 * (north and south), 2 and 3 for team 1, each three hexes from the ball towards its own goal.
 */
export const STARTS: readonly number[] = [
  cellAt(-2, -1),
  cellAt(-3, 1),
  cellAt(3, -1),
  cellAt(2, 1),
];

/** A cell's name for people: its row letter (a north … g south) and its place in the row from the west, e.g. 'd7'. */
export function cellName(cell: number): string {
  const r = CELL_R[cell] as number;
  const x2 = CELL_X2[cell] as number;
  const first = r % 2 === 0 ? -(LONG_ROW - 1) : -(LONG_ROW - 2);
  return `${'abcdefg'.charAt(r + 3)}${(x2 - first) / 2 + 1}`;
}
