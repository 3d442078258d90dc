/**
 * One game: what it is, its player rules in our words (the game in 30 seconds and the
 * contents first, each entry an anchor), the way to a table, and, for the curious, a link to
 * its design notes.
 */
import type { ReactElement } from 'react';
import { Link, useParams } from 'react-router';
import { api } from '../api/http.ts';
import { useApi } from '../api/useApi.ts';
import { Loaded } from '../ui/Loaded.tsx';
import { Markdown } from '../ui/Markdown.tsx';
import { useScrollToHash } from '../ui/useScrollToHash.ts';

export function GamePage(): ReactElement {
  const { id = '' } = useParams();
  const game = useApi(() => api.game(id), `game:${id}`);
  useScrollToHash(game.ok === true);
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
              <>
                <article className="rules" aria-label={`Rules of ${info.title}`}>
                  <Markdown text={info.rules} />
                </article>
                <p className="rules-aside">
                  For the curious: how Matchday builds and tests these rules, in the{' '}
                  <Link to={`/games/${info.id}/design`}>Design notes</Link>.
                </p>
              </>
            )}
          </>
        )}
      </Loaded>
    </main>
  );
}
