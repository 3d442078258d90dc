/** Supernatural Soccer as the registry loads it on demand (src/games/registry.ts). */
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
    hard: { iterations: 1000, heuristicSteps: 60, guide: supernaturalExpert, priorWeight: 10 },
  },
  probe: supernaturalProbe,
};
