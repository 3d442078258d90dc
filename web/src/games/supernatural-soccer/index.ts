/** Supernatural Soccer in the web app: its board and where its running score is in a view. */
import type { GameUi } from '../types.ts';
import { SupernaturalBoard } from './Board.tsx';
import './board.css';
import { isSupernaturalView } from './view.ts';

export const supernaturalSoccerUi: GameUi = {
  Board: SupernaturalBoard,
  // The shell's scoreboard is by seat: each seat scores its team's points.
  scores: (view) =>
    isSupernaturalView(view)
      ? Array.from({ length: view.seats }, (_, seat) => {
          const wizard = view.controllers.indexOf(seat);
          return wizard < 0 ? 0 : (view.scores[wizard >> 1] ?? 0);
        })
      : null,
};
