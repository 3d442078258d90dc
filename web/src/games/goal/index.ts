/** Goal! in the web app: its board, and each seat's score as its side's goals. */
import type { GameUi } from '../types.ts';
import { GoalBoard } from './Board.tsx';
import { isGoalView } from './view.ts';

export const goalUi: GameUi = {
  Board: GoalBoard,
  scores: (view) => (isGoalView(view) ? view.sideOf.map((side) => view.goals[side] ?? 0) : null),
};
