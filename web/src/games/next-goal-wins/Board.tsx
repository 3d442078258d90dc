/**
 * Next Goal Wins' board: a season (the season board around the match in play) or, in mode
 * 'match', the one match (MatchBoard.tsx). Views from before seasons were a match's own view,
 * and are drawn the same way.
 */
import type { ReactElement } from 'react';
import type { BoardProps } from '../types.ts';
import { Match } from './MatchBoard.tsx';
import { isSeasonView, sideSeats } from './season.ts';
import { SeasonBoard } from './SeasonBoard.tsx';
import { isNextGoalWinsView } from './view.ts';
import './board.css';

export function NextGoalWinsBoard(props: BoardProps): ReactElement {
  const { view } = props;
  if (isSeasonView(view)) {
    if (view.mode === 'season') return <SeasonBoard key={view.viewer} {...props} view={view} />;
    // Mode 'match' (NGW-20.2): the one match, drawn as it always was.
    if (view.match && isNextGoalWinsView(view.match))
      return <Match key={view.viewer} {...props} view={view.match} sideSeats={sideSeats(view)} />;
  }
  if (!isNextGoalWinsView(view)) return <p>This table is not a game of Next Goal Wins.</p>;
  // What one seat picked up stays with that seat: after a hot-seat hand-over, nothing is held.
  return <Match key={view.viewer} {...props} view={view} sideSeats={[0, 1]} />;
}
