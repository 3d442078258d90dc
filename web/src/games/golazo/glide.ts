/**
 * What the board animates (issue #17, "the opponent's and bots' steps animated"), kept apart
 * from the DOM: the pitch's frames between the placement last drawn and the new one, read from
 * the log's new events. A counter's step or dribble slides it one cell; a pass sends the ball
 * along its lane cell by cell; a tackle takes the ball to the tackler. The viewer's own moves
 * are not animated (the person just clicked them), and anything this does not know how to
 * replay (a goal's reset, a box cleared, a card moving counters) ends the frames: the board
 * then draws the new view as it is, so a frame can be missing but never wrong.
 */
import type { GameEvent } from '../../../../src/core/game.ts';
import { COLUMNS, NONE, columnOf, rowOf } from '../../../../src/games/golazo/board.ts';
import type { GolazoView } from './view.ts';

/** Where the pieces stand: each counter's cell (-1 off the pitch) and the ball's carrier. */
export interface Placement {
  /** Each counter's cell, e.g. cells[8] = 60 for Reds #9 on f7. */
  readonly cells: readonly number[];
  /** The counter with the ball, e.g. 8, or -1. */
  readonly carrier: number;
}

/** One picture of an animation: the pieces, where the ball is drawn, the move being shown. */
export interface Frame extends Placement {
  /** The cell the ball is drawn on, e.g. its carrier's, or a cell of a pass's lane. */
  readonly ball: number;
  /** The move this frame belongs to, highlighted as the last move while it plays. */
  readonly from: number;
  readonly to: number;
}

export const placementOf = (view: GolazoView): Placement => ({
  cells: view.cells,
  carrier: view.carrier,
});

/**
 * Events that move nothing on the pitch, so replaying goes on past them ('pass' without a
 * move's cells is a window's moment let go, GZ-9.11).
 */
const STILL = new Set([
  'start-roll',
  'roll',
  'end-moves',
  'window-point',
  'pass',
  'decline',
  'draw',
  'manager',
  'shot',
  'commit',
  'team-commit',
  'reveal',
  'cross',
  'clearance',
]);

/** The cells a pass crosses from `from` to `to` (GZ-5.3: a straight or diagonal line). */
export function laneCells(from: number, to: number): number[] {
  const dx = Math.sign(columnOf(to) - columnOf(from));
  const dy = Math.sign(rowOf(to) - rowOf(from));
  const step = dy * COLUMNS + dx;
  const cells: number[] = [];
  if (step === 0) return cells;
  for (let cell = from + step; cell !== to; cell += step) cells.push(cell);
  cells.push(to);
  return cells;
}

interface Move {
  readonly kind: string;
  readonly seat: number | undefined;
  readonly counter: number;
  readonly from: number;
  readonly to: number;
}

/** A move event's details, or null for any other event. */
function moveOf(event: GameEvent): Move | null {
  const data = event.data;
  if (!data || typeof data.from !== 'number' || typeof data.to !== 'number') return null;
  const counter = typeof data.counter === 'number' ? data.counter : NONE;
  return { kind: event.kind, seat: event.seat, counter, from: data.from, to: data.to };
}

/** The frames of one move from `at`, or null when it does not fit `at` (the log lost track). */
function replay(at: Placement, move: Move): Frame[] | null {
  const { from, to } = move;
  const base = { from, to };
  if (move.kind === 'step' || move.kind === 'dribble') {
    if (at.cells[move.counter] !== from) return null;
    const cells = at.cells.slice();
    cells[move.counter] = to;
    const ball = move.counter === at.carrier ? to : ballOf(at);
    return [{ ...base, cells, carrier: at.carrier, ball }];
  }
  if (move.kind === 'tackle') {
    if (at.cells[move.counter] !== from) return null;
    return [{ ...base, cells: at.cells, carrier: move.counter, ball: from }];
  }
  if (move.kind === 'pass') {
    if (ballOf(at) !== from) return null;
    const receiver = at.cells.indexOf(to);
    if (receiver < 0) return null;
    return laneCells(from, to).map((ball) => ({
      ...base,
      cells: at.cells,
      carrier: receiver,
      ball,
    }));
  }
  return null;
}

/** GZ-8.3: a counter gets the ball from a clearance or a card; the ball lands on it at once. */
function received(at: Placement, event: GameEvent): Frame[] | null {
  const counter = event.data?.counter;
  if (event.kind !== 'receive' || typeof counter !== 'number') return null;
  const cell = at.cells[counter] ?? NONE;
  if (cell === NONE) return null;
  return [{ cells: at.cells, carrier: counter, ball: cell, from: ballOf(at), to: cell }];
}

const ballOf = (at: Placement): number => (at.carrier >= 0 ? (at.cells[at.carrier] ?? NONE) : NONE);

/**
 * The frames that show `events` (the log's new events, oldest first) played from `start`
 * (what the pitch drew before them), for a person seated at `viewer`: the others' moves only,
 * the viewer's own applied without frames. Stops at the first event it cannot replay.
 */
export function glideFrames(
  start: Placement,
  events: readonly GameEvent[],
  viewer: number,
): Frame[] {
  const frames: Frame[] = [];
  let at = start;
  for (const event of events) {
    const move = moveOf(event);
    if (!move && STILL.has(event.kind)) continue;
    const played = move ? replay(at, move) : received(at, event);
    if (!played) return frames;
    const last = played[played.length - 1];
    if (!last) return frames;
    if (event.seat === undefined || event.seat !== viewer) frames.push(...played);
    at = last;
  }
  return frames;
}
