/**
 * The bot levels players pick (easy, normal, hard), each a configuration of the search bot
 * over the game's own heuristic bot. A level thinks for a number of iterations where results
 * must be reproducible (tests, the lab, the CLI), and for a number of milliseconds in live play
 * (the server), where it always answers in time.
 */
import type { AgentFactory } from '../core/agent.ts';
import type { PlayableGame } from '../games/registry.ts';
import { searchAgent, type SearchSettings } from './search/ismcts.ts';
import { rolloutAgent } from './search/rollout.ts';

export const BOT_LEVELS = ['easy', 'normal', 'hard'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** How a level's budget is counted: in iterations (reproducible) or on the clock (live play). */
export type Pace = 'iterations' | 'live';

export interface LevelPlan {
  /** Iterations per decision where results must be reproducible, e.g. 1000. */
  readonly iterations: number;
  /**
   * Milliseconds per decision in live play, e.g. 150: on top of the tables' pause before a bot
   * moves, and short enough that a shared worker pool keeps up with many tables.
   */
  readonly milliseconds: number;
  /**
   * The weight of the game's heuristic as a prior at every node (progressive bias, in reward
   * units), e.g. 3; 0 for none.
   */
  readonly priorWeight: number;
  /** UCB's exploration constant, e.g. 0.35. */
  readonly exploration: number;
  /** Playout steps played by the game's heuristic before random play takes over (0: all random). */
  readonly heuristicSteps: number;
  /** Whether playouts stop where the game's evaluation (if it has one) can judge them. */
  readonly evaluate: boolean;
}

/**
 * The levels. Easy searches a little with random playouts: better than random play, weaker
 * than the heuristic. Normal follows the heuristic as a prior and searches enough to correct
 * it. Hard adds heuristic playouts (their first steps: a heuristic costs far more than a random
 * pick), stops them where the game can judge the position (its evaluation, where it has one)
 * and has a larger budget. `npm run bench:bots` measures them against each other.
 *
 * Why these numbers (measured with paired seeds against the heuristic bot): random playouts
 * misjudge moves (random play is not how either side plays), so a search that strays from the
 * heuristic on their word loses to it: at Next Goal Wins a prior of weight 1 won 40% of decided
 * games, of weight 3 about 53%, and 57% with exploration 0.35. Heuristic playout steps turned
 * Goal! from about 54% to 73–79%. With Next Goal Wins' evaluation (NGW-18.4) hard judges each
 * playout at the next attack's start instead of by random play to the final whistle; it
 * measured as fast and as strong as without (2,000 to 8,000 iterations with it all won 50–57%
 * of decided games against the heuristic, about what the best response found by other means
 * wins, docs/bots.md), and its estimates no longer lean on random play of later attacks.
 */
export const LEVELS: Readonly<Record<BotLevel, LevelPlan>> = {
  easy: {
    iterations: 200,
    milliseconds: 50,
    priorWeight: 0,
    exploration: 0.7,
    heuristicSteps: 0,
    evaluate: false,
  },
  normal: {
    iterations: 1000,
    milliseconds: 150,
    priorWeight: 3,
    exploration: 0.35,
    heuristicSteps: 0,
    evaluate: false,
  },
  hard: {
    iterations: 2000,
    milliseconds: 500,
    priorWeight: 3,
    exploration: 0.35,
    heuristicSteps: 6,
    evaluate: true,
  },
};

/**
 * The search settings of a level for a game, with its budget counted as `pace` says and
 * multiplied by `timeScale` (e.g. 0.2 where tests play whole games; iterations rounded, at
 * least one). `clock`, in milliseconds, is what a live budget is read from (default: the
 * search's, wall time); bench:bots gives the thread's CPU time, so that a loaded machine
 * plays its live budgets as a quiet core would.
 */
export function levelSettings(
  level: BotLevel,
  game: PlayableGame,
  pace: Pace,
  timeScale = 1,
  clock?: () => number,
): SearchSettings {
  // A game's own tuning, where it has one, overrides the generic plan (src/core/playable.ts).
  const plan = { ...LEVELS[level], ...game.levelTuning?.[level] };
  const guide = guideOf(game, level);
  return {
    budget:
      pace === 'live'
        ? { milliseconds: plan.milliseconds * timeScale }
        : { iterations: Math.max(1, Math.round(plan.iterations * timeScale)) },
    exploration: plan.exploration,
    prior: plan.priorWeight > 0 ? guide : undefined,
    priorWeight: plan.priorWeight,
    rollout: plan.heuristicSteps > 0 ? guide : undefined,
    rolloutDepth: plan.heuristicSteps,
    evaluation: plan.evaluate ? game.evaluation : undefined,
    ...(clock ? { clock } : {}),
  };
}

/** The bot a level's search follows: the game's own guide for it, or its heuristic. */
function guideOf(game: PlayableGame, level: BotLevel): AgentFactory {
  return game.levelTuning?.[level]?.guide ?? game.heuristic;
}

export function levelAgent(
  level: BotLevel,
  game: PlayableGame,
  pace: Pace,
  timeScale = 1,
  clock?: () => number,
): AgentFactory {
  // A game of long multi-move turns may ask for the rollout bot at a level (LevelTuning).
  const tuning = game.levelTuning?.[level];
  if (tuning?.rolloutWorlds !== undefined)
    return rolloutAgent(game.engine, {
      worlds: tuning.rolloutWorlds,
      policy: guideOf(game, level),
      evaluation: game.evaluation,
    });
  return searchAgent(game.engine, levelSettings(level, game, pace, timeScale, clock));
}
