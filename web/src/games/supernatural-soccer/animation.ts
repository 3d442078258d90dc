/**
 * What the field animates for events new since it last drew (SS-6, SS-7, SS-8): a wizard
 * sliding hex by hex along its way, the dice tumbling and then the ball flying a kick's path,
 * the dice of a combat tumbling. Each frame lasts one step of the shared speed setting; with
 * animations off there are no frames and the field shows the view at once.
 */
import { CELLS, NONE, neighbour } from '../../../../src/games/supernatural-soccer/board.ts';
import type { GameEvent } from '../../protocol.ts';
import type { SupernaturalView } from './view.ts';

/** One step of an animation: what is drawn away from where the view has it. */
export interface Frame {
  /** A wizard on its way, e.g. { wizard: 1, cell: 40 }. */
  readonly wizard?: { readonly wizard: number; readonly cell: number };
  /** The ball, loose, on its way, e.g. 44. */
  readonly ball?: number;
  /** The dice are in the air: their faces are not shown yet. */
  readonly rolling?: boolean;
}

/** Steps the dice tumble before their faces show. */
export const TUMBLE_STEPS = 2;

/** More new events than this at once is a catch-up (a reload, a seat handed over): no show. */
export const MOST_ANIMATED = 24;

/** A hex of the field: a move or kick naming anything else (-1, past the field) is not shown. */
const isCell = (n: unknown): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= 0 && n < CELLS;

/**
 * A shortest way from `from` to `to` (both excluded) that passes no hex in `blocked`, as the
 * engine's search finds it (SS-6.2: directions in order, no wizard's hex, never through the
 * ball's); [] when they are neighbours or no such way exists.
 */
export function wayBetween(
  from: number,
  to: number,
  blocked: ReadonlySet<number>,
  ball: number = NONE,
): number[] {
  const cameFrom = new Map<number, number>([[from, from]]);
  const queue = [from];
  for (let head = 0; head < queue.length && !cameFrom.has(to); head++) {
    const cell = queue[head] as number;
    if (cell !== from && cell === ball) continue;
    for (let d = 0; d < 6; d++) {
      const next = neighbour(cell, d);
      if (next === NONE || cameFrom.has(next) || (blocked.has(next) && next !== to)) continue;
      cameFrom.set(next, cell);
      queue.push(next);
    }
  }
  if (!cameFrom.has(to)) return [];
  const way: number[] = [];
  for (let cell = cameFrom.get(to) as number; cell !== from; cell = cameFrom.get(cell) as number)
    way.push(cell);
  return way.reverse();
}

type FieldView = Pick<SupernaturalView, 'wizards' | 'ball'>;

function moveFrames(data: Readonly<Record<string, unknown>>, view: FieldView): Frame[] {
  const { wizard, from, to } = data;
  if (!isCell(wizard) || !isCell(from) || !isCell(to) || from === to) return [];
  const others = new Set(view.wizards.filter((_, w) => w !== wizard));
  const way = wayBetween(from, to, others, to === view.ball ? NONE : view.ball);
  return [from, ...way, to].map((cell) => ({ wizard: { wizard, cell } }));
}

function kickFrames(data: Readonly<Record<string, unknown>>): Frame[] {
  const { from, path } = data;
  if (!isCell(from) || !Array.isArray(path)) return [];
  const tumble: Frame[] = Array.from({ length: TUMBLE_STEPS }, () => ({
    rolling: true,
    ball: from,
  }));
  return [...tumble, ...path.filter(isCell).map((cell) => ({ ball: cell }))];
}

/** The frames that show `events`, in order; none for a catch-up. */
export function framesOf(events: readonly GameEvent[], view: FieldView): Frame[] {
  if (events.length > MOST_ANIMATED) return [];
  return events.flatMap((event): Frame[] => {
    if (!event.data) return [];
    if (event.kind === 'move') return moveFrames(event.data, view);
    if (event.kind === 'kick') return kickFrames(event.data);
    if (event.kind === 'combat')
      return Array.from({ length: TUMBLE_STEPS }, () => ({ rolling: true }));
    return [];
  });
}

/**
 * The frames still to play once `fresh` events arrive while `left` are unplayed: the new ones
 * queue behind them, so nothing being shown is cut short. A catch-up (too many events at
 * once, or none because the log was replaced) ends the show at once.
 */
export function queueFrames(
  left: readonly Frame[],
  fresh: readonly GameEvent[],
  view: FieldView,
): Frame[] {
  if (fresh.length === 0 || fresh.length > MOST_ANIMATED) return [];
  return [...left, ...framesOf(fresh, view)];
}
