/**
 * A player's page (/players/:id): their rating in each mode ('?' while provisional, ± its
 * deviation), a plot of one mode's rating over time, wins/draws/losses per mode and seat,
 * and their rated games, newest first, with every seat's result and a link to the replay.
 */
import { useState, type ReactElement } from 'react';
import { Link, useParams } from 'react-router';
import type { HistoryEntry, PlayerPage, RatingModeInfo } from '../../../src/server/ratings/wire.ts';
import { useApi, type Loading } from '../api/useApi.ts';
import { ratingsApi } from '../ratings/api.ts';
import {
  changeText,
  ratingPoints,
  ratingText,
  resultText,
  seatRatingText,
} from '../ratings/format.ts';
import { PageButtons, useKeysetPages } from '../ratings/Pages.tsx';
import { RatingPlot } from '../ratings/RatingPlot.tsx';
import { Loaded } from '../ui/Loaded.tsx';

/** Games on one page of the history, and points in one plot. */
const GAMES_SHOWN = 20;
const PLOTTED = 100;

export function Player(): ReactElement {
  const { id = '' } = useParams();
  const pages = useKeysetPages();
  const before = pages.cursor;
  const page = useApi(
    () => ratingsApi.player(id, { before, limit: GAMES_SHOWN }),
    `${id}/${before ?? ''}`,
  );
  const modes = useApi(() => ratingsApi.modes(), 'modes');
  const titles = new Map(
    (modes.ok === true ? modes.value : []).map((m: RatingModeInfo) => [m.id, m.title]),
  );
  const titleOf = (mode: string): string => titles.get(mode) ?? mode;
  // The page waits for the modes' titles too, so it never shows a mode's id in their place
  // ('goalkeepers-2' for 'Goalkeepers, 2 players'); if the titles fail, the ids it is.
  const shown: Loading<PlayerPage> = modes.ok === 'loading' ? modes : page;
  return (
    <main className="page" id="main">
      <Loaded state={shown} what="the player">
        {(player) => (
          <>
            <h1>{player.name || player.id}</h1>
            <Ratings player={player} titleOf={titleOf} />
            {player.ratings.length > 0 && <Progress player={player} titleOf={titleOf} />}
            <Record player={player} titleOf={titleOf} />
            <h2>Rated games</h2>
            {player.history.entries.length === 0 ? (
              <p>No rated games yet.</p>
            ) : (
              <ul className="cards">
                {player.history.entries.map((entry) => (
                  <Game key={entry.tableId} entry={entry} player={player.id} titleOf={titleOf} />
                ))}
              </ul>
            )}
            <PageButtons
              pages={pages}
              next={player.history.next}
              backLabel="Newer games"
              onLabel="Older games"
            />
          </>
        )}
      </Loaded>
    </main>
  );
}

interface Section {
  readonly player: PlayerPage;
  readonly titleOf: (mode: string) => string;
}

function Ratings({ player, titleOf }: Section): ReactElement {
  if (player.ratings.length === 0) return <p>No rating yet: ratings come from rated games.</p>;
  return (
    <>
      <h2>Ratings</h2>
      <p className="field__hint">
        A rating with “?” is provisional: its deviation, after “±”, is 110 or more, or it is a bot’s
        in a game the lab has not calibrated its levels in (rated by its games so far). Our games
        are not symmetric: where the lab measured a seat advantage for the game and its options,
        expected scores allow for the seat each player had; a rated table says which applied.
      </p>
      <table className="lab-table player-ratings">
        <thead>
          <tr>
            <th scope="col">Game</th>
            <th scope="col">Rating</th>
            <th scope="col">Games</th>
            <th scope="col">Last played</th>
          </tr>
        </thead>
        <tbody>
          {player.ratings.map((rating) => (
            <tr key={rating.mode}>
              <td>
                <Link to={`/leaderboards/${rating.mode}`}>{titleOf(rating.mode)}</Link>
              </td>
              <td>{ratingText(rating)}</td>
              <td>{rating.games}</td>
              <td>{new Date(rating.lastPlayed).toLocaleDateString()}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** One mode's rating over time; the mode of the latest game first, any other on request. */
function Progress({ player, titleOf }: Section): ReactElement {
  const latest = [...player.ratings].sort((a, b) => b.lastPlayed - a.lastPlayed)[0];
  const [mode, setMode] = useState(latest?.mode ?? '');
  const history = useApi(
    () => ratingsApi.player(player.id, { mode, limit: PLOTTED }),
    `${player.id}/plot/${mode}`,
  );
  return (
    <section aria-labelledby="progress-title">
      <h2 id="progress-title">Rating over time</h2>
      {player.ratings.length > 1 && (
        <div className="field">
          <label htmlFor="plot-mode">Game</label>
          <select
            id="plot-mode"
            value={mode}
            onChange={(e) => {
              setMode(e.currentTarget.value);
            }}
          >
            {player.ratings.map((r) => (
              <option key={r.mode} value={r.mode}>
                {titleOf(r.mode)}
              </option>
            ))}
          </select>
        </div>
      )}
      <Loaded state={history} what="the rating history">
        {(page) => (
          <RatingPlot
            points={ratingPoints(player.id, page.history.entries)}
            title={titleOf(mode)}
          />
        )}
      </Loaded>
    </section>
  );
}

function Record({ player, titleOf }: Section): ReactElement | null {
  if (player.record.length === 0) return null;
  return (
    <>
      <h2>Wins, draws and losses</h2>
      <table className="lab-table player-record">
        <thead>
          <tr>
            <th scope="col">Game</th>
            <th scope="col">Seat</th>
            <th scope="col">Won</th>
            <th scope="col">Drew</th>
            <th scope="col">Lost</th>
          </tr>
        </thead>
        <tbody>
          {player.record.map((r) => (
            <tr key={`${r.mode}/${r.seat}`}>
              <td>{titleOf(r.mode)}</td>
              <td>{r.seat + 1}</td>
              <td>{r.wins}</td>
              <td>{r.draws}</td>
              <td>{r.losses}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function Game({
  entry,
  player,
  titleOf,
}: {
  readonly entry: HistoryEntry;
  readonly player: string;
  readonly titleOf: (mode: string) => string;
}): ReactElement {
  const own = entry.seats.find((seat) => seat.player === player);
  return (
    <li className="card">
      <h3 className="card__title">
        {titleOf(entry.mode)}
        {own && ` · ${resultText(own.result)} ${changeText(own.ratingBefore, own.rating)}`}
      </h3>
      <ul className="player-game__seats">
        {entry.seats.map((seat) => (
          <li key={seat.seat}>
            {seat.player === player ? (
              <strong>{seat.name}</strong>
            ) : (
              <Link to={`/players/${encodeURIComponent(seat.player)}`}>{seat.name}</Link>
            )}
            {seat.bot && ' (bot)'} — place {seat.place}, {seatRatingText(seat)} (
            {changeText(seat.ratingBefore, seat.rating)})
          </li>
        ))}
      </ul>
      <p className="card__meta">
        <time dateTime={new Date(entry.at).toISOString()}>
          {new Date(entry.at).toLocaleString()}
        </time>
      </p>
      <p className="card__actions">
        <Link className="button" to={`/replay/${entry.tableId}`}>
          Watch the replay
        </Link>
      </p>
    </li>
  );
}
