/**
 * Supernatural Soccer's evaluation for search bots (src/core/evaluation.ts). A game runs to
 * hundreds of actions, so a playout cannot reach its end; it stops where no chain is open
 * and judges the field (judge.ts) as the chance of winning the round, then the game from the
 * score with every later round even.
 */
import type { Evaluation } from '../../core/evaluation.ts';
import { NONE } from './board.ts';
import { fieldValue, type Field } from './judge.ts';
import { Step, type SsState } from './state.ts';

/**
 * The field's value (judge.ts) worth one logit of the round's odds, and the logit the team
 * about to act gains by acting first: fitted to 13,000 phase starts of 400 heuristic games
 * (19.1 and 0.27; design.md).
 */
export const ROUND_SCALE = 20;
export const TEMPO = 0.27;
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

/** The chance that team 0 wins the round under way, from the field's value for it. */
export function roundOdds(s: SsState): number {
  const field: Field = {
    cells: s.cellOf,
    ball: s.ball,
    carrier: s.carrier,
    turnTeam: s.turnTeam,
    commits: s.commits,
    done: s.done,
    ghost: s.ghost,
    heavy: s.heavy,
    long: s.long,
  };
  const logit = fieldValue(field, 0) / ROUND_SCALE + (s.turnTeam === 0 ? TEMPO : -TEMPO);
  return 1 / (1 + Math.exp(-logit));
}

export const supernaturalEvaluation: Evaluation = (state, rewards) => {
  const s = state as SsState;
  // SS-5.2: only where an action phase starts: nothing committed, no chain, no kick pending.
  if (s.step !== Step.Commit || s.commits[2 * s.turnTeam] !== NONE) return false;
  const [a = 0, b = 0] = s.scores;
  const p = gameOdds(s.target, a, b, roundOdds(s));
  for (let seat = 0; seat < s.seats; seat++) rewards[seat] = s.teamOfSeat[seat] === 0 ? p : 1 - p;
  return true;
};
