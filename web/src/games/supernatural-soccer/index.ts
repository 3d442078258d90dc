/** Supernatural Soccer in the web app: its board and where its running score is in a view. */
import { teamOfSeat } from '../../../../src/games/supernatural-soccer/teams.ts';
import type { GameUi } from '../types.ts';
import { SupernaturalBoard } from './Board.tsx';
import './board.css';
import { isSupernaturalView } from './view.ts';

export const supernaturalSoccerUi: GameUi = {
  Board: SupernaturalBoard,
  // The shell's scoreboard is by seat: each seat scores its team's points (SS-3.1's teams).
  scores: (view) =>
    isSupernaturalView(view)
      ? Array.from(
          { length: view.seats },
          (_, seat) => view.scores[teamOfSeat(view.seats, seat)] ?? 0,
        )
      : null,
};
