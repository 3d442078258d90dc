/** Before the table's first update: joining, reconnecting, or why the table cannot be shown. */
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import type { ApiError } from '../api/http.ts';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';
import type { Connection } from './useTable.ts';

export function Joining({
  connection,
  failure,
}: {
  connection: Connection;
  failure: ApiError | null;
}): ReactElement {
  return (
    <main className="page" id="main">
      {failure ? (
        <>
          <ErrorNotice error={failure} />
          <p>
            <Link to="/">Back to the games</Link>
          </p>
        </>
      ) : (
        <p role="status">
          {connection === 'reconnecting' ? 'Reconnecting…' : 'Joining the table…'}
        </p>
      )}
    </main>
  );
}
