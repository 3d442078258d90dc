/** Goal! as the registry loads it on demand (src/games/registry.ts). */
import { IDS_BY_CODE } from '../../core/action-name.ts';
import type { PlayableGame } from '../../core/playable.ts';
import { goal } from './engine.ts';
import { goalHeuristic } from './heuristic.ts';
import { goalProbe } from './lab.ts';

export const playable: PlayableGame = {
  engine: goal,
  heuristic: goalHeuristic,
  probe: goalProbe,
  // Every code names the same card or action in every state (actions.ts actionInfo reads the code
  // alone).
  actionIds: IDS_BY_CODE,
};
