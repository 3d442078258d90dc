/** Goalkeepers in the web app: its board and where its running score is in a view. */
import type { GameUi } from '../types.ts';
import { GoalkeepersBoard } from './Board.tsx';
import { isGoalkeepersView } from './view.ts';

export const goalkeepersUi: GameUi = {
  Board: GoalkeepersBoard,
  scores: (view) => (isGoalkeepersView(view) ? view.points : null),
};
