/**
 * The heuristic bot (SS-12), read from its own view only: it goes for the ball, carries it
 * towards the other goal, kicks when a kick scores often enough, attacks the carrier, and
 * answers an opponent's Game Changer with a Counter Card when it holds one.
 */
import type { Agent, AgentFactory, Decision } from '../../core/agent.ts';
import type { Action, Seat } from '../../core/game.ts';
import {
  CELL_Q,
  CELL_R,
  CELLS,
  GOAL_OF,
  GOAL_ZONES,
  NONE,
  cellAt,
  distance,
  neighbour,
} from './board.ts';
import { ATTACK, COMMIT, KICK, MOVE, PASS, STAY, Kind, playAction } from './actions.ts';
import type { SupernaturalView } from './view.ts';

/** SS-12.1: a kick is worth committing when it scores at least this often. */
export const KICK_WORTH = 0.25;

/** Each hex's mirror image across the field's middle (x → -x, same row). */
const MIRROR: readonly number[] = Array.from({ length: CELLS }, (_, cell) =>
  cellAt(-(CELL_Q[cell] as number) - (CELL_R[cell] as number), CELL_R[cell] as number),
);
const LINES = [0, 1, 2, 3, 4, 5] as const;
/** The same lines mirrored: east ↔ west, south-east ↔ south-west, north-west ↔ north-east. */
const MIRRORED_LINES = [3, 2, 1, 0, 5, 4] as const;

export const supernaturalHeuristic: AgentFactory<SupernaturalView> = () => heuristicAgent;

const heuristicAgent: Agent<SupernaturalView> = {
  act(d: Decision<SupernaturalView>): Action {
    const first = d.legal[0] as Action;
    if (d.legal.length === 1) return first;
    const v = d.view;
    if (v.step === 'commit') return chooseCommit(v, d.seat, d.legal);
    if (v.step === 'window') return chooseAnswer(v, d.seat, d.legal);
    if (v.step === 'combat') return ATTACK;
    if (first === STAY) return chooseMove(v, d.legal);
    if (first >= KICK && first < KICK + 6) return chooseKick(v, d.legal).action;
    return first;
  },
};

const teamOfSeat = (v: SupernaturalView, seat: Seat): number =>
  v.controllers.findIndex((c) => c === seat) >> 1;

/** The goal `team` attacks: the other team's zone. */
const goalOf = (team: number): readonly number[] => GOAL_ZONES[1 - team] as readonly number[];

const toGoal = (cell: number, team: number): number =>
  Math.min(...goalOf(team).map((g) => distance(cell, g)));

/** SS-12.1: the carrier kicks when a kick scores often enough; everybody else moves. */
function chooseCommit(v: SupernaturalView, seat: Seat, legal: readonly Action[]): Action {
  const first = 2 * v.turnTeam;
  const w = [first, first + 1].find((x) => v.controllers[x] === seat && !v.committed[x]) ?? NONE;
  if (w === v.carrier && legal.includes(COMMIT + 1)) {
    const kicks = [0, 1, 2, 3, 4, 5]
      .filter((d) => neighbour(v.ball, d) !== NONE)
      .map((d) => KICK + d);
    if (chooseKick(v, kicks).scores >= KICK_WORTH) return COMMIT + 1;
  }
  return COMMIT;
}

/**
 * SS-12.2: the carrier heads for the other goal; a wizard without the ball heads for the ball
 * (taking it when it can), and next to the carrier when an opponent has it.
 */
function chooseMove(v: SupernaturalView, legal: readonly Action[]): Action {
  const w = v.current;
  const team = w >> 1;
  const aim = (cell: number): number => {
    if (v.carrier === w) return toGoal(cell, team) * 10 + (GOAL_OF[cell] === 1 - team ? -100 : 0);
    if (v.carrier !== NONE && v.carrier >> 1 === team) return toGoal(cell, team) * 10;
    return distance(cell, v.ball) * 10 + (cell === v.ball ? -100 : 0);
  };
  let best = legal[0] as Action;
  let bestScore = Infinity;
  for (const a of legal) {
    const cell = a === STAY ? (v.wizards[w] as number) : a - MOVE;
    // Ties go to the first hex in reading order, west to east for Landraeth and mirrored
    // (east to west) for Mornoch: each prefers its forward hex, so both teams play alike.
    const score = aim(cell) * CELLS + (team === 0 ? (MIRROR[cell] as number) : cell);
    if (score < bestScore) {
      best = a;
      bestScore = score;
    }
  }
  return best;
}

/** SS-12.1: the kick that lands in the other goal zone most often, then nearest to it. */
export function chooseKick(
  v: SupernaturalView,
  kicks: readonly Action[],
): { action: Action; scores: number } {
  const team = v.carrier >> 1;
  let best = { action: kicks[0] as Action, scores: -1, value: -Infinity };
  // Lines tried in mirrored orders (east first for Mornoch, west first for Landraeth), so
  // that ties break alike for both.
  for (const d of team === 0 ? LINES : MIRRORED_LINES) {
    const a = KICK + d;
    if (!kicks.includes(a)) continue;
    let scores = 0;
    let value = 0;
    for (let roll = 1; roll <= 8; roll++) {
      const cell = landing(v, a - KICK, roll);
      const zone = GOAL_OF[cell];
      if (zone === 1 - team) scores += 1 / 8;
      value -= (zone === team ? 100 : toGoal(cell, team)) / 8;
    }
    value += scores * 100;
    if (value > best.value) best = { action: a, scores, value };
  }
  return { action: best.action, scores: best.scores };
}

/** SS-7.2/7.3 from a view: where the ball lands for a roll. */
function landing(v: SupernaturalView, direction: number, roll: number): number {
  let steps = v.heavy ? Math.ceil(roll / 2) : roll;
  if (v.long) steps += 2;
  let cell = v.ball;
  for (let k = 0; k < steps; k++) {
    const next = neighbour(cell, direction);
    if (next === NONE) break;
    cell = next;
    if (!v.ghost && v.wizards.includes(cell)) break;
  }
  return cell;
}

/**
 * SS-12.3: an opponent's Game Changer on top of the chain is answered with a Counter Card;
 * an opponent carrying the ball near this bot's goal is sent home; otherwise it passes.
 */
function chooseAnswer(v: SupernaturalView, seat: Seat, legal: readonly Action[]): Action {
  const team = teamOfSeat(v, seat);
  const top = v.chain[v.chain.length - 1];
  const counter = playAction(Kind.Counter, 0);
  if (
    top &&
    v.controllers.findIndex((c) => c === top.seat) >> 1 !== team &&
    legal.includes(counter)
  )
    return counter;
  if (v.chain.length === 0 && v.carrier !== NONE && v.carrier >> 1 !== team) {
    const sendHome = playAction(Kind.SentHome, v.carrier);
    if (toGoal(v.ball, 1 - team) <= 4 && legal.includes(sendHome)) return sendHome;
  }
  return PASS;
}
