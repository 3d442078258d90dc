/**
 * The final whistle of a season's match: the result as a scoreboard with who scored and how,
 * the cards and injuries, and the match board frozen at full time (no control), until the
 * viewer moves on to what the season does next (events, tactics, transfers: NGW-24). The
 * season goes on meanwhile; a decision of the viewer's waits for it.
 */
import type { ReactElement } from 'react';
import type { GameEvent, SeatSummary } from '../../protocol.ts';
import { seatLabel } from '../../table/words.ts';
import { finalMatchView, matchEventsOf, matchStory } from './full-time.ts';
import type { FullTimeShown } from './full-time-memory.ts';
import { Match } from './MatchBoard.tsx';
import { Story } from './MatchStory.tsx';
import { isDeciding, type SeasonView } from './season.ts';

interface FullTimeProps {
  readonly view: SeasonView;
  readonly shown: FullTimeShown;
  readonly seats: readonly SeatSummary[];
  readonly log: readonly GameEvent[];
  readonly onMoveOn: () => void;
}

export function FullTime({ view, shown, seats, log, onMoveOn }: FullTimeProps): ReactElement {
  const { fixture, result } = shown;
  const events = matchEventsOf(log, fixture) ?? [];
  const story = matchStory(events, [result.home, result.away]);
  const frozen = finalMatchView(shown.match, result.goals, story.attacks);
  const names: readonly [string, string] = [
    seatLabel(seats, result.home),
    seatLabel(seats, result.away),
  ];
  const [home, away] = result.goals;
  const deciding = view.viewer >= 0 && isDeciding(view, view.viewer);
  return (
    <section className="ngw-season__match ngw-fulltime" aria-label="Full time">
      <div className="ngw-fulltime__whistle">
        <p className="ngw-fulltime__label" aria-live="polite">
          Full time · Match {fixture + 1} of {view.schedule.length}
        </p>
        <p
          className="ngw-fulltime__score"
          aria-label={`Final score: ${names[0]} ${home}, ${names[1]} ${away}`}
        >
          <span className="ngw-fulltime__name">{names[0]}</span>
          <strong className="ngw-fulltime__goals">{home}</strong>
          <span aria-hidden="true">–</span>
          <strong className="ngw-fulltime__goals">{away}</strong>
          <span className="ngw-fulltime__name">{names[1]}</span>
        </p>
        <p className="ngw-fulltime__verdict">
          {home === away
            ? 'A draw: a point each.'
            : `Three points to ${names[home > away ? 0 : 1]}.`}
        </p>
        <Story story={story} names={names} seats={seats} />
        <div className="ngw-fulltime__next">
          <button
            type="button"
            className="button button--primary ngw-fulltime__continue"
            onClick={onMoveOn}
          >
            {moveOnWords(view)}
          </button>
          {deciding && <p className="ngw-panel__note">A decision of yours is waiting.</p>}
        </div>
      </div>
      <Match
        key={`full-time/${fixture}`}
        view={frozen}
        seats={seats}
        legal={[]}
        busy={false}
        log={events}
        sideSeats={[result.home, result.away]}
      />
    </section>
  );
}

/** Where the button leads: the after-match, the next match already under way, the table. */
function moveOnWords(view: SeasonView): string {
  if (view.phase === 'over') return 'See the final table';
  if (view.phase === 'match') return `On to match ${view.fixture + 1}`;
  return 'On to the after-match';
}
