/**
 * A season of Next Goal Wins on one screen (NGW-20 on): the round and what the season waits
 * for; the panel of the phase (the draft, loans, the match in play, an event, a transfer
 * window, a card to let go, the champion); the viewer's own squad and tactics whenever it is
 * not playing a match; and around them the league table, the schedule with its results and
 * what the table knows of every seat. The match in play is the match board on `view.match`:
 * its two sides play it, everybody else watches it live with no control. A match seen live
 * ends on its full time (FullTime.tsx) until the viewer moves on.
 */
import type { ReactElement } from 'react';
import type { LegalChoice } from '../../protocol.ts';
import { nameSeats } from '../../table/words.ts';
import type { BoardProps } from '../types.ts';
import { FullTime } from './FullTime.tsx';
import { LeagueTable, Schedule } from './League.tsx';
import { Match } from './MatchBoard.tsx';
import { Players } from './Players.tsx';
import {
  panelOf,
  playsMatch,
  sideSeats,
  sinceMatchStart,
  stageWords,
  type SeasonView,
} from './season.ts';
import { NO_SEASON_CHOICES, sortSeasonChoices } from './season-choices.ts';
import type { SeasonControls } from './season-controls.ts';
import { SeasonPanel } from './SeasonPanel.tsx';
import { SquadPanel } from './SquadPanel.tsx';
import { useFullTime } from './useFullTime.ts';
import { isNextGoalWinsView } from './view.ts';
import './season.css';

type SeasonBoardProps = Omit<BoardProps, 'view'> & { readonly view: SeasonView };

export function SeasonBoard(props: SeasonBoardProps): ReactElement {
  const { view, seats, legal, onChoose, busy, log } = props;
  const words = (text: string): string => nameSeats(text, seats);
  const controls: SeasonControls = {
    choices: onChoose ? sortSeasonChoices(legal) : NO_SEASON_CHOICES,
    busy,
    words,
    viewer: view.viewer,
    ...(onChoose
      ? {
          play: (choice: LegalChoice) => {
            onChoose(choice);
          },
        }
      : {}),
  };
  const fullTime = useFullTime(view);
  const panel = panelOf(view);
  const match = panel === 'match' && isNextGoalWinsView(view.match) ? view.match : null;
  const playing = match !== null && playsMatch(view);
  const round =
    view.phase === 'over'
      ? `Final table after ${view.rounds} rounds`
      : view.round === 0
        ? 'The draft'
        : `Round ${view.round} of ${view.rounds}`;
  // Playing a match, the season's bar is a note in the match's own bar: the match, its hand
  // and its controls have the first screen (#37).
  const inMatch = playing && !fullTime.shown;
  return (
    <div className="ngw-season-area">
      <div className="ngw-season" data-phase={view.phase}>
        {!inMatch && (
          <header className="ngw-season__bar">
            <p className="ngw-season__round">{round}</p>
            <p className="ngw-season__stage" aria-live="polite">
              {words(stageWords(view))}
            </p>
          </header>
        )}
        <div className="ngw-season__main">
          {fullTime.shown ? (
            <FullTime
              view={view}
              shown={fullTime.shown}
              seats={seats}
              log={log}
              onMoveOn={fullTime.moveOn}
            />
          ) : match ? (
            <section className="ngw-season__match" aria-label="The match in play">
              {!playing && (
                <p className="ngw-season__watching">
                  {`Match ${view.fixture + 1} of ${view.schedule.length}: `}
                  {view.viewer >= 0
                    ? 'you are watching this match live; your squad waits for its own.'
                    : 'watching live.'}
                </p>
              )}
              <Match
                key={`${view.viewer}/${view.fixture}`}
                {...props}
                view={match}
                sideSeats={sideSeats(view)}
                log={sinceMatchStart(log)}
                {...(playing
                  ? { season: `${round}, match ${view.fixture + 1} of ${view.schedule.length}` }
                  : {})}
              />
            </section>
          ) : (
            <SeasonPanel view={view} controls={controls} seats={seats} log={log} />
          )}
          {/* At full time the match has the screen; the squad is back with the after-match. */}
          {view.hand && !playing && !fullTime.shown && (
            <SquadPanel view={view} controls={controls} />
          )}
          <News view={view} words={words} />
        </div>
        <aside className="ngw-season__frame" aria-label="The league">
          <LeagueTable view={view} seats={seats} />
          <Schedule view={view} seats={seats} />
          <Players view={view} seats={seats} words={words} />
        </aside>
      </div>
    </div>
  );
}

/** The season's latest happenings the viewer may read (NGW-30.5), newest first. */
function News({
  view,
  words,
}: {
  view: SeasonView;
  words: (text: string) => string;
}): ReactElement | null {
  const lines = view.log.slice(-6).reverse();
  if (lines.length === 0) return null;
  return (
    <section className="ngw-news" aria-label="Latest in the season">
      <h2 className="ngw-season__heading">Latest</h2>
      <ul className="ngw-news__list">
        {lines.map((line, i) => (
          <li key={view.log.length - i} className={line.public ? '' : 'ngw-news__private'}>
            {words(line.text)}
            {!line.public && <span className="ngw-news__only"> (only you see this)</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
