/**
 * Supernatural Soccer's evaluation for search bots (src/core/evaluation.ts). A game runs to
 * hundreds of actions, so a playout cannot reach its end; it stops where an action phase
 * starts and judges the round's odds from the field (SS-13.2), then the game's from the score
 * with every later round even.
 */
import type { Evaluation } from '../../core/evaluation.ts';
import { NONE, distance } from './board.ts';
import { bestKickOdds, toGoal, type Field } from './judge.ts';
import { Step, type SsState } from './state.ts';

/**
 * SS-13.2: logits of Mornoch's odds of winning the round, per unit of each term, fitted by
 * logistic regression to 19,662 phase starts of 600 heuristic games (design.md).
 */
export const LOGITS = {
  /** Per hex of the ball's progress from Mornoch's goal towards Landraeth's. */
  progress: 0.106,
  /** Mornoch holding the ball (Landraeth's holding it counts the same against). */
  possession: 0.305,
  /** Per hex Mornoch's nearest wizard is nearer the loose ball than Landraeth's (±3). */
  nearer: 0.027,
  /** Mornoch about to act (Landraeth: the same against). */
  tempo: 0.257,
  /** The share of die faces that score from the carrier's hex, its team about to act. */
  kick: 1.938,
} as const;

/** The most points a game may need (SS-4.3). */
const MOST = 7;

/**
 * WIN[target][a][b]: the chance that team 0 wins from a score of a to b when every round is
 * even. Filled once; the evaluation mixes two entries with the round's odds.
 */
const WIN: number[][][] = Array.from({ length: MOST + 1 }, (_, target) => {
  const win = Array.from({ length: target + 1 }, () => new Array<number>(target + 1).fill(0));
  for (let a = target; a >= 0; a--)
    for (let b = target; b >= 0; b--) {
      const row = win[a] as number[];
      if (a === target) row[b] = b === target ? 0.5 : 1;
      else if (b === target) row[b] = 0;
      else row[b] = ((win[a + 1] as number[])[b] as number) / 2 + (row[b + 1] as number) / 2;
    }
  return win;
});

/** The chance that team 0 wins the game when it wins the round under way with `round`. */
export function gameOdds(target: number, a: number, b: number, round: number): number {
  const win = WIN[target] as number[][];
  return (
    round * ((win[a + 1] as number[])[b] as number) +
    (1 - round) * ((win[a] as number[])[b + 1] as number)
  );
}

/** SS-13.2: the chance that team 0 wins the round under way, from the field. */
export function roundOdds(s: SsState): number {
  const tempo = s.turnTeam === 0 ? 1 : -1;
  let logit = LOGITS.progress * (toGoal(s.ball, 1) - toGoal(s.ball, 0)) + LOGITS.tempo * tempo;
  if (s.carrier === NONE) logit += LOGITS.nearer * nearerBy(s);
  else {
    const team = s.carrier >> 1;
    const side = team === 0 ? 1 : -1;
    logit += LOGITS.possession * side;
    if (team === s.turnTeam) logit += LOGITS.kick * side * bestKickOdds(fieldOf(s), team);
  }
  return 1 / (1 + Math.exp(-logit));
}

/** How many hexes Mornoch's nearest wizard is nearer the loose ball than Landraeth's, ±3. */
function nearerBy(s: SsState): number {
  let own = Infinity;
  let other = Infinity;
  s.cellOf.forEach((cell, w) => {
    const d = distance(cell, s.ball);
    if (w >> 1 === 0) own = Math.min(own, d);
    else other = Math.min(other, d);
  });
  return Math.max(-3, Math.min(3, other - own));
}

const fieldOf = (s: SsState): Field => ({
  cells: s.cellOf,
  ball: s.ball,
  carrier: s.carrier,
  turnTeam: s.turnTeam,
  commits: s.commits,
  done: s.done,
  ghost: s.ghost,
  heavy: s.heavy,
  long: s.long,
});

export const supernaturalEvaluation: Evaluation = (state, rewards) => {
  const s = state as SsState;
  // SS-13.1: only where an action phase starts: nothing committed, no chain, no kick pending.
  if (s.step !== Step.Commit || s.commits[2 * s.turnTeam] !== NONE) return false;
  const [a = 0, b = 0] = s.scores;
  const p = gameOdds(s.target, a, b, roundOdds(s));
  for (let seat = 0; seat < s.seats; seat++) rewards[seat] = s.teamOfSeat[seat] === 0 ? p : 1 - p;
  return true;
};
