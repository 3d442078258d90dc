/**
 * A game that can be played, as its own folder assembles it (src/games/<id>/playable.ts) and
 * the registry loads it on demand: its engine, its heuristic bot and whatever else it offers
 * bots and the lab. Types only, so a game depends on nothing but the core.
 */
import type { ActionIds } from './action-name.ts';
import type { AgentFactory } from './agent.ts';
import type { BotCeilings } from './ceilings.ts';
import type { Evaluation } from './evaluation.ts';
import type { Action, AnyGame } from './game.ts';
import type { LabProbe } from './probe.ts';

/**
 * Changes a game makes to a bot level's generic plan (src/bots/levels.ts), where the plan does
 * not fit it, e.g. playouts guided by its heuristic to the next point its evaluation judges.
 */
export interface LevelTuning {
  /** Iterations per decision where results must be reproducible, e.g. 300. */
  readonly iterations?: number;
  /**
   * The weight of the guide's choice as a prior at every node, e.g. 10: a strong guide is
   * worth more than the generic plan's weight of a plain heuristic.
   */
  readonly priorWeight?: number;
  /** Playout steps played by the game's heuristic before random play takes over, e.g. 60. */
  readonly heuristicSteps?: number;
  /** Whether playouts stop where the game's evaluation judges, e.g. true for a long game. */
  readonly evaluate?: boolean;
  /**
   * Where a game's turns are long chains of single moves (Golazo: up to a dozen steps a team),
   * so that tree search spends its budget on one step at a time: the level is then the rollout
   * bot over the game's heuristic (src/bots/search/rollout.ts), trying every legal action on
   * this many sampled worlds per decision, with playouts stopped by the game's `evaluation`.
   * Its budget is counted in worlds, so it plays alike at both paces.
   */
  readonly rolloutWorlds?: number;
  /**
   * The policy the level's search follows, as its prior and in its playouts, in place of the
   * game's heuristic: e.g. an expert that knows more of the game than the heuristic bot that
   * players meet as an opponent of its own.
   */
  readonly guide?: AgentFactory;
}

/** A game that can be played: its engine, its heuristic bot and, where solved, its optimal bot. */
export interface PlayableGame {
  readonly engine: AnyGame;
  readonly heuristic: AgentFactory;
  readonly optimal?: AgentFactory;
  /**
   * Where solved: the optimal choices among `legal` in a seat's view, or undefined where the
   * solution says nothing (another kind of decision, a seat count not solved). Yardsticks
   * measure how often a bot's choice is one of them.
   */
  readonly optimalActions?: (
    view: unknown,
    legal: readonly Action[],
  ) => readonly Action[] | undefined;
  /**
   * Where solved: the exact most anyone can win against the random and the heuristic bot with
   * these (raw) options, two seats, seats swapped. Targets for bots are read against them.
   */
  readonly ceilings?: (options: unknown) => BotCeilings;
  /**
   * Where the game can judge a position before its end: search bots stop their playouts there
   * (see src/core/evaluation.ts).
   */
  readonly evaluation?: Evaluation;
  /** Where the generic levels need tuning to this game, by level name (e.g. 'hard'). */
  readonly levelTuning?: Readonly<Partial<Record<'easy' | 'normal' | 'hard', LevelTuning>>>;
  /** What the balance lab counts of this game beyond the generic figures (see ./probe.ts). */
  readonly probe?: LabProbe;
  /**
   * The row of the lab's cards metric each legal action counts in, as a number (./action-name.ts),
   * cheaper than its ActionInfo; without it the lab asks actionInfo for every legal action of
   * every decision.
   */
  readonly actionIds?: ActionIds;
  /**
   * Where the game has no `evaluation`, so that short rollouts judge the course of a game for the
   * lab's shape (src/lab/rollouts.ts, hundreds to thousands of times a game's own cost): the lab
   * judges 1 game in this many by default (a run's `shapeEvery` overrides it), e.g. 8192, fixed
   * from the measured cost so that the shape adds at most about 15% to a run with heuristic bots
   * (docs/lab.md, "The sample a rollout-judged shape rests on"). Absent: the lab's SHAPE_SAMPLE.
   */
  readonly shapeSample?: number;
}
