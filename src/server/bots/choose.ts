/**
 * Runs one bot decision where its task is given: the same code inline and in a worker. Tables
 * are live play, so the levels think on the clock (milliseconds), unless the task says they
 * count iterations (a server started with BOT_PACE=iterations).
 */
import { botFor } from '../../bots/agents.ts';
import type { Action } from '../../core/game.ts';
import type { GameFinder } from '../games.ts';
import { asDecision, type BotTask } from './decision.ts';

export function choose(task: BotTask, find: GameFinder): Action {
  const game = find(task.game);
  if (!game.ok) throw new Error(game.error.message);
  const factory = botFor(task.descriptor, game.value, task.pace ?? 'live', task.timeScale);
  if (!factory.ok) throw new Error(factory.error.message);
  const { decision } = task;
  const action = factory.value(decision.seat, task.seed).act(asDecision(decision));
  if (!decision.legal.includes(action)) {
    throw new Error(`${task.descriptor} chose ${action}, which is not legal`);
  }
  return action;
}
