/**
 * Golazo's evaluation for search bots (src/core/evaluation.ts): at the start of a turn, each
 * team's chances from the score and where the ball is, so that a playout need not run a whole
 * match of random moves (random players score about once in four matches). Mid-turn it says
 * nothing, and the playout plays the turn out first.
 */
import type { Evaluation } from '../../core/evaluation.ts';
import { NONE, ROWS, rowOf, teamOfCounter } from './board.ts';
import { Phase, type GolazoState } from './state.ts';

/** How much a goal's lead, and the ball on the other team's goal line, are worth (logits). */
const GOAL = 1.5;
const BALL = 0.8;

export const golazoEvaluation: Evaluation = (state, rewards) => {
  const s = state as GolazoState;
  if (s.phase !== Phase.Roll || s.carrier === NONE) return false;
  const t = teamOfCounter(s.carrier);
  // How far the ball is up the pitch for the team that has it, 0 to 1.
  const row = rowOf(s.cellOf[s.carrier] as number);
  const reach = (t === 0 ? row : ROWS - 1 - row) / (ROWS - 1);
  const lead = (s.scores[0] as number) - (s.scores[1] as number);
  const logit = GOAL * lead + (t === 0 ? 1 : -1) * BALL * reach;
  const reds = 1 / (1 + Math.exp(-logit));
  for (let seat = 0; seat < s.seats; seat++) rewards[seat] = seat % 2 === 0 ? reds : 1 - reds;
  return true;
};
