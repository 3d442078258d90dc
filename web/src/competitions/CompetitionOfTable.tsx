/**
 * The way back from a competition's table (issue #35): 'Round 2 of Sunday cup', 'Final of Four
 * cup' (round-names.ts), the name a link
 * to the competition's page, on the table page and in its replay; nothing for any other table.
 */
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { useTableCompetition } from './forfeit.ts';
import './competitions.css';

export function CompetitionOfTable({ tableId }: { tableId: string }): ReactElement | null {
  const game = useTableCompetition(tableId);
  if (!game) return null;
  return (
    <p className="table-page__competition">
      {game.roundName} of{' '}
      <Link to={`/competitions/${encodeURIComponent(game.id)}`}>{game.name}</Link>
    </p>
  );
}
