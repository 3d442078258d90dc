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
  // No evaluation: rollouts judge the lab's shape, about 40 ms a game against about 0.14 ms for a
  // heuristic game (some 300 games' cost at 2 seats), so 1 game in 2,500 adds about 12% on top
  // of the shape's 1% per game (docs/lab.md, "The sample a rollout-judged shape rests on";
  // --shape-every K for a denser sample).
  shapeSample: 2_500,
};
