/** The round, the direction of play (GK-8.1) and the order of turns from the current player. */
import type { ReactElement } from 'react';
import { directionWords } from './marks.ts';
import type { GoalkeepersView } from './view.ts';

interface MatchBarProps {
  readonly view: GoalkeepersView;
  readonly names: readonly string[];
}

export function MatchBar({ view, names }: MatchBarProps): ReactElement {
  const round = view.tieBreaker
    ? `Tie-breaker round ${view.round}`
    : `Round ${view.round} of ${view.rounds}`;
  const n = view.seats;
  const order = Array.from(
    { length: n },
    (_, k) => names[(((view.current + k * view.direction) % n) + n) % n] ?? '',
  );
  const direction = directionWords(n, view.direction);
  return (
    <div className="match-bar">
      <p className="match-bar__round">{view.phase === 'over' ? 'Full time' : round}</p>
      {direction && (
        <p className="match-bar__direction">
          <span aria-hidden="true">{view.direction === 1 ? '↻' : '↺'}</span> {direction}
        </p>
      )}
      {view.phase !== 'over' && (
        <ol className="match-bar__order" aria-label="Order of turns">
          {order.map((name, k) => (
            <li key={k}>{name}</li>
          ))}
        </ol>
      )}
    </div>
  );
}
