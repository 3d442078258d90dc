/**
 * Who is watching: tells a spectator that they watch and cannot play, and gives everyone at the
 * table the link that lets more people watch.
 */
import { useMemo, type ReactElement } from 'react';
import { useCopy } from '../ui/useCopy.ts';
import { isSpectator, spectatorPath } from './watching.ts';

interface WatchPanelProps {
  readonly tableId: string;
  /** Seats this browser plays; empty for a spectator. */
  readonly mine: readonly number[];
}

export function WatchPanel({ tableId, mine }: WatchPanelProps): ReactElement {
  const url = useMemo(
    () => new URL(spectatorPath(tableId), window.location.origin).href,
    [tableId],
  );
  const { copied, copy } = useCopy(url);
  return (
    <section className="panel" aria-labelledby="watch-title">
      <h2 id="watch-title" className="panel__title">
        {isSpectator(mine) ? 'You are watching' : 'Spectators'}
      </h2>
      {isSpectator(mine) && (
        <p className="panel__note">
          You have no seat at this table: you see what every spectator sees.
        </p>
      )}
      <label className="watch__label">
        Link for spectators
        <input
          className="watch__url"
          readOnly
          value={url}
          onFocus={(e) => {
            e.currentTarget.select();
          }}
        />
      </label>
      <button type="button" className="button" onClick={copy}>
        {copied ? 'Copied' : 'Copy the spectator link'}
      </button>
    </section>
  );
}
