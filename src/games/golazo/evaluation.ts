/**
 * Golazo's evaluation for search bots (src/core/evaluation.ts): at the start of a turn, each
 * team's chances from the score and from what the position promises in the next few turns, so
 * that a playout need not run a whole match (random players score about once in four matches,
 * and a match of heuristic play costs a search thousands of steps). Mid-turn it says nothing,
 * and the playout plays the turn out first.
 *
 * What a position promises is a linear estimate of the goal difference over the next three
 * turns, from the side of the team with the ball, fitted by least squares to heuristic
 * self-play (design.md, "Search bots", gives the fit and how to redo it).
 */
import type { Evaluation } from '../../core/evaluation.ts';
import {
  AREA_OF,
  COUNTERS,
  COUNTERS_PER_TEAM,
  CROSS_DICE,
  LONG_SHOT_SPACE,
  NONE,
  NUMBERED,
  ROWS,
  distance,
  halfOf,
  isKeeper,
  rowOf,
  teamOfCounter,
} from './board.ts';
import { pushPassTargets } from './moves.ts';
import { Phase, type GolazoState } from './state.ts';

/** A goal's lead in logits. */
const GOAL = 1.5;

/**
 * The fitted weights of `features`, in its order: the goal difference the team with the ball
 * can expect over the next three turns.
 */
const PROMISE: readonly number[] = [-0.573, 1.027, 0, 0.181, -0.148, 0.083, -0.007, 0.043, 0.102];

/** How far up the pitch a cell is for team `t`, 0 to 1. */
const reach = (t: number, cell: number): number =>
  (t === 0 ? rowOf(cell) : ROWS - 1 - rowOf(cell)) / (ROWS - 1);

const passes: number[] = [];

/**
 * What the position holds for the team with the ball, each from its side: a constant, how far
 * up its ball is, the key event its carrier stands on (shot, long shot, cross), its counters
 * on the other box's numbered spaces, opponents next to the carrier, its open passes forward,
 * and the other team's outfield counters between the ball and their goal.
 */
export function features(s: GolazoState): number[] {
  const t = teamOfCounter(s.carrier);
  const at = s.cellOf[s.carrier] as number;
  let runners = 0;
  for (const cell of NUMBERED[1 - t] as readonly number[]) {
    const on = s.pieceAt[cell] as number;
    if (on !== NONE && teamOfCounter(on) === t) runners++;
  }
  let pressure = 0;
  let behind = 0;
  for (let c = 0; c < COUNTERS; c++) {
    const cell = s.cellOf[c] as number;
    if (teamOfCounter(c) === t || cell === NONE || isKeeper(c)) continue;
    if (distance(cell, at) === 1) pressure++;
    if (reach(t, cell) > reach(t, at)) behind++;
  }
  passes.length = 0;
  pushPassTargets(s, passes);
  let forward = 0;
  for (const cell of passes) if (reach(t, cell) > reach(t, at)) forward++;
  return [
    1,
    reach(t, at),
    Number(AREA_OF[at] === 1 - t),
    Number(at === LONG_SHOT_SPACE[1 - t]),
    Number(CROSS_DICE[at] !== 0 && halfOf(at) === 1 - t),
    runners,
    pressure,
    forward,
    behind / (COUNTERS_PER_TEAM - 1),
  ];
}

export const golazoEvaluation: Evaluation = (state, rewards) => {
  const s = state as GolazoState;
  if (s.phase !== Phase.Roll || s.carrier === NONE) return false;
  const t = teamOfCounter(s.carrier);
  const x = features(s);
  let promise = 0;
  for (let i = 0; i < x.length; i++) promise += (x[i] as number) * (PROMISE[i] as number);
  const lead = (s.scores[0] as number) - (s.scores[1] as number);
  const reds = 1 / (1 + Math.exp(-GOAL * (lead + (t === 0 ? promise : -promise))));
  for (let seat = 0; seat < s.seats; seat++) rewards[seat] = seat % 2 === 0 ? reds : 1 - reds;
  return true;
};
