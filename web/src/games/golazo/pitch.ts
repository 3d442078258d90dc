/**
 * The pitch as the board draws it, kept apart from the DOM: where each cell sits on screen
 * (the viewer's own goal at the bottom), what is marked on it (GZ-1), who stands on it, and
 * the words a screen reader hears for it.
 */
import { teamOfSeat } from '../../../../src/games/golazo/constants.ts';
import type { GameEvent } from '../../../../src/core/game.ts';
import {
  AREA_OF,
  CELLS,
  COLUMNS,
  CROSS_DICE,
  HALF_ROWS,
  KICK_OFF_SPACE,
  LONG_SHOT_SPACE,
  NONE,
  NUMBER_OF,
  ROWS,
  cellName,
  columnOf,
  mirror,
  rowOf,
  shirtOf,
  teamOfCounter,
} from '../../../../src/games/golazo/board.ts';
import { TEAM_NAMES } from '../../../../src/games/golazo/vocabulary.ts';
import type { GolazoView } from './view.ts';

/** A cell's place on screen: column 0 at the left, row 0 at the top. */
export interface Spot {
  readonly column: number;
  readonly row: number;
}

/** The team whose goal is drawn at the bottom: the viewer's, the Reds' for a spectator. */
export const homeTeam = (viewer: number): number => (viewer >= 0 ? teamOfSeat(viewer) : 0);

/**
 * Where `cell` is drawn: the Reds' goal line (row 0) at the bottom; for the Blues' players the
 * pitch turned half a turn round, so their goal is at the bottom.
 */
export function spotOf(cell: number, home: number): Spot {
  const seen = home === 1 ? mirror(cell) : cell;
  return { column: columnOf(seen), row: ROWS - 1 - rowOf(seen) };
}

/** Whether the halfway line (GZ-1.1) is drawn under `cell`: the far half's last row on screen. */
export const aboveHalfway = (cell: number, home: number): boolean =>
  spotOf(cell, home).row === HALF_ROWS - 1;

/** Every cell in reading order on screen (top left first): the order of the board's buttons. */
export function cellsOnScreen(home: number): number[] {
  const cells = [...Array(CELLS).keys()];
  const key = (cell: number): number => {
    const spot = spotOf(cell, home);
    return spot.row * COLUMNS + spot.column;
  };
  return cells.sort((a, b) => key(a) - key(b));
}

/** What GZ-1 paints on a cell. */
export interface CellMarks {
  /** The team whose penalty area it is in (GZ-1.3), or -1. */
  readonly area: number;
  /** Its number 1–6 in a penalty area, or 0. */
  readonly number: number;
  readonly longShot: boolean;
  /** The dice of its cross zone (1–4), or 0. */
  readonly crossDice: number;
  readonly kickOff: boolean;
}

export function marksOf(cell: number): CellMarks {
  return {
    area: AREA_OF[cell] ?? NONE,
    number: NUMBER_OF[cell] ?? 0,
    longShot: LONG_SHOT_SPACE.includes(cell),
    crossDice: CROSS_DICE[cell] ?? 0,
    kickOff: KICK_OFF_SPACE.includes(cell),
  };
}

/** Whether `cell` is a cell of the pitch, e.g. 60; not -1 (off the pitch), 126 or 2.5. */
export const onPitch = (cell: unknown): cell is number =>
  typeof cell === 'number' && Number.isInteger(cell) && cell >= 0 && cell < CELLS;

/** Each cell's counter, or -1; a counter off the pitch (or with no cell) stands nowhere. */
export function countersByCell(view: Pick<GolazoView, 'cells'>): number[] {
  const at = new Array<number>(CELLS).fill(NONE);
  view.cells.forEach((cell, counter) => {
    if (onPitch(cell)) at[cell] = counter;
  });
  return at;
}

/**
 * Where the ball is drawn: on its carrier; while it waits for a kick-off (no carrier), on the
 * kick-off space of the team to kick off; before the first roll, on the centre spot, drawn on
 * the halfway line under the far team's kick-off space (`centre`).
 */
export function ballCell(
  view: Pick<GolazoView, 'cells' | 'carrier' | 'kickOffTeam'>,
  home: number,
): { cell: number; centre: boolean } {
  if (view.carrier >= 0) {
    const carried = view.cells[view.carrier];
    return { cell: onPitch(carried) ? carried : NONE, centre: false };
  }
  const kicker = KICK_OFF_SPACE[view.kickOffTeam];
  if (kicker !== undefined) return { cell: kicker, centre: false };
  return { cell: KICK_OFF_SPACE[1 - home] ?? NONE, centre: true };
}

/** A counter's name, e.g. 'Reds #9'. */
export const counterWords = (counter: number): string =>
  `${TEAM_NAMES[teamOfCounter(counter)] ?? ''} #${shirtOf(counter)}`;

/** A cell's marks in words, e.g. ['Reds’ box space 2'] or ['cross zone, 4 dice']. */
function marksWords(marks: CellMarks): string[] {
  const parts: string[] = [];
  if (marks.area >= 0) {
    const box = `${TEAM_NAMES[marks.area] ?? ''}’ box`;
    parts.push(marks.number > 0 ? `${box} space ${marks.number}` : box);
  }
  if (marks.longShot) parts.push('long-shot space');
  if (marks.crossDice > 0)
    parts.push(`cross zone, ${marks.crossDice} ${marks.crossDice === 1 ? 'die' : 'dice'}`);
  if (marks.kickOff) parts.push('kick-off space');
  return parts;
}

/**
 * What the mark drawn on a cell means, for a pointer's tooltip (issue #37: a newcomer met 'LS'
 * and the dice faces unexplained), e.g. 'Long-shot space' or 'Cross zone, 4 dice'; '' without.
 */
export function markTitle(cell: number): string {
  const words = marksWords(marksOf(cell)).join(', ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What a screen reader hears for a cell, e.g. 'e7, kick-off space: Reds #9 with the ball'. */
export function cellWords(cell: number, counter: number, ball: boolean): string {
  const parts = [cellName(cell), ...marksWords(marksOf(cell))];
  const on = counter >= 0 ? counterWords(counter) : ball ? 'the ball' : 'empty';
  return `${parts.join(', ')}: ${on}${counter >= 0 && ball ? ' with the ball' : ''}`;
}

/** The last move on the pitch (a step, dribble, tackle or pass), from the log: its two cells. */
export function lastMove(log: readonly GameEvent[]): { from: number; to: number } | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const data = log[i]?.data;
    if (data && typeof data.from === 'number' && typeof data.to === 'number')
      return { from: data.from, to: data.to };
  }
  return null;
}

/** What the pitch draws: each cell's counter (-1: none) and the ball's cell (-1: nowhere). */
export interface PitchPieces {
  readonly counterAt: readonly number[];
  readonly ball: number;
  /** The ball waits on the centre spot, drawn on the halfway line under `ball`'s cell. */
  readonly centre: boolean;
}

/**
 * The pieces to draw: the view's, or an animation frame's (see glide.ts). Only cells of the
 * pitch are ever drawn on: a counter or ball with no cell is left out, never put elsewhere.
 */
export function pitchPieces(
  view: Pick<GolazoView, 'cells' | 'carrier' | 'kickOffTeam'>,
  frame: { readonly cells: readonly number[]; readonly ball: number } | null,
  home: number,
): PitchPieces {
  const counterAt = countersByCell(frame ?? view);
  const { cell, centre } = frame ? { cell: frame.ball, centre: false } : ballCell(view, home);
  return { counterAt, ball: onPitch(cell) ? cell : NONE, centre };
}
