/**
 * The heuristic bot (GZ-14): plays football from its own view only. With the ball it moves the
 * ball forward (passes first, then dribbles) towards the spaces of the key events and pushes
 * its other counters up to receive, keeping lanes open; without it, it tackles when it may,
 * closes the carrier down with its nearest counters and stands the others in the carrier's
 * lanes. It takes every key event that can score, plays its cards where they better a chance
 * or stop one, and picks shot and save targets at random (every target is alike, so any fixed
 * habit could be read).
 */
import type { Agent, AgentFactory, Decision } from '../../core/agent.ts';
import type { Action } from '../../core/game.ts';
import { Rng } from '../../core/rng.ts';
import {
  ABILITY,
  CHOOSE,
  CROSS,
  DECLINE,
  END,
  MOVE,
  PASS,
  PLAY,
  SHOOT,
  SUGGESTED,
  targetCellOf,
} from './actions.ts';
import { Ability } from './managers.ts';
import {
  AREA_OF,
  BALL,
  CELLS,
  CROSS_DICE,
  LONG_SHOT_SPACE,
  NONE,
  NUMBERED,
  ROWS,
  counterOf,
  halfOf,
  rowOf,
  teamOfCounter,
} from './board.ts';
import { Card } from './cards.ts';
import { cutsLane, laneOpen } from './lanes.ts';
import { stepsApart } from './moves.ts';
import type { GolazoView } from './view.ts';

/** What a lane kept open (attacking) or cut (defending) is worth against a row gained. */
const LANE = 0.4;
const CUT = 2;

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

/** FORWARD[t * CELLS + cell] and CHANCE[…]: `forward` and `chanceAt` as tables, for `score`. */
const FORWARD: Readonly<Int8Array> = Int8Array.from({ length: 2 * CELLS }, (_, i) =>
  forward(i < CELLS ? 0 : 1, i % CELLS),
);
const CHANCE: Readonly<Int8Array> = Int8Array.from({ length: 2 * CELLS }, (_, i) =>
  chanceAt(i < CELLS ? 0 : 1, i % CELLS),
);

/**
 * What a moves decision reads again and again, worked out once per decision: the occupancy of
 * the view's cells (a buffer reused from decision to decision: bots decide one at a time), the
 * carrier's terms, and per piece the terms of its present cell, which every one of its targets
 * is scored against. Each term is read from a table, as a move is scored some 11,000 times a
 * game; the scores are those of the formulas above, to the last bit.
 */
class MoveScorer {
  readonly at = new Int8Array(CELLS);
  /**
   * Per cell, whether a counter there has a lane open to the carrier (attacking) or cuts one
   * of its lanes (defending), as 0 or 1, or -1 until first needed: within a decision it
   * depends on the cell only (targets are empty cells, and a piece's own cell is skipped).
   */
  private readonly lanes = new Int8Array(CELLS);
  private cells: readonly number[] = [];
  private carrier = 0;
  private canTackle = false;
  private t = 0;
  /** `t * CELLS`: where team t's rows of FORWARD and CHANCE start. */
  private base = 0;
  private carrierCell = 0;
  private carrierForward = 0;
  private carrierChance = 0;
  private attacking = false;
  /** The piece whose present cell's terms follow (its moves come one after another). */
  private piece = NONE;
  private from = 0;
  private fromLane = 0;
  private fromForward = 0;
  private fromDistance = 0;

  setUp(v: GolazoView, t: number): void {
    const at = this.at;
    at.fill(NONE);
    const cells = v.cells;
    for (let counter = 0; counter < cells.length; counter++) {
      const cell = cells[counter] as number;
      if (cell !== NONE) at[cell] = counter;
    }
    this.lanes.fill(-1);
    this.cells = cells;
    this.carrier = v.carrier;
    this.canTackle = v.canTackle;
    this.t = t;
    this.base = t * CELLS;
    const carrierCell = cells[v.carrier] as number;
    this.carrierCell = carrierCell;
    this.carrierForward = FORWARD[this.base + carrierCell] as number;
    this.carrierChance = CHANCE[this.base + carrierCell] as number;
    this.attacking = teamOfCounter(v.carrier) === t;
    this.piece = NONE;
  }

  /** GZ-14.1: a lane open from the carrier to `cell`; GZ-14.2: a lane of its cut there. */
  private laneAt(cell: number): number {
    let lane = this.lanes[cell] as number;
    if (lane < 0) {
      const carrierCell = this.carrierCell;
      lane = Number(
        this.attacking
          ? laneOpen(this.at, carrierCell, cell, this.t)
          : cutsLane(this.at, carrierCell, cell, 1 - this.t),
      );
      this.lanes[cell] = lane;
    }
    return lane;
  }

  /** The terms of `piece`'s present cell, unless they are the last piece's. */
  private pieceFrom(piece: number): void {
    if (piece === this.piece) return;
    const from = this.cells[piece] as number;
    this.piece = piece;
    this.from = from;
    this.fromLane = this.laneAt(from);
    this.fromForward = FORWARD[this.base + from] as number;
    this.fromDistance = stepsApart(from, this.carrierCell);
  }

  /** GZ-14.1, GZ-14.2: one move's worth; the same as scoring it from scratch. */
  score(action: Action): number {
    if (action === END) return 0;
    if (action === PLAY + Card.SecondWind) return 20;
    // GZ-9.17: a Nutmeg gains a row for nothing; worth more than a dribble's step.
    if (action === PLAY + Card.Nutmeg) return 1.5;
    // GZ-14.1: Extra Legs at once; the other abilities of the moves are left alone.
    if (action === ABILITY + Ability.ExtraLegs) return 19;
    if (action < MOVE) return 0;
    const t = this.t;
    const code = action - MOVE;
    const piece = (code / CELLS) | 0;
    const to = code - piece * CELLS;
    const carrierCell = this.carrierCell;
    if (piece === BALL || piece === this.carrier) {
      // GZ-14.1: the ball forward, into the spaces where a key event waits.
      const gain =
        (FORWARD[this.base + to] as number) -
        this.carrierForward +
        (CHANCE[this.base + to] as number) -
        this.carrierChance;
      return gain + (piece === BALL ? 0.5 : 0);
    }
    this.pieceFrom(piece);
    const from = this.from;
    if (this.attacking) {
      // GZ-14.1: the others push up to just ahead of the ball and into the box.
      const wanted = this.carrierForward + 2;
      const before = Math.abs(this.fromForward - wanted);
      const after = Math.abs((FORWARD[this.base + to] as number) - wanted);
      // GZ-14.1: and keep a lane open to the ball.
      const lane = this.laneAt(to) - this.fromLane;
      return (
        0.3 * (before - after) +
        LANE * lane +
        (AREA_OF[to] === 1 - t && AREA_OF[from] !== 1 - t ? 0.5 : 0)
      );
    }
    // GZ-14.2: tackle when it may, else the nearest counters close the carrier down; never a
    // slide tackle (GZ-13.2), which loses the ball's chase more often than it wins it.
    if (to === carrierCell) return this.canTackle ? 10 : -10;
    const closer = this.fromDistance - stepsApart(to, carrierCell);
    // GZ-14.2: the others stand in the carrier's passing lanes.
    const cut = this.laneAt(to) - this.fromLane;
    return closer * (this.fromDistance <= 4 ? 1 : 0.25) + CUT * cut;
  }
}

const scorer = new MoveScorer();

function best(d: Decision<GolazoView>, rng: Rng, score: (action: Action) => number): Action {
  const legal = d.legal;
  let choice = legal[0] as Action;
  let top = -Infinity;
  for (let i = 0; i < legal.length; i++) {
    const action = legal[i] as Action;
    const value = score(action) + rng.float() * 0.01;
    if (value > top) {
      top = value;
      choice = action;
    }
  }
  return choice;
}

/** GZ-14.1: the numbered spaces of the other team's box that hold a counter of `t`. */
function runnersInTheBox(v: GolazoView, t: number): number {
  let runners = 0;
  for (const cell of NUMBERED[1 - t] as readonly number[]) {
    const on = v.cells.indexOf(cell);
    if (on >= 0 && teamOfCounter(on) === t) runners++;
  }
  return runners;
}

/**
 * GZ-14.1: a card that betters the chance first (Load the Box, Screamer), then the chance
 * itself; a cross with nobody on a numbered space cannot score, so it is let go and the ball
 * kept.
 */
function keyEvent(d: Decision<GolazoView>, t: number): Action {
  for (const card of [Card.LoadTheBox, Card.Screamer])
    if (d.legal.includes(PLAY + card)) return PLAY + card;
  if (d.legal.includes(CROSS) && runnersInTheBox(d.view, t) === 0) return DECLINE;
  for (const ability of [Ability.Sniper, Ability.TargetMan])
    if (d.legal.includes(ABILITY + ability)) return ABILITY + ability;
  return d.legal.find((a) => a >= SHOOT && a <= CROSS) ?? DECLINE;
}

/**
 * GZ-14.2: in the window, a card when the carrier threatens (a key event on offer, or within
 * four rows of the goal line): the tackle first (it keeps the ball in play), then the trap,
 * then the foul.
 */
function windowAnswer(d: Decision<GolazoView>, t: number): Action {
  const v = d.view;
  const at = v.cells[v.carrier] as number;
  const threat = chanceAt(1 - t, at) > 0 || forward(1 - t, at) >= ROWS - 5;
  if (!threat) return PASS;
  for (const card of [Card.LastDitchTackle, Card.OffsideTrap, Card.TacticalFoul])
    if (d.legal.includes(PLAY + card)) return PLAY + card;
  return PASS;
}

function decide(d: Decision<GolazoView>, rng: Rng): Action {
  const v = d.view;
  const t = d.seat % 2;
  const last = d.legal[d.legal.length - 1] as Action;
  switch (v.phase) {
    case 'commit':
      return d.legal[rng.int(d.legal.length)] as Action;
    case 'key-event':
      return keyEvent(d, t);
    case 'window':
      return windowAnswer(d, t);
    case 'place':
      // GZ-14.1: the suggested placement, nearest spaces first.
      return SUGGESTED;
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
      scorer.setUp(v, t);
      return best(d, rng, (action) => scorer.score(action));
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
