/** The grid test game in the web app (only a server with MATCHDAY_TEST_GAMES=1 serves it). */
import type { GameUi } from '../../types.ts';
import './board.css';
import { GridBoard, isGridView } from './Board.tsx';

export const gridUi: GameUi = {
  Board: GridBoard,
  scores: (view) => (isGridView(view) ? view.scores : null),
};
