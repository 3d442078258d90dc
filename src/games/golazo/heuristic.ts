/**
 * The heuristic bot (GZ-14): plays football from its own view only. With the ball it moves the
 * ball forward (passes first, then dribbles) towards the spaces of the key events and pushes
 * its other counters up to receive; without it, it tackles when it may and closes the carrier
 * down with its nearest counters. It always takes a key event, springs its cards when it may,
 * and picks shot and save targets at random (every target is alike, so any fixed habit could
 * be read).
 */
import type { Agent, AgentFactory, Decision } from '../../core/agent.ts';
import type { Action } from '../../core/game.ts';
import { Rng } from '../../core/rng.ts';
import { ABILITY, CHOOSE, END, MOVE, PLAY, pieceOf, targetCellOf } from './actions.ts';
import { Ability } from './managers.ts';
import {
  AREA_OF,
  BALL,
  CROSS_DICE,
  LONG_SHOT_SPACE,
  ROWS,
  counterOf,
  distance,
  halfOf,
  rowOf,
  teamOfCounter,
} from './board.ts';
import { Card } from './cards.ts';
import type { GolazoView } from './view.ts';

/** GZ-14.1: how far up the pitch a cell is for team `t` (0 at its own goal line). */
const forward = (t: number, cell: number): number =>
  t === 0 ? rowOf(cell) : ROWS - 1 - rowOf(cell);

/** GZ-14.1: what a cell is worth to a carrier of team `t`: the key events it opens. */
function chanceAt(t: number, cell: number): number {
  if (AREA_OF[cell] === 1 - t) return 8;
  if (cell === LONG_SHOT_SPACE[1 - t]) return 4;
  if (CROSS_DICE[cell] && halfOf(cell) === 1 - t) return 1 + CROSS_DICE[cell];
  return 0;
}

function moveScore(v: GolazoView, t: number, action: Action): number {
  if (action === END) return 0;
  if (action === PLAY + Card.SecondWind) return 20;
  // GZ-14.1: Extra Legs at once; the other abilities of the moves are left alone.
  if (action === ABILITY + Ability.ExtraLegs) return 19;
  if (action < MOVE) return 0;
  const piece = pieceOf(action);
  const to = targetCellOf(action);
  const carrierCell = v.cells[v.carrier] as number;
  const attacking = teamOfCounter(v.carrier) === t;
  if (piece === BALL || piece === v.carrier) {
    // GZ-14.1: the ball forward, into the spaces where a key event waits.
    const gain =
      forward(t, to) - forward(t, carrierCell) + chanceAt(t, to) - chanceAt(t, carrierCell);
    return gain + (piece === BALL ? 0.5 : 0);
  }
  const from = v.cells[piece] as number;
  if (attacking) {
    // GZ-14.1: the others push up to just ahead of the ball and into the box.
    const wanted = forward(t, carrierCell) + 2;
    const before = Math.abs(forward(t, from) - wanted);
    const after = Math.abs(forward(t, to) - wanted);
    return 0.3 * (before - after) + (AREA_OF[to] === 1 - t && AREA_OF[from] !== 1 - t ? 0.5 : 0);
  }
  // GZ-14.2: tackle when it may, else the nearest counters close the carrier down; never a
  // slide tackle (GZ-13.2), which loses the ball's chase more often than it wins it.
  if (to === carrierCell) return v.canTackle ? 10 : -10;
  const closer = distance(from, carrierCell) - distance(to, carrierCell);
  return closer * (distance(from, carrierCell) <= 4 ? 1 : 0.25);
}

function best(d: Decision<GolazoView>, rng: Rng, score: (action: Action) => number): Action {
  let choice = d.legal[0] as Action;
  let top = -Infinity;
  for (const action of d.legal) {
    const value = score(action) + rng.float() * 0.01;
    if (value > top) {
      top = value;
      choice = action;
    }
  }
  return choice;
}

function decide(d: Decision<GolazoView>, rng: Rng): Action {
  const v = d.view;
  const t = d.seat % 2;
  const last = d.legal[d.legal.length - 1] as Action;
  switch (v.phase) {
    case 'commit':
      return d.legal[rng.int(d.legal.length)] as Action;
    case 'key-event':
    case 'window':
      return last;
    case 'kick-off':
      return d.legal.includes(CHOOSE + counterOf(t, 9)) ? CHOOSE + counterOf(t, 9) : last;
    case 'choose':
    case 'clearance':
      return best(d, rng, (action) => {
        if (action < CHOOSE || (action >= ABILITY && action < MOVE)) return 0;
        const cell = action >= MOVE ? targetCellOf(action) : (v.cells[action - CHOOSE] as number);
        return forward(t, cell) - 3;
      });
    case 'moves':
      return best(d, rng, (action) => moveScore(v, t, action));
    default:
      return d.legal[0] as Action;
  }
}

export const golazoHeuristic: AgentFactory<GolazoView> = (_seat, seed) => {
  const rng = Rng.fromSeed(seed);
  const agent: Agent<GolazoView> = {
    act: (d) => (d.legal.length === 1 ? (d.legal[0] as Action) : decide(d, rng)),
    reset: (fresh) => {
      rng.copyFrom(fresh);
    },
  };
  return agent;
};
