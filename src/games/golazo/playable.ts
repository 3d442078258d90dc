/** Golazo as the registry loads it on demand (src/games/registry.ts). */
import type { PlayableGame } from '../../core/playable.ts';
import { golazoActionIds } from './action-name.ts';
import { golazo } from './engine.ts';
import { golazoEvaluation } from './evaluation.ts';
import { golazoHeuristic } from './heuristic.ts';
import { golazoProbe } from './lab.ts';

export const playable: PlayableGame = {
  engine: golazo,
  heuristic: golazoHeuristic,
  probe: golazoProbe,
  evaluation: golazoEvaluation,
  actionIds: golazoActionIds,
  levelTuning: {
    // Issue #33: random playouts to the final whistle almost never score (random players score
    // about once in four matches), so every move looked alike to easy and it drew 12 of 16
    // games against random; cut off where the evaluation judges (the next turn's roll), the
    // playouts read how far the ball got (docs/bots.md).
    easy: { evaluate: true },
    normal: { evaluate: true },
    // A team's turn is up to a dozen single moves: hard improves on the heuristic one decision
    // at a time instead of searching a tree of steps (design.md, "Search bots").
    hard: { rolloutWorlds: 10 },
  },
};
