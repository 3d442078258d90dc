/**
 * Paging by keyset, as the leaderboards and a player's games are read: the cursors of the pages
 * shown so far ([undefined] is the first), and the two buttons that go back and on.
 */
import { useState, type ReactElement } from 'react';

export interface KeysetPages {
  /** The cursor of the page shown now; undefined for the first. */
  readonly cursor: string | undefined;
  readonly back: (() => void) | undefined;
  readonly on: (next: string) => void;
}

export function useKeysetPages(): KeysetPages {
  const [cursors, setCursors] = useState<readonly (string | undefined)[]>([undefined]);
  return {
    cursor: cursors[cursors.length - 1],
    back:
      cursors.length > 1
        ? () => {
            setCursors((old) => old.slice(0, -1));
          }
        : undefined,
    on: (next) => {
      setCursors((old) => [...old, next]);
    },
  };
}

/** Back and on, each only where there is a page to go to; `next` is the answer's cursor. */
export function PageButtons({
  pages,
  next,
  backLabel,
  onLabel,
}: {
  readonly pages: KeysetPages;
  readonly next: string | undefined;
  readonly backLabel: string;
  readonly onLabel: string;
}): ReactElement {
  const { back, on } = pages;
  return (
    <p className="card__actions">
      {back && (
        <button type="button" className="button" onClick={back}>
          {backLabel}
        </button>
      )}
      {next !== undefined && (
        <button
          type="button"
          className="button"
          onClick={() => {
            on(next);
          }}
        >
          {onLabel}
        </button>
      )}
    </p>
  );
}
