/** Golazo in the web app: its board and where its running score is in a view. */
import type { GameUi } from '../types.ts';
import { teamOfSeat } from '../../../../src/games/golazo/constants.ts';
import { GolazoBoard } from './Board.tsx';
import { isGolazoView } from './view.ts';

export const golazoUi: GameUi = {
  Board: GolazoBoard,
  // The shell scores seats: each seat has its team's goals (GZ-12.1, the game's own teams).
  scores: (view) =>
    isGolazoView(view)
      ? Array.from({ length: view.seats }, (_, seat) => view.scores[teamOfSeat(seat)] ?? 0)
      : null,
};
