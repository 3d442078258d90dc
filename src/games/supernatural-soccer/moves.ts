/**
 * Moving things on the field: a wizard's reachable hexes (SS-6), the ball's flight (SS-7),
 * sending a wizard home (SS-8.4, SS-9) and pushing one along a line (Telekinesis).
 */
import { CELLS, NONE, STARTS, distance, neighbour } from './board.ts';
import type { SsState } from './state.ts';

/** SS-6.1: hexes a move covers, with and without the ball. */
export const MOVE_RANGE = 6;
export const CARRY_RANGE = 4;

/**
 * SS-6.2/6.3: every hex `wizard` can reach this move, breadth first through hexes holding no
 * wizard and not the ball (entering the ball's hex ends a move, so it is a destination only),
 * each with the hex it was reached from in `s.cameFrom` (-1: not reached): one shortest path
 * per destination, always the same. Kept until the field changes.
 */
export function reach(s: SsState, wizard: number): void {
  if (s.reachOf === wizard && s.reachAt === s.version) return;
  s.reachOf = wizard;
  s.reachAt = s.version;
  const { cameFrom, queue } = s;
  cameFrom.fill(NONE);
  const from = s.cellOf[wizard] as number;
  cameFrom[from] = from;
  queue[0] = from;
  const range = s.carrier === wizard ? CARRY_RANGE : MOVE_RANGE;
  for (let head = 0, tail = 1, depth = 0, layerEnd = 1; head < tail; head++) {
    if (head === layerEnd) {
      depth++;
      layerEnd = tail;
    }
    if (depth === range) break;
    const cell = queue[head] as number;
    // SS-6.3: the ball's hex ends the move; nothing is reached through it.
    if (cell !== from && cell === s.ball) continue;
    for (let d = 0; d < 6; d++) {
      const next = neighbour(cell, d);
      if (next === NONE || cameFrom[next] !== NONE || s.wizardAt[next] !== NONE) continue;
      cameFrom[next] = cell;
      queue[tail++] = next;
    }
  }
}

/** Whether `cell` is a destination of the last search (not the start). */
export function reached(s: SsState, cell: number): boolean {
  return s.cameFrom[cell] !== NONE && s.cameFrom[cell] !== cell;
}

/** The hexes passed on the way to `to`, excluding start and end (after `reach`). */
export function pathTo(s: SsState, to: number): number[] {
  const path: number[] = [];
  const from = s.cellOf[s.reachOf] as number;
  for (let cell = s.cameFrom[to] as number; cell !== from; cell = s.cameFrom[cell] as number)
    path.push(cell);
  return path.reverse();
}

/** Puts `wizard` on `cell`; it takes the ball if it lands on the ball's hex (SS-6.3). */
export function place(s: SsState, wizard: number, cell: number): void {
  s.wizardAt[s.cellOf[wizard] as number] = NONE;
  s.cellOf[wizard] = cell;
  s.wizardAt[cell] = wizard;
  if (s.carrier === wizard) s.ball = cell;
  else if (s.ball === cell) s.carrier = wizard;
  s.version++;
}

/**
 * SS-8.4, SS-9.3: the wizards in `mask` (bit w for wizard w) go back to their starting spaces
 * together; a carrier among them leaves the ball where it stood, and another wizard whose
 * starting space holds the loose ball takes it (SS-6.3). RULING (SS-9.3): if another wizard
 * stands on the starting space, the wizard goes to the free hex nearest to it (the
 * lowest-numbered of the nearest).
 */
export function sendHome(s: SsState, mask: number): void {
  // SS-8.4, SS-9.3: the carrier sent home is without the ball, even when it lands on it (on
  // its own starting space); 1.0.0 gave it straight back.
  const dropped = s.firstEdition ? NONE : s.carrier;
  for (let w = 0; w < s.cellOf.length; w++) {
    if (((mask >> w) & 1) === 0) continue;
    if (s.carrier === w) s.carrier = NONE;
    s.wizardAt[s.cellOf[w] as number] = NONE;
  }
  for (let w = 0; w < s.cellOf.length; w++) {
    if (((mask >> w) & 1) === 0) continue;
    const cell = freeNear(s, STARTS[w] as number);
    s.cellOf[w] = cell;
    s.wizardAt[cell] = w;
    if (s.ball === cell && w !== dropped) s.carrier = w;
  }
  s.version++;
}

function freeNear(s: SsState, start: number): number {
  if (s.wizardAt[start] === NONE) return start;
  let best = NONE;
  for (let cell = 0; cell < CELLS; cell++) {
    if (s.wizardAt[cell] !== NONE) continue;
    if (best === NONE || distance(cell, start) < distance(best, start)) best = cell;
  }
  return best;
}

/**
 * SS-7.2/7.3: the ball flies `steps` hexes along `direction` from its hex. It stops at the
 * field's edge, and at the first wizard in its path, who takes it; a ghost ball flies through
 * wizards and is taken only by one standing where it lands. Returns the hexes it passed,
 * landing hex last.
 */
export function fly(s: SsState, direction: number, steps: number, ghost: boolean): number[] {
  const passed = flight(s, direction, steps, ghost);
  const cell = passed.length > 0 ? (passed[passed.length - 1] as number) : s.ball;
  s.ball = cell;
  s.carrier = s.wizardAt[cell] as number;
  s.version++;
  return passed;
}

/**
 * SS-7.2/7.3: the hexes the ball would pass flying `steps` hexes along `direction` from its
 * hex, landing hex last, the state untouched (what `fly` does, and what a board shows).
 */
export function flight(s: SsState, direction: number, steps: number, ghost: boolean): number[] {
  const passed: number[] = [];
  let cell = s.ball;
  for (let k = 0; k < steps; k++) {
    const next = neighbour(cell, direction);
    if (next === NONE) break;
    cell = next;
    passed.push(cell);
    if (!ghost && s.wizardAt[cell] !== NONE) break;
  }
  return passed;
}

/**
 * SS-9.2 Telekinesis: `wizard` slides up to 3 hexes along `direction`, stopping before another
 * wizard or the edge; a carrier takes the ball along, and a wizard entering the ball's hex takes
 * it and stops.
 */
export function push(s: SsState, wizard: number, direction: number): void {
  let cell = s.cellOf[wizard] as number;
  for (let k = 0; k < 3; k++) {
    const next = neighbour(cell, direction);
    if (next === NONE || s.wizardAt[next] !== NONE) break;
    cell = next;
    if (s.carrier !== wizard && cell === s.ball) break;
  }
  place(s, wizard, cell);
}
