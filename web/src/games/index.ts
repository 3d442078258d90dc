/**
 * Each game's board by game id: one line per game. A game without a line is played in the
 * generic shell, from the table in words and the legal actions as buttons.
 */
import { goalUi } from './goal/index.ts';
import { goalkeepersUi } from './goalkeepers/index.ts';
import { nextGoalWinsUi } from './next-goal-wins/index.ts';
import type { GameUi } from './types.ts';

const GAME_UIS: Readonly<Record<string, GameUi | undefined>> = {
  goal: goalUi,
  goalkeepers: goalkeepersUi,
  'next-goal-wins': nextGoalWinsUi,
};

export function gameUi(game: string): GameUi | undefined {
  return GAME_UIS[game];
}
