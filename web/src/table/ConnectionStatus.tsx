/**
 * Whether this page hears the table live, is reconnecting, or has not connected yet; while it
 * waits to try again (to reconnect, or live, to send what the table could not take just now:
 * its server is changing hands or its database is away), when the next try comes and a
 * button to try at once.
 */
import { useEffect, useState, type ReactElement } from 'react';
import { nextTryWords } from './redial.ts';
import type { Connection } from './useTable.ts';

const WORDS: Readonly<Record<Connection, string>> = {
  connecting: 'connecting…',
  live: 'live',
  reconnecting: 'reconnecting…',
};

interface ConnectionStatusProps {
  readonly connection: Connection;
  /** When the next try is due (Date.now() time), or null while none is waiting. */
  readonly retryAt?: number | null;
  readonly onRetry?: () => void;
}

export function ConnectionStatus(props: ConnectionStatusProps): ReactElement {
  const { connection, retryAt = null, onRetry } = props;
  const now = useNow(retryAt !== null);
  const retrying = connection === 'reconnecting' || retryAt !== null;
  return (
    <div className={`connection connection--${connection}`} data-connection={connection}>
      <span role="status">
        <span className="connection__dot" aria-hidden="true" /> {WORDS[connection]}
      </span>
      {/* Outside the live region: a screen reader need not hear every second counted down. */}
      {retrying && (
        <span className="connection__retry">
          {connection === 'live' ? 'waiting for the table, ' : ''}
          {nextTryWords(retryAt, now)}
        </span>
      )}
      {retryAt !== null && onRetry && (
        <button type="button" className="button button--quiet connection__now" onClick={onRetry}>
          Try now
        </button>
      )}
    </div>
  );
}

/** Date.now(), renewed every quarter second while `ticking` (a countdown's, e.g. the create form's). */
export function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (!ticking) return undefined;
    const tick = window.setInterval(() => {
      setNow(Date.now());
    }, 250);
    return () => {
      window.clearInterval(tick);
    };
  }, [ticking]);
  return now;
}
