/**
 * Next Goal Wins as the registry loads it on demand (src/games/registry.ts): the season, which
 * embeds the match engine and passes its decisions through.
 */
import type { PlayableGame } from '../../core/playable.ts';
import { nextGoalWinsActionIds } from './action-name.ts';
import { nextGoalWinsProbe } from './lab.ts';
import { nextGoalWinsSeason } from './season/engine.ts';
import { seasonEvaluation } from './season/evaluation.ts';
import { seasonHeuristic } from './season/heuristic.ts';

export const playable: PlayableGame = {
  engine: nextGoalWinsSeason,
  heuristic: seasonHeuristic,
  evaluation: seasonEvaluation,
  probe: nextGoalWinsProbe,
  actionIds: nextGoalWinsActionIds,
};
