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
  // No evaluation: rollouts judge the lab's shape, about 8 ms a game against about 6 µs for a
  // heuristic game (some 1,200 games' cost at 2 seats), so 1 game in 20,000 adds about 6% on top
  // of the shape's 4% per game (docs/lab.md, "The sample a rollout-judged shape rests on";
  // --shape-every K for a denser sample).
  shapeSample: 20_000,
};
