/**
 * Grid game: the smallest board game with dice-given turns of several moves, pieces that are
 * selected and then moved as a person plays them, passes along a line and decisions of more
 * than a hundred legal actions — what Golazo needs, without its rules. The core's tests (the
 * conformance suite's board checks, core/board.ts, the server's tests over the wire) play it.
 *
 * Rules (numbered for the tests):
 * - GG-1 Two sides of six pieces each (side 0: pieces 0–5, side 1: 6–11), on a pitch of 7
 *   columns and 9 rows, cells numbered row by row from side 0's goal line (cell = row × 7 +
 *   column). The three middle cells of row 0 are side 0's goal mouth, those of row 8 side 1's;
 *   no piece ever stands on a goal mouth. One piece carries the ball; side 0 kicks off. Two
 *   seats play a side each; four play in two teams, seats 0 and 2 side 0, seats 1 and 3 side 1,
 *   taking turns in seat order, each moving all of its side's pieces. Three seats are refused.
 * - GG-2 A turn starts with a die roll: its face is the number of moves, spent one at a time.
 *   A seat may end its turn early; a turn also ends when its moves are spent or a goal is
 *   scored.
 * - GG-3 A move: a piece without the ball runs up to three cells (king steps through empty
 *   cells); the carrier dribbles one cell to an empty cell, or passes along a row, column or
 *   diagonal to the first piece on the line when it is a teammate, or shoots along such a line
 *   into the other seat's goal mouth when no piece stands between. A piece next to the other
 *   seat's carrier may tackle it, taking the ball, for two moves.
 * - GG-4 With `steps: 'two'` (as a person plays) a move is two actions: select a piece (only one
 *   that can move), then pick its destination, or deselect it (three times a turn at most);
 *   with `steps: 'one'` every (piece, destination) pair is one action.
 * - GG-5 A goal scores a point for the side; every piece goes home and the conceding side kicks
 *   off on the next turn, which is always one of its seats.
 * - GG-6 The game ends when a seat reaches the goals to win or after the set number of turns;
 *   the higher score wins, equal scores share first place.
 * - GG-7 A seat may take back its selects, deselects and moves (`takeBack`) that leave it moves
 *   to spend and score no goal: never the roll, a shot, the end of its moves or a step that
 *   ends them, since those hand the turn on or change the score.
 */
import { z } from 'zod';
import type { ActionInfo, Game, GameEvent, Outcome, Seat, Viewer } from '../game.ts';
import { Rng } from '../rng.ts';
import { placesFromScores } from '../seats.ts';
import { seatRef } from '../seat-words.ts';

export const COLUMNS = 7;
export const ROWS = 9;
export const CELLS = COLUMNS * ROWS;
export const PIECES_PER_SEAT = 6;
const PIECES = 2 * PIECES_PER_SEAT;
const NONE = -1;
/** GG-3: the most cells a run covers. */
const RUN = 3;
/** GG-4: deselects allowed per turn. */
const DESELECTS = 3;

export const ROLL = 0;
export const END = 1;
export const DESELECT = 2;
const SELECT = 3;
const MOVE = SELECT + PIECES + 1;
export const selectAction = (piece: number): number => SELECT + piece;
export const moveAction = (piece: number, to: number): number => MOVE + piece * CELLS + to;

export const cellAt = (column: number, row: number): number => row * COLUMNS + column;
const columnOf = (cell: number): number => cell % COLUMNS;
const rowOf = (cell: number): number => Math.floor(cell / COLUMNS);
/** GG-1: a piece's side, 0 or 1; a seat plays side seat mod 2. */
export const sideOf = (piece: number): number => (piece < PIECES_PER_SEAT ? 0 : 1);
export const cellName = (cell: number): string =>
  `${'abcdefg'.charAt(columnOf(cell))}${rowOf(cell) + 1}`;

/** GG-1: the goal mouth `seat` shoots at is on the other seat's goal line. */
function goalMouthOf(cell: number): Seat | undefined {
  const column = columnOf(cell);
  if (column < 2 || column > 4) return undefined;
  const row = rowOf(cell);
  return row === 0 ? 0 : row === ROWS - 1 ? 1 : undefined;
}

/** GG-1, GG-5: where seat 0's pieces start; seat 1's mirror them. Piece 5 (or 11) kicks off. */
const HOMES_0 = [
  cellAt(3, 1),
  cellAt(1, 2),
  cellAt(5, 2),
  cellAt(2, 3),
  cellAt(4, 3),
  cellAt(3, 3),
];
const home = (piece: number): number =>
  piece < PIECES_PER_SEAT
    ? (HOMES_0[piece] as number)
    : CELLS - 1 - (HOMES_0[piece - PIECES_PER_SEAT] as number);
const KICKER = PIECES_PER_SEAT - 1;

const DIRECTIONS = [
  [-1, -1],
  [0, -1],
  [1, -1],
  [-1, 0],
  [1, 0],
  [-1, 1],
  [0, 1],
  [1, 1],
] as const;

/** GG-3: what a move to a cell is; None means no move. */
const Kind = { None: 0, Run: 1, Dribble: 2, Pass: 3, Shot: 4, Tackle: 5 } as const;
type Kind = (typeof Kind)[keyof typeof Kind];
const KIND_NAMES = ['', 'run', 'dribble', 'pass', 'shot', 'tackle'] as const;

const SIX_FACES: readonly number[] = Object.freeze([1, 1, 1, 1, 1, 1].map((n) => n / 6));

export interface GridState {
  readonly seats: number;
  readonly steps: 'two' | 'one';
  readonly goalsToWin: number;
  readonly turns: number;
  readonly rng: Rng;
  /** Each piece's cell. */
  readonly cellOf: number[];
  /** Each cell's piece, or -1. */
  readonly pieceAt: number[];
  /** The piece carrying the ball, e.g. 5. */
  ball: number;
  toMove: Seat;
  /** Turns finished, e.g. 3. */
  turn: number;
  /** Moves left this turn; -1 until the die is rolled. */
  movesLeft: number;
  lastRoll: number;
  /** The selected piece (GG-4, two steps), or -1. */
  selected: number;
  deselectsLeft: number;
  readonly scores: number[];
  /** Scratch: the kind of move to each cell for the piece last looked at. */
  readonly reach: Uint8Array;
  /**
   * Bumped by every action (and by whoever changes a state by hand, as tests do): `reach` holds
   * the moves of piece `reachOf` at version `reachAt`, e.g. piece 3 at version 41.
   */
  version: number;
  reachOf: number;
  reachAt: number;
  reachCount: number;
  /** Scratch for runs: the cell each cell was reached from, and the search's queue. */
  readonly cameFrom: Int8Array;
  readonly queue: Int8Array;
  readonly actorBuffer: Seat[];
}

export interface GridView {
  readonly viewer: Viewer;
  readonly seats: number;
  readonly steps: 'two' | 'one';
  readonly goalsToWin: number;
  readonly turns: number;
  readonly turn: number;
  readonly toMove: Seat;
  readonly movesLeft: number;
  readonly lastRoll: number;
  readonly selected: number;
  readonly deselectsLeft: number;
  readonly scores: readonly number[];
  readonly ball: number;
  /** Each piece's cell, piece by piece. */
  readonly cells: readonly number[];
}

const options = z.strictObject({
  steps: z
    .enum(['two', 'one'])
    .default('two')
    .describe("A move as select-then-destination ('two') or as one (piece, destination) action."),
  goals: z.number().int().min(1).max(5).default(2).describe('Goals that win the game.'),
  turns: z.number().int().min(2).max(40).default(20).describe('Turns before the game ends.'),
});

const over = (s: GridState): boolean =>
  s.turn >= s.turns || s.scores.some((score) => score >= s.goalsToWin);

function free(s: GridState, cell: number): boolean {
  return s.pieceAt[cell] === NONE && goalMouthOf(cell) === undefined;
}

/**
 * Fills `s.reach` with the kind of move `piece` has to every cell (GG-3); returns how many.
 * Kept until the position changes, so a board asking for every action's info searches once
 * per piece.
 */
function reachOf(s: GridState, piece: number): number {
  if (s.reachOf === piece && s.reachAt === s.version) return s.reachCount;
  s.reachOf = piece;
  s.reachAt = s.version;
  s.reachCount = searchReach(s, piece);
  return s.reachCount;
}

function searchReach(s: GridState, piece: number): number {
  const reach = s.reach;
  reach.fill(Kind.None);
  const from = s.cellOf[piece] as number;
  let count = 0;
  for (const [dx, dy] of DIRECTIONS) {
    const x = columnOf(from) + dx;
    const y = rowOf(from) + dy;
    if (x < 0 || x >= COLUMNS || y < 0 || y >= ROWS) continue;
    const next = cellAt(x, y);
    if (s.ball === piece) {
      if (free(s, next)) count += mark(reach, next, Kind.Dribble);
      count += lineEnd(s, piece, from, dx, dy);
    } else if (s.pieceAt[next] === s.ball && sideOf(s.ball) !== sideOf(piece) && s.movesLeft >= 2)
      count += mark(reach, next, Kind.Tackle);
  }
  return s.ball === piece ? count : count + runs(s, from);
}

function mark(reach: Uint8Array, cell: number, kind: Kind): number {
  if (reach[cell] !== Kind.None) return 0;
  reach[cell] = kind;
  return 1;
}

/**
 * GG-3: every cell a run reaches, breadth first through free cells, each with the cell it
 * was reached from (`s.cameFrom`): one shortest path per destination, always the same.
 */
function runs(s: GridState, from: number): number {
  const { cameFrom, queue } = s;
  cameFrom.fill(NONE);
  cameFrom[from] = from;
  queue[0] = from;
  let count = 0;
  for (let head = 0, tail = 1, depth = 0, layerEnd = 1; head < tail; head++) {
    if (head === layerEnd) {
      depth++;
      layerEnd = tail;
    }
    if (depth === RUN) break;
    const cell = queue[head] as number;
    for (const [dx, dy] of DIRECTIONS) {
      const x = columnOf(cell) + dx;
      const y = rowOf(cell) + dy;
      if (x < 0 || x >= COLUMNS || y < 0 || y >= ROWS) continue;
      const next = cellAt(x, y);
      if (cameFrom[next] !== NONE || !free(s, next)) continue;
      cameFrom[next] = cell;
      queue[tail++] = next;
      count += mark(s.reach, next, Kind.Run);
    }
  }
  return count;
}

/** GG-3: a pass to the first piece on the line if a teammate, or a shot into the goal mouth. */
function lineEnd(s: GridState, piece: number, from: number, dx: number, dy: number): number {
  const side = sideOf(piece);
  for (let x = columnOf(from) + dx, y = rowOf(from) + dy; ; x += dx, y += dy) {
    if (x < 0 || x >= COLUMNS || y < 0 || y >= ROWS) return 0;
    const cell = cellAt(x, y);
    const other = s.pieceAt[cell] as number;
    if (other !== NONE) return sideOf(other) === side ? mark(s.reach, cell, Kind.Pass) : 0;
    const mouth = goalMouthOf(cell);
    if (mouth !== undefined) return mouth !== side ? mark(s.reach, cell, Kind.Shot) : 0;
  }
}

/** The cells a move passes over, from excluded, to excluded: a run's middle, a line's inside. */
function pathOf(s: GridState, piece: number, to: number, kind: Kind): number[] {
  const from = s.cellOf[piece] as number;
  const dx = Math.sign(columnOf(to) - columnOf(from));
  const dy = Math.sign(rowOf(to) - rowOf(from));
  const path: number[] = [];
  if (kind === Kind.Run) {
    for (let cell = s.cameFrom[to] as number; cell !== from; cell = s.cameFrom[cell] as number)
      path.unshift(cell);
    return path;
  }
  if (kind !== Kind.Pass && kind !== Kind.Shot) return path;
  for (let cell = from + dy * COLUMNS + dx; cell !== to; cell += dy * COLUMNS + dx) path.push(cell);
  return path;
}

/** A move action's piece and destination, or undefined when `action` is no move. */
function decodeMove(action: number): { piece: number; to: number } | undefined {
  if (action < MOVE) return undefined;
  return { piece: Math.floor((action - MOVE) / CELLS), to: (action - MOVE) % CELLS };
}

function actors(s: GridState): readonly Seat[] {
  s.actorBuffer.length = 0;
  if (!over(s)) s.actorBuffer.push(s.toMove);
  return s.actorBuffer;
}

/** GG-3: appends the moves of `piece`, destinations ascending. */
function pushMoves(s: GridState, piece: number, out: number[]): void {
  if (reachOf(s, piece) === 0) return;
  for (let cell = 0; cell < CELLS; cell++)
    if (s.reach[cell] !== Kind.None) out.push(moveAction(piece, cell));
}

function legalActions(s: GridState, seat: Seat, out: number[] = []): number[] {
  out.length = 0;
  if (over(s) || seat !== s.toMove) return out;
  if (s.movesLeft < 0) {
    out.push(ROLL);
    return out;
  }
  const first = (seat % 2) * PIECES_PER_SEAT;
  if (s.steps === 'two' && s.selected !== NONE) {
    if (s.deselectsLeft > 0) out.push(DESELECT);
    pushMoves(s, s.selected, out);
    return out;
  }
  out.push(END);
  for (let piece = first; piece < first + PIECES_PER_SEAT; piece++) {
    if (s.steps === 'one') pushMoves(s, piece, out);
    else if (reachOf(s, piece) > 0) out.push(selectAction(piece));
  }
  return out;
}

function endTurn(s: GridState): void {
  s.toMove = (s.toMove + 1) % s.seats;
  s.turn++;
  s.movesLeft = NONE;
  s.selected = NONE;
  s.deselectsLeft = DESELECTS;
}

/** GG-5: everyone home, the conceding side's kicker on the ball. */
function kickOff(s: GridState, side: number): void {
  s.pieceAt.fill(NONE);
  for (let piece = 0; piece < PIECES; piece++) {
    s.cellOf[piece] = home(piece);
    s.pieceAt[home(piece)] = piece;
  }
  s.ball = side * PIECES_PER_SEAT + KICKER;
}

function startMoves(s: GridState, seat: Seat, roll: number, events?: GameEvent[]): void {
  s.movesLeft = roll;
  s.lastRoll = roll;
  events?.push({
    kind: 'roll',
    seat,
    text: `${seatRef(seat)} rolls ${roll}: ${roll} move${roll === 1 ? '' : 's'}.`,
    data: { faces: [roll] },
  });
}

function move(s: GridState, seat: Seat, piece: number, to: number, events?: GameEvent[]): void {
  reachOf(s, piece);
  const kind = s.reach[to] as Kind;
  const from = s.cellOf[piece] as number;
  events?.push({
    kind: KIND_NAMES[kind],
    seat,
    text: `${seatRef(seat)}: ${KIND_NAMES[kind]} ${cellName(from)}–${cellName(to)}.`,
    data: { piece, from, to },
  });
  s.selected = NONE;
  s.movesLeft -= kind === Kind.Tackle ? 2 : 1;
  if (kind === Kind.Run || kind === Kind.Dribble) {
    s.pieceAt[from] = NONE;
    s.pieceAt[to] = piece;
    s.cellOf[piece] = to;
  } else if (kind === Kind.Pass) s.ball = s.pieceAt[to] as number;
  else if (kind === Kind.Tackle) s.ball = piece;
  else if (kind === Kind.Shot) {
    s.scores[seat % 2] = (s.scores[seat % 2] as number) + 1;
    events?.push({ kind: 'goal', seat, text: `Goal for ${seatRef(seat)}'s side!` });
    kickOff(s, 1 - (seat % 2));
    s.movesLeft = 0;
  }
  if (s.movesLeft <= 0) endTurn(s);
}

function apply(s: GridState, seat: Seat, action: number, events?: GameEvent[]): void {
  if (action === ROLL) startMoves(s, seat, s.rng.int(6) + 1, events);
  else if (action === END) endTurn(s);
  else if (action === DESELECT) {
    s.selected = NONE;
    s.deselectsLeft--;
  } else if (action < MOVE) s.selected = action - SELECT;
  else move(s, seat, Math.floor((action - MOVE) / CELLS), (action - MOVE) % CELLS, events);
  s.version++;
}

/** GG-7: what a seat may take back, asked before the action is played. */
function takeBack(s: GridState, _seat: Seat, action: number): boolean {
  if (action === ROLL || action === END) return false;
  const decoded = decodeMove(action);
  if (!decoded) return true;
  reachOf(s, decoded.piece);
  const kind = s.reach[decoded.to] as Kind;
  return kind !== Kind.Shot && s.movesLeft > (kind === Kind.Tackle ? 2 : 1);
}

function actionInfo(s: GridState, _seat: Seat, action: number): ActionInfo {
  if (action === ROLL) return { kind: 'roll' };
  if (action === END) return { kind: 'end' };
  if (action === DESELECT) return { kind: 'deselect', piece: s.selected };
  const decoded = decodeMove(action);
  if (!decoded) return { kind: 'select', piece: action - SELECT, from: s.cellOf[action - SELECT] };
  const { piece, to } = decoded;
  reachOf(s, piece);
  const kind = s.reach[to] as Kind;
  const from = s.cellOf[piece] as number;
  return {
    kind: 'move',
    side: KIND_NAMES[kind],
    piece,
    from,
    to,
    path: pathOf(s, piece, to, kind),
  };
}

function actionLabel(s: GridState, _seat: Seat, action: number): string {
  if (action === ROLL) return 'Roll the die';
  if (action === END) return 'End the moves';
  if (action === DESELECT) return `Deselect the piece on ${cellName(s.cellOf[s.selected] ?? 0)}`;
  const decoded = decodeMove(action);
  if (!decoded) return `Select the piece on ${cellName(s.cellOf[action - SELECT] ?? 0)}`;
  reachOf(s, decoded.piece);
  const kind = KIND_NAMES[s.reach[decoded.to] ?? Kind.None];
  return `${kind} ${cellName(s.cellOf[decoded.piece] ?? 0)}–${cellName(decoded.to)}`;
}

/** GG-6: each seat scores its side's goals, so teammates share a place. */
function outcomeOf(s: GridState): Outcome {
  const scores = Array.from({ length: s.seats }, (_, seat) => s.scores[seat % 2] as number);
  return { scores, places: placesFromScores(scores) };
}

const seatsOf = (seats: number, side: number): Seat[] =>
  Array.from({ length: seats }, (_, seat) => seat).filter((seat) => seat % 2 === side);

function newState(o: z.infer<typeof options>, seats: number, rng: Rng): GridState {
  return {
    seats,
    steps: o.steps,
    goalsToWin: o.goals,
    turns: o.turns,
    rng,
    cellOf: new Array<number>(PIECES).fill(NONE),
    pieceAt: new Array<number>(CELLS).fill(NONE),
    ball: KICKER,
    toMove: 0,
    turn: 0,
    movesLeft: NONE,
    lastRoll: 0,
    selected: NONE,
    deselectsLeft: DESELECTS,
    scores: [0, 0],
    version: 0,
    reachOf: NONE,
    reachAt: NONE,
    reachCount: 0,
    reach: new Uint8Array(CELLS),
    cameFrom: new Int8Array(CELLS),
    queue: new Int8Array(CELLS),
    actorBuffer: [],
  };
}

function describe(v: GridView): string {
  const rows: string[] = [];
  for (let row = ROWS - 1; row >= 0; row--) {
    let line = `${row + 1} `;
    for (let column = 0; column < COLUMNS; column++) {
      const cell = cellAt(column, row);
      const piece = v.cells.indexOf(cell);
      const ground = goalMouthOf(cell) === undefined ? '.' : '#';
      const mark = piece === NONE ? ground : 'ABCDEFabcdef'.charAt(piece);
      line += mark + (piece === v.ball ? '*' : ' ');
    }
    rows.push(line.trimEnd());
  }
  rows.push('  a b c d e f g');
  rows.push(
    `Turn ${Math.min(v.turn + 1, v.turns)} of ${v.turns}; ${seatRef(v.toMove)} to move; moves ${Math.max(v.movesLeft, 0)}; score ${v.scores.join(' - ')}`,
  );
  return rows.join('\n');
}

export const gridGame: Game<GridState, GridView, z.infer<typeof options>> = {
  facts: {
    id: 'grid-game',
    title: 'Grid game',
    version: '1.0.0',
    minSeats: 2,
    maxSeats: 4,
    chance: true,
    hiddenInformation: false,
    options,
    // GG-2/GG-4: per turn a roll, six moves each after a select, three deselects each after a
    // select, and an end.
    actionBound: 40 * (1 + 2 * 6 + 2 * DESELECTS + 1),
    board: { cells: CELLS, pieces: PIECES },
    teams: (seats) => [0, 1].map((side) => seatsOf(seats, side)),
    seatsProblem: (_o, seats) => (seats === 3 ? 'The grid game takes 2 or 4 seats.' : undefined),
  },
  setup(o, seats, rng) {
    const s = newState(o, seats, rng);
    kickOff(s, 0);
    return s;
  },
  actors,
  legalActions,
  actionLabel,
  actionInfo,
  apply,
  takeBack,
  chance: (_s, _seat, action) => (action === ROLL ? SIX_FACES : undefined),
  applyOutcome(s, seat, action, outcome, events) {
    if (action !== ROLL) apply(s, seat, action, events);
    else {
      startMoves(s, seat, outcome + 1, events);
      s.version++;
    }
  },
  outcome: (s) => (over(s) ? outcomeOf(s) : undefined),
  view: (s, viewer) => ({
    viewer,
    seats: s.seats,
    steps: s.steps,
    goalsToWin: s.goalsToWin,
    turns: s.turns,
    turn: s.turn,
    toMove: s.toMove,
    movesLeft: s.movesLeft,
    lastRoll: s.lastRoll,
    selected: s.selected,
    deselectsLeft: s.deselectsLeft,
    scores: s.scores.slice(),
    ball: s.ball,
    cells: s.cellOf.slice(),
  }),
  describe,
  clone: (s) => ({
    ...s,
    rng: s.rng.clone(),
    cellOf: s.cellOf.slice(),
    pieceAt: s.pieceAt.slice(),
    scores: s.scores.slice(),
    reachOf: NONE,
    reach: new Uint8Array(CELLS),
    cameFrom: new Int8Array(CELLS),
    queue: new Int8Array(CELLS),
    actorBuffer: [],
  }),
  // Nothing is hidden: only the dice to come are the caller's.
  determinize(v, _seat, rng) {
    const o = { steps: v.steps, goals: v.goalsToWin, turns: v.turns };
    const s = newState(o, v.seats, Rng.fromRng(rng));
    v.cells.forEach((cell, piece) => {
      s.cellOf[piece] = cell;
      s.pieceAt[cell] = piece;
    });
    s.ball = v.ball;
    s.toMove = v.toMove;
    s.turn = v.turn;
    s.movesLeft = v.movesLeft;
    s.lastRoll = v.lastRoll;
    s.selected = v.selected;
    s.deselectsLeft = v.deselectsLeft;
    v.scores.forEach((score, side) => (s.scores[side] = score));
    return s;
  },
};
