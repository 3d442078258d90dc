/**
 * The way from a table to its game's rules. It opens them in a new tab, so that the table
 * (its connection, a hot-seat's hidden hand, a turn timer) stays just as it was.
 */
import type { ReactElement } from 'react';

/** Where a game's player rules are read: its game page. */
export function rulesPath(game: string): string {
  return `/games/${encodeURIComponent(game)}`;
}

export function RulesLink({ game }: { game: string }): ReactElement {
  return (
    <a className="table-page__rules" href={rulesPath(game)} target="_blank" rel="noopener">
      Rules (new tab)
    </a>
  );
}
