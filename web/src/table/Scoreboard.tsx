/** The seats at the table: names, who plays them, who is connected, the score, whose turn. */
import type { ReactElement } from 'react';
import type { TableRatings } from '../../../src/server/ratings/wire.ts';
import type { SeatSummary } from '../protocol.ts';
import { BotRatingText, RatedBadge, SeatRatingText } from '../ratings/TableRatings.tsx';

interface ScoreboardProps {
  readonly seats: readonly SeatSummary[];
  readonly scores: readonly number[] | null;
  readonly actors: readonly number[];
  /** Seats this browser plays. */
  readonly mine: readonly number[];
  /** A rated table's ratings, beside each person's name; null or casual: none. */
  readonly ratings?: TableRatings | null;
}

export function Scoreboard({
  seats,
  scores,
  actors,
  mine,
  ratings,
}: ScoreboardProps): ReactElement {
  return (
    <section className="panel" aria-labelledby="scoreboard-title">
      <h2 id="scoreboard-title" className="panel__title">
        Players
        <RatedBadge ratings={ratings} />
      </h2>
      <ol className="scoreboard">
        {seats.map((seat) => (
          <li
            key={seat.seat}
            className={`scoreboard__seat${actors.includes(seat.seat) ? ' scoreboard__seat--turn' : ''}`}
          >
            <span className="scoreboard__turn" aria-hidden="true">
              {actors.includes(seat.seat) ? '▶' : ''}
            </span>
            <span className="scoreboard__name">
              {seat.name}
              <SeatRatingText ratings={ratings} seat={seat.seat} />
              <BotRatingText ratings={ratings} agent={seat.agent} />
              {mine.includes(seat.seat) && <span className="badge badge--you">You</span>}
              {actors.includes(seat.seat) && <span className="visually-hidden"> (to play)</span>}
            </span>
            <span className="scoreboard__who">{who(seat)}</span>
            {scores && <span className="scoreboard__score">{scores[seat.seat] ?? 0}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}

function who(seat: SeatSummary): string {
  if (seat.kind === 'bot') return seat.agent.replace(/^bot:/, 'bot, ');
  if (seat.connected) return 'online';
  return seat.claimed ? 'away' : 'free seat';
}
