/** Next Goal Wins in the web app: its board, and each seat's goals as its score. */
import type { GameUi } from '../types.ts';
import { NextGoalWinsBoard } from './Board.tsx';
import { isNextGoalWinsView } from './view.ts';

export const nextGoalWinsUi: GameUi = {
  Board: NextGoalWinsBoard,
  scores: (view) => (isNextGoalWinsView(view) ? view.teams.map((t) => t.goals) : null),
};
