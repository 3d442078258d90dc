/**
 * A closed table: one the server closed because nobody played or watched it for a long while,
 * or one a resignation, a claimed win or a rated seat's running out of time ended (the words of
 * ratings/resigned.ts endingWords).
 */
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { useForfeitWords } from '../competitions/forfeit.ts';
import { useEndingWords } from '../ratings/EndControls.tsx';

interface AbandonedPanelProps {
  readonly tableId: string;
  /** When it was closed (ISO time). */
  readonly at: string | null;
  /** A seat's name, e.g. 'Ana'. */
  readonly name: (seat: number) => string;
}

export function AbandonedPanel({ tableId, at, name }: AbandonedPanelProps): ReactElement {
  const forfeit = useForfeitWords(tableId, name);
  const ended = useEndingWords(tableId, name) ?? forfeit;
  return (
    <section className="panel" aria-labelledby="abandoned-title">
      <h2 id="abandoned-title" className="panel__title">
        Table closed
      </h2>
      {ended ? (
        <p data-ending="">
          {ended} The game stays as far as it was played, and its replay shows it.
        </p>
      ) : (
        <p>
          Nobody played or watched here for a long while, so the table was closed
          {at && (
            <>
              {' '}
              on <time dateTime={at}>{new Date(at).toLocaleString()}</time>
            </>
          )}
          . The game stays as far as it was played, but it cannot go on.
        </p>
      )}
      <p>
        <Link className="button" to={`/replay/${tableId}`}>
          Watch the replay
        </Link>
      </p>
    </section>
  );
}
