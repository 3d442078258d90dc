/** Golazo in the web app: its board and where its running score is in a view. */
import type { GameUi } from '../types.ts';
import { GolazoBoard } from './Board.tsx';
import { isGolazoView } from './view.ts';

export const golazoUi: GameUi = {
  Board: GolazoBoard,
  // The shell scores seats: each seat has its team's goals (GZ-12.1: a team is seats t, t + 2).
  scores: (view) =>
    isGolazoView(view)
      ? Array.from({ length: view.seats }, (_, seat) => view.scores[seat % 2] ?? 0)
      : null,
};
