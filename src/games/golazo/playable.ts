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
  // A team's turn is up to a dozen single moves: hard improves on the heuristic one decision at
  // a time instead of searching a tree of steps (design.md, "Search bots").
  levelTuning: { hard: { rolloutWorlds: 10 } },
};
