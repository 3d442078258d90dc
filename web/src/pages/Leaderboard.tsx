/**
 * Leaderboards: the list of rating modes (/leaderboards), and one mode's board
 * (/leaderboards/:mode), settled ratings only, best first, a page at a time.
 */
import type { ReactElement } from 'react';
import { Link, useParams } from 'react-router';
import { useMe } from '../account/useMe.ts';
import { useApi } from '../api/useApi.ts';
import { ratingsApi } from '../ratings/api.ts';
import { ratingText } from '../ratings/format.ts';
import { PageButtons, useKeysetPages } from '../ratings/Pages.tsx';
import { Loaded } from '../ui/Loaded.tsx';

export function Leaderboards(): ReactElement {
  const modes = useApi(() => ratingsApi.modes(), 'modes');
  const { me } = useMe();
  return (
    <main className="page" id="main">
      <h1>Leaderboards</h1>
      <p>
        One board per game and seat layout. A rating shows here once it is settled: not provisional,
        at least 10 rated games, and a game in the last 30 days.
      </p>
      {me && (
        <p>
          <Link to={`/players/${encodeURIComponent(me.id)}`}>Your ratings and rated games</Link>
        </p>
      )}
      <Loaded state={modes} what="rating modes">
        {(list) => (
          <ul className="leaderboard-modes">
            {list.map((mode) => (
              <li key={mode.id}>
                <Link to={`/leaderboards/${mode.id}`}>{mode.title}</Link>
              </li>
            ))}
          </ul>
        )}
      </Loaded>
    </main>
  );
}

export function Leaderboard(): ReactElement {
  const { mode = '' } = useParams();
  const pages = useKeysetPages();
  const after = pages.cursor;
  const page = useApi(() => ratingsApi.leaderboard(mode, after), `${mode}/${after ?? ''}`);
  const modes = useApi(() => ratingsApi.modes(), 'modes');
  // The mode's title, never its id while the titles load (the id only if they fail).
  const title =
    modes.ok === 'loading'
      ? undefined
      : modes.ok
        ? (modes.value.find((m) => m.id === mode)?.title ?? mode)
        : mode;
  return (
    <main className="page" id="main">
      <h1>{title === undefined ? 'Leaderboard' : `Leaderboard: ${title}`}</h1>
      <p>
        <Link to="/leaderboards">All leaderboards</Link>
      </p>
      <Loaded state={page} what="the leaderboard">
        {(board) =>
          board.entries.length === 0 ? (
            <p>No settled rating in this mode yet.</p>
          ) : (
            <>
              <table className="lab-table leaderboard">
                <thead>
                  <tr>
                    <th scope="col">#</th>
                    <th scope="col">Player</th>
                    <th scope="col">Rating</th>
                    <th scope="col">Games</th>
                  </tr>
                </thead>
                <tbody>
                  {board.entries.map((entry) => (
                    <tr key={entry.player}>
                      <td>{entry.rank}</td>
                      <td>
                        <Link to={`/players/${encodeURIComponent(entry.player)}`}>
                          {entry.name}
                        </Link>
                        {entry.bot && ' (bot)'}
                      </td>
                      <td>{ratingText(entry)}</td>
                      <td>{entry.games}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <PageButtons
                pages={pages}
                next={board.next}
                backLabel="Previous page"
                onLabel="Next page"
              />
            </>
          )
        }
      </Loaded>
    </main>
  );
}
