/** Full time: places and scores, the rematch button for players, the way to the replay. */
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import type { Outcome, SeatSummary } from '../protocol.ts';
import { ordinal, seatLabel } from './words.ts';

interface OutcomePanelProps {
  readonly tableId: string;
  readonly outcome: Outcome;
  readonly seats: readonly SeatSummary[];
  /** Asks for a rematch; absent for spectators. */
  readonly onRematch?: () => void;
  /** The rematch table, once there is one. */
  readonly rematch: string | null;
  /** Offers the way to this game's replay (not on the replay itself). */
  readonly replayLink?: boolean;
}

export function OutcomePanel(props: OutcomePanelProps): ReactElement {
  const { tableId, outcome, seats, onRematch, rematch, replayLink = true } = props;
  const ranking = outcome.places
    .map((place, seat) => ({ place, seat, score: outcome.scores[seat] ?? 0 }))
    .sort((a, b) => a.place - b.place || a.seat - b.seat);
  const winners = ranking.filter((r) => r.place === 1).map((r) => seatLabel(seats, r.seat));
  return (
    <section className="panel outcome" aria-labelledby="outcome-title">
      <h2 id="outcome-title" className="panel__title">
        Full time
      </h2>
      <p className="outcome__headline">
        {winners.length === 1
          ? `${winners[0] ?? ''} wins!`
          : `Shared win: ${winners.join(' and ')}.`}
      </p>
      <ol className="outcome__places">
        {ranking.map(({ place, seat, score }) => (
          <li key={seat}>
            <span className="outcome__place">{ordinal(place)}</span> {seatLabel(seats, seat)}{' '}
            <span className="outcome__score">{score}</span>
          </li>
        ))}
      </ol>
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
