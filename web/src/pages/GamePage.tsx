/** One game: what it is, its rules in our words, and the way to a table. */
import type { ReactElement } from 'react';
import { Link, useParams } from 'react-router';
import { api } from '../api/http.ts';
import { useApi } from '../api/useApi.ts';
import { Loaded } from '../ui/Loaded.tsx';
import { Markdown } from '../ui/Markdown.tsx';

export function GamePage(): ReactElement {
  const { id = '' } = useParams();
  const game = useApi(() => api.game(id), `game:${id}`);
  return (
    <main className="page" id="main">
      <Loaded state={game} what="the game">
        {(info) => (
          <>
            <h1>{info.title}</h1>
            <p className="lead">{info.summary}</p>
            <p>
              {info.minSeats} to {info.maxSeats} players.{' '}
              {info.playable ? (
                <Link className="button button--primary" to={`/games/${info.id}/new`}>
                  Create a table
                </Link>
              ) : (
                <span className="badge badge--coming">Coming</span>
              )}
            </p>
            {info.rules && (
              <article className="rules" aria-label={`Rules of ${info.title}`}>
                <Markdown text={info.rules} />
              </article>
            )}
          </>
        )}
      </Loaded>
    </main>
  );
}
