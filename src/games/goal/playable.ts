/** Goal! as the registry loads it on demand (src/games/registry.ts). */
import type { PlayableGame } from '../../core/playable.ts';
import { goalActionIds } from './action-name.ts';
import { goal } from './engine.ts';
import { goalHeuristic } from './heuristic.ts';
import { goalProbe } from './lab.ts';

export const playable: PlayableGame = {
  engine: goal,
  heuristic: goalHeuristic,
  probe: goalProbe,
  // Every code names the same card or action in every state (actions.ts actionInfo reads the code
  // alone), by its card: 16 ids (action-name.ts).
  actionIds: goalActionIds,
};
