/**
 * Full time: the result in football's words and the sides' places and scores (resultWords),
 * at a rated table the new ratings and, when the game was rated as lost by leaving, so in words
 * (forfeitWords), the rematch button for players, the way to the replay.
 */
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import type { TableRatings } from '../../../src/server/ratings/wire.ts';
import type { Outcome, SeatSummary } from '../protocol.ts';
import { FullTimeRatings } from '../ratings/TableRatings.tsx';
import { forfeitWords, resultWords } from './resultWords.ts';
import { ordinal } from './words.ts';

interface OutcomePanelProps {
  readonly tableId: string;
  readonly outcome: Outcome;
  readonly seats: readonly SeatSummary[];
  /** The game's sides, e.g. [[0, 2], [1, 3]] (TableSummary.teams). */
  readonly teams: readonly (readonly number[])[];
  /** Asks for a rematch; absent for spectators. */
  readonly onRematch?: () => void;
  /** The rematch table, once there is one. */
  readonly rematch: string | null;
  /** Offers the way to this game's replay (not on the replay itself). */
  readonly replayLink?: boolean;
  /** A rated table's ratings: each person's new rating and its change; absent: none. */
  readonly ratings?: TableRatings | null;
}

export function OutcomePanel(props: OutcomePanelProps): ReactElement {
  const { tableId, outcome, seats, teams, onRematch, rematch, replayLink = true } = props;
  const { headline, sides } = resultWords(outcome, seats, teams);
  const { ratings } = props;
  // A rated result that is not the board's: the game was lost by leaving (a forfeit).
  const forfeit =
    ratings?.state === 'recorded' ? forfeitWords(outcome, seats, teams, ratings.seats) : null;
  return (
    <section className="panel outcome" aria-labelledby="outcome-title">
      <h2 id="outcome-title" className="panel__title">
        Full time
      </h2>
      <p className="outcome__headline">{headline}</p>
      {forfeit && (
        <p className="outcome__forfeit" data-forfeit>
          {forfeit}
        </p>
      )}
      <ol className="outcome__places">
        {sides.map(({ place, names, score, seats: members }) => (
          <li key={members.join()}>
            <span className="outcome__place">{ordinal(place)}</span> {names}{' '}
            <span className="outcome__score">{score}</span>
          </li>
        ))}
      </ol>
      <FullTimeRatings ratings={ratings} seats={seats} />
      <div className="outcome__next">
        {rematch ? (
          <Link className="button button--primary" to={`/table/${rematch}`}>
            Go to the rematch
          </Link>
        ) : (
          onRematch && (
            <button type="button" className="button button--primary" onClick={onRematch}>
              Rematch
            </button>
          )
        )}
        {replayLink && (
          <Link className="button" to={`/replay/${tableId}`}>
            Watch the replay
          </Link>
        )}
      </div>
    </section>
  );
}
