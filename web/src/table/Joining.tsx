/** Before the table's first update: joining, reconnecting, or why the table cannot be shown. */
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import type { ApiError } from '../api/http.ts';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';
import { ConnectionStatus } from './ConnectionStatus.tsx';
import type { Connection } from './useTable.ts';

interface JoiningProps {
  readonly connection: Connection;
  /** When the next try to reconnect is due, or null while none is waiting. */
  readonly retryAt: number | null;
  readonly onRetry: () => void;
  readonly failure: ApiError | null;
  /** Forgets this browser's seats at the table, which the server no longer accepts. */
  readonly onForget: () => void;
}

export function Joining(props: JoiningProps): ReactElement {
  const { connection, retryAt, onRetry, failure, onForget } = props;
  if (!failure) {
    return (
      <main className="page" id="main">
        <p role="status">
          {connection === 'reconnecting' ? 'Reconnecting…' : 'Joining the table…'}
        </p>
        {retryAt !== null && (
          <ConnectionStatus connection={connection} retryAt={retryAt} onRetry={onRetry} />
        )}
      </main>
    );
  }
  return (
    <main className="page" id="main">
      <ErrorNotice error={failure} />
      {failure.code === 'bad-token' && (
        <p>
          This browser's seats at this table are no longer accepted.{' '}
          <button type="button" className="button" onClick={onForget}>
            Forget them and watch
          </button>
        </p>
      )}
      <p>
        <Link to="/">Back to the games</Link>
      </p>
    </main>
  );
}
