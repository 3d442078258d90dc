/** Supernatural Soccer as the registry loads it on demand (src/games/registry.ts). */
import { IDS_BY_CODE } from '../../core/action-name.ts';
import type { PlayableGame } from '../../core/playable.ts';
import { supernaturalSoccer } from './engine.ts';
import { supernaturalEvaluation } from './evaluation.ts';
import { supernaturalExpert } from './expert.ts';
import { supernaturalHeuristic } from './heuristic.ts';
import { supernaturalProbe } from './lab.ts';

export const playable: PlayableGame = {
  engine: supernaturalSoccer,
  heuristic: supernaturalHeuristic,
  evaluation: supernaturalEvaluation,
  levelTuning: {
    // Issue #33: random playouts to the end run about 3,000 actions, so the live budgets
    // (50 and 150 ms) bought easy 5 and normal 26 iterations a decision; cut off where the
    // evaluation judges (the next action phase's start), they buy hundreds (docs/bots.md).
    easy: { evaluate: true },
    normal: { evaluate: true },
    hard: { iterations: 1000, heuristicSteps: 60, guide: supernaturalExpert, priorWeight: 10 },
  },
  probe: supernaturalProbe,
  // Every code names the same kind, side and card in every state (engine.ts baseInfo).
  actionIds: IDS_BY_CODE,
};
