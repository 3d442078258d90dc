/** A game's design notes: the developer's side of its rules, one link away from them. */
import type { ReactElement } from 'react';
import { Link, useParams } from 'react-router';
import { api } from '../api/http.ts';
import { useApi } from '../api/useApi.ts';
import { Loaded } from '../ui/Loaded.tsx';
import { Markdown } from '../ui/Markdown.tsx';
import { useScrollToHash } from '../ui/useScrollToHash.ts';

export function DesignPage(): ReactElement {
  const { id = '' } = useParams();
  const game = useApi(() => api.design(id), `design:${id}`);
  useScrollToHash(game.ok === true);
  return (
    <main className="page" id="main">
      <Loaded state={game} what="the design notes">
        {(info) => (
          <>
            <h1>{info.title}: design notes</h1>
            <p>
              <Link to={`/games/${info.id}`}>Back to the rules of {info.title}</Link>
            </p>
            {info.design ? (
              <article className="rules" aria-label={`Design notes of ${info.title}`}>
                <Markdown text={info.design} />
              </article>
            ) : (
              <p className="notice">{info.title} has no design notes yet.</p>
            )}
          </>
        )}
      </Loaded>
    </main>
  );
}
