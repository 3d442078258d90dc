/**
 * Ratings where people play: a rated table's mark, the rating beside a seated person's name,
 * their new ratings at full time, and a lobby entry's players with theirs.
 */
import { Fragment, useEffect, useState, type ReactElement } from 'react';
import type { TableRatings } from '../../../src/server/ratings/wire.ts';
import { ratingsApi } from './api.ts';
import type { SeatSummary } from '../protocol.ts';
import {
  afterText,
  botRatingMode,
  botRatingTitle,
  isRated,
  nameWithRating,
  rangeWords,
  seatAdvantageWords,
  seatRating,
} from './tableRatings.ts';
import './ratings.css';

/**
 * 'Rated' on a rated table (its mode and the seat advantage it is rated with in the tooltip),
 * nothing on a casual one.
 */
export function RatedBadge({
  ratings,
}: {
  readonly ratings: TableRatings | null | undefined;
}): ReactElement | null {
  if (!isRated(ratings)) return null;
  const range = rangeWords(ratings);
  const note = seatAdvantageWords(ratings);
  const title = [ratings?.title, note].filter(Boolean).join('. ');
  return (
    <>
      <span className="badge badge--rated" title={title}>
        Rated
      </span>
      {range ? (
        <span className="rating-range" title="Only players with a rating in this range may sit">
          {range}
        </span>
      ) : null}
    </>
  );
}

/** The rating beside a seat's name, e.g. '1500?'; nothing for a bot or a casual table. */
export function SeatRatingText({
  ratings,
  seat,
}: {
  readonly ratings: TableRatings | null | undefined;
  readonly seat: number;
}): ReactElement | null {
  const rating = seatRating(ratings, seat);
  if (!rating) return null;
  const provisional = rating.provisional ? ', provisional' : '';
  return (
    <span
      className="seat-rating"
      title={`Rating in ${ratings?.title ?? 'this mode'}${provisional}`}
    >
      {rating.shown}
    </span>
  );
}

/** How a rated table's seats are counted in its ratings (seatAdvantageWords); none if casual. */
export function SeatAdvantageNote({
  ratings,
}: {
  readonly ratings: TableRatings | null | undefined;
}): ReactElement | null {
  const note = seatAdvantageWords(ratings);
  return note ? <p className="seat-advantage-note">{note}</p> : null;
}

/**
 * At full time of a rated table: each person's new rating and its change, or that it comes,
 * and how the seats were counted.
 */
export function FullTimeRatings({
  ratings,
  seats,
}: {
  readonly ratings: TableRatings | null | undefined;
  readonly seats: readonly SeatSummary[];
}): ReactElement | null {
  if (!ratings || ratings.state === 'casual') return null;
  if (ratings.state === 'rated') return <p className="outcome__ratings">Rating the game…</p>;
  if (ratings.seats.length === 0) return null;
  return (
    <>
      <ul className="outcome__ratings" aria-label="New ratings">
        {ratings.seats.map((rating) => (
          <li key={rating.seat}>
            {seats[rating.seat]?.name ?? `Seat ${rating.seat + 1}`}{' '}
            <span className="seat-rating">{afterText(rating)}</span>
          </li>
        ))}
      </ul>
      <SeatAdvantageNote ratings={ratings} />
    </>
  );
}

/**
 * A lobby entry's players, each one's rating beside their name on a rated table, a bot's as on
 * the table page ('Normal (1620)'); none at a casual table.
 */
export function PlayersWithRatings({
  ratings,
  seats,
}: {
  readonly ratings: TableRatings | null | undefined;
  readonly seats: readonly SeatSummary[];
}): ReactElement {
  return (
    <>
      {seats.map((seat, i) => (
        <Fragment key={seat.seat}>
          {i > 0 ? ', ' : ''}
          {nameWithRating(ratings, seat)}
          <BotRatingText ratings={ratings} agent={seat.agent} />
        </Fragment>
      ))}
    </>
  );
}

/** A bot's rating as its name shows it: e.g. '1620', and whether the lab calibrated it. */
interface ShownBotRating {
  readonly shown: string;
  readonly calibrated: boolean;
}

/** Bots' ratings asked for, by mode and bot: each asked once per page load. */
const botRatings = new Map<string, Promise<ShownBotRating | null>>();

function botRating(mode: string, agent: string): Promise<ShownBotRating | null> {
  const key = `${mode} ${agent}`;
  let found = botRatings.get(key);
  if (!found) {
    found = ratingsApi.bots(mode, [agent]).then((reply) => {
      const bot = reply.ok ? reply.value[0] : undefined;
      return bot ? { shown: bot.shown, calibrated: bot.calibrated } : null;
    });
    botRatings.set(key, found);
  }
  return found;
}

/**
 * A bot's rating beside its name at a rated table, e.g. '(1620)' after 'Normal': the lab's
 * calibration in the table's mode, or where the lab has none its rated games', always with '?'
 * ('(1540?)') and said so in the tooltip; nothing for a bot with neither, a person or a casual
 * table (botRatingMode).
 */
export function BotRatingText({
  ratings,
  agent,
}: {
  readonly ratings: TableRatings | null | undefined;
  readonly agent: string;
}): ReactElement | null {
  const mode = botRatingMode(ratings, agent);
  const [found, setFound] = useState<ShownBotRating | null>(null);
  useEffect(() => {
    if (mode === undefined) return undefined;
    let live = true;
    void botRating(mode, agent).then((rating) => {
      if (live) setFound(rating);
    });
    return () => {
      live = false;
    };
  }, [mode, agent]);
  if (found === null || mode === undefined) return null;
  return (
    <span className="bot-rating" title={botRatingTitle(ratings?.title, found.calibrated)}>
      ({found.shown})
    </span>
  );
}
