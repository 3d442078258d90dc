/**
 * Recently finished games, newest first, each with its result and a way to its replay: the
 * tables listed in the lobby, and this browser's own.
 */
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { api } from '../api/http.ts';
import { useApi } from '../api/useApi.ts';
import type { TableSummary } from '../protocol.ts';
import { heldTableIds } from '../table/heldTables.ts';
import { Loaded } from '../ui/Loaded.tsx';

export function Replays(): ReactElement {
  const finished = useApi(() => api.finished(heldTableIds()), 'finished');
  return (
    <main className="page" id="main">
      <h1>Finished games</h1>
      <Loaded state={finished} what="finished games">
        {(tables) =>
          tables.length === 0 ? (
            <p>No finished games yet.</p>
          ) : (
            <ul className="cards">
              {tables.map((table) => (
                <FinishedGame key={table.id} table={table} />
              ))}
            </ul>
          )
        }
      </Loaded>
    </main>
  );
}

function FinishedGame({ table }: { table: TableSummary }): ReactElement {
  const result = table.seats
    .map((seat) => `${seat.name} ${table.outcome?.scores[seat.seat] ?? ''}`.trim())
    .join(' · ');
  return (
    <li className="card">
      <h2 className="card__title">{table.title}</h2>
      <p>{result}</p>
      <p className="card__meta">
        <time dateTime={table.createdAt}>{new Date(table.createdAt).toLocaleString()}</time> ·{' '}
        {table.version} moves
      </p>
      <p className="card__actions">
        <Link className="button button--primary" to={`/replay/${table.id}`}>
          Watch the replay
        </Link>
      </p>
    </li>
  );
}
