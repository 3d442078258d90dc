/**
 * The registry of games: the only door through which platform code (bots, lab, server, CLI,
 * web) reaches a concrete game. Adding a game means adding its folder and one line here.
 */
import type { AgentFactory } from '../core/agent.ts';
import { matchdayError, type MatchdayError } from '../core/errors.ts';
import type { BotCeilings } from '../core/ceilings.ts';
import type { Evaluation } from '../core/evaluation.ts';
import type { Action, AnyGame } from '../core/game.ts';
import { err, ok, type Result } from '../core/result.ts';
import type { LabProbe } from '../lab/probe.ts';
import { goal } from './goal/engine.ts';
import { goalProbe } from './goal/lab.ts';
import { goalHeuristic } from './goal/heuristic.ts';
import { goalkeepersCeilings } from './goalkeepers/best-response.ts';
import { goalkeepers } from './goalkeepers/engine.ts';
import { goalkeepersHeuristic } from './goalkeepers/heuristic.ts';
import { goalkeepersProbe } from './goalkeepers/lab.ts';
import { goalkeepersOptimal, goalkeepersOptimalActions } from './goalkeepers/optimal.ts';
import { nextGoalWinsProbe } from './next-goal-wins/lab.ts';
import { nextGoalWinsSeason } from './next-goal-wins/season/engine.ts';
import { seasonEvaluation } from './next-goal-wins/season/evaluation.ts';
import { seasonHeuristic } from './next-goal-wins/season/heuristic.ts';

/** Every game of the catalogue, by the id used in URLs, records and the CLI. */
export const GAME_IDS = [
  'next-goal-wins',
  'goal',
  'supernatural-soccer',
  'golazo',
  'goalkeepers',
] as const;
export type GameId = (typeof GAME_IDS)[number];

export interface CatalogueEntry {
  readonly id: GameId;
  readonly title: string;
  readonly minSeats: number;
  readonly maxSeats: number;
  /** One sentence for the home page and `matchday games`. */
  readonly summary: string;
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
  /** What the balance lab counts of this game beyond the generic figures (see src/lab/probe.ts). */
  readonly probe?: LabProbe;
}

export const CATALOGUE: Readonly<Record<GameId, CatalogueEntry>> = {
  'next-goal-wins': {
    id: 'next-goal-wins',
    title: 'Next Goal Wins',
    minSeats: 2,
    maxSeats: 6,
    summary: 'Draft seven footballers and play a league of dice-driven one-on-one matches.',
  },
  goal: {
    id: 'goal',
    title: 'Goal!',
    minSeats: 2,
    maxSeats: 4,
    summary: 'The card game of shooting and saving formations, built card by card in order.',
  },
  'supernatural-soccer': {
    id: 'supernatural-soccer',
    title: 'Supernatural Soccer',
    minSeats: 2,
    maxSeats: 4,
    summary: 'Two-a-side wizards on a hex pitch, with Game Changer cards and an eight-sided die.',
  },
  golazo: {
    id: 'golazo',
    title: 'Golazo',
    minSeats: 2,
    // Two teams of eleven counters; up to two people a side until its own issue says otherwise.
    maxSeats: 4,
    summary: 'Eleven-a-side on a grid pitch, moved by action cards and decided by Golazo dice.',
  },
  goalkeepers: {
    id: 'goalkeepers',
    title: 'Goalkeepers',
    minSeats: 2,
    maxSeats: 5,
    summary: 'Push-your-luck soccer dice: keep your goals, pass penalties, win shoot-outs.',
  },
};

/** The games that can be played now; the rest of the catalogue is marked as coming. */
export const PLAYABLE: Readonly<Partial<Record<GameId, PlayableGame>>> = {
  'next-goal-wins': {
    engine: nextGoalWinsSeason,
    heuristic: seasonHeuristic,
    evaluation: seasonEvaluation,
    probe: nextGoalWinsProbe,
  },
  goal: { engine: goal, heuristic: goalHeuristic, probe: goalProbe },
  goalkeepers: {
    engine: goalkeepers,
    heuristic: goalkeepersHeuristic,
    optimal: goalkeepersOptimal,
    optimalActions: goalkeepersOptimalActions,
    ceilings: goalkeepersCeilings,
    probe: goalkeepersProbe,
  },
};

export function isGameId(id: string): id is GameId {
  return (GAME_IDS as readonly string[]).includes(id);
}

/** Finds a playable game by id, or says why there is none. */
export function findGame(id: string): Result<PlayableGame, MatchdayError> {
  if (!isGameId(id)) {
    return err(
      matchdayError('unknown-game', `Unknown game '${id}'. Games: ${GAME_IDS.join(', ')}.`),
    );
  }
  const playable = PLAYABLE[id];
  if (!playable)
    return err(matchdayError('game-not-ready', `${CATALOGUE[id].title} is not playable yet.`));
  return ok(playable);
}

/** The engine resolver that record replay needs. */
export function resolveEngine(id: string): Result<AnyGame, MatchdayError> {
  const found = findGame(id);
  return found.ok ? ok(found.value.engine) : found;
}

export function playableGames(): PlayableGame[] {
  return GAME_IDS.flatMap((id) => PLAYABLE[id] ?? []);
}
