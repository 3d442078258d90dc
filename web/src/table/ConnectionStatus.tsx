/** Whether this page hears the table live, is reconnecting, or has not connected yet. */
import type { ReactElement } from 'react';
import type { Connection } from './useTable.ts';

const WORDS: Readonly<Record<Connection, string>> = {
  connecting: 'connecting…',
  live: 'live',
  reconnecting: 'reconnecting…',
};

export function ConnectionStatus({ connection }: { connection: Connection }): ReactElement {
  return (
    <p
      className={`connection connection--${connection}`}
      role="status"
      data-connection={connection}
    >
      <span className="connection__dot" aria-hidden="true" /> {WORDS[connection]}
    </p>
  );
}
