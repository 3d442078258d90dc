/**
 * Next Goal Wins in the web app: its board, and each seat's score: league points in a season
 * (NGW-23.4), goals in the one-match mode.
 */
import type { GameUi } from '../types.ts';
import { NextGoalWinsBoard } from './Board.tsx';
import { isSeasonView, pointsBySeat } from './season.ts';
import { isNextGoalWinsView } from './view.ts';

export const nextGoalWinsUi: GameUi = {
  Board: NextGoalWinsBoard,
  scores: (view) => {
    if (isSeasonView(view)) {
      if (view.mode === 'season') return pointsBySeat(view);
      return view.match && isNextGoalWinsView(view.match)
        ? view.match.teams.map((t) => t.goals)
        : null;
    }
    return isNextGoalWinsView(view) ? view.teams.map((t) => t.goals) : null;
  },
};
