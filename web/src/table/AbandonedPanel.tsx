/** A table the server closed because nobody played or watched it for a long while. */
import type { ReactElement } from 'react';
import { Link } from 'react-router';

interface AbandonedPanelProps {
  readonly tableId: string;
  /** When it was closed (ISO time). */
  readonly at: string | null;
}

export function AbandonedPanel({ tableId, at }: AbandonedPanelProps): ReactElement {
  return (
    <section className="panel" aria-labelledby="abandoned-title">
      <h2 id="abandoned-title" className="panel__title">
        Table closed
      </h2>
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
      <p>
        <Link className="button" to={`/replay/${tableId}`}>
          Watch the replay
        </Link>
      </p>
    </section>
  );
}
