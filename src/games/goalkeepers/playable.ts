/** Goalkeepers as the registry loads it on demand (src/games/registry.ts). */
import { smallIds } from '../../core/action-name.ts';
import type { PlayableGame } from '../../core/playable.ts';
import { goalkeepersCeilings } from './best-response.ts';
import { GOALKEEPERS_ACTIONS } from './actions.ts';
import { goalkeepers } from './engine.ts';
import { goalkeepersHeuristic } from './heuristic.ts';
import { goalkeepersProbe } from './lab.ts';
import { goalkeepersOptimal, goalkeepersOptimalActions } from './optimal.ts';

export const playable: PlayableGame = {
  engine: goalkeepers,
  heuristic: goalkeepersHeuristic,
  optimal: goalkeepersOptimal,
  optimalActions: goalkeepersOptimalActions,
  ceilings: goalkeepersCeilings,
  probe: goalkeepersProbe,
  // Every code names the same action in every state (actions.ts actionInfo reads the code alone),
  // and there are 25 codes: each its own small id.
  actionIds: smallIds(GOALKEEPERS_ACTIONS.end, (code) => code),
};
