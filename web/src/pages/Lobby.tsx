/** Open tables whose creators listed their friend seats: take a seat and play. */
import { useState, type ReactElement } from 'react';
import { useNavigate } from 'react-router';
import { api, type ApiError } from '../api/http.ts';
import { useApi } from '../api/useApi.ts';
import type { LobbyEntry } from '../protocol.ts';
import { holdDevice, holdToken, loadHeld } from '../table/seatTokens.ts';
import { seatLabel } from '../table/words.ts';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';
import { Loaded } from '../ui/Loaded.tsx';

export function Lobby(): ReactElement {
  const [refresh, setRefresh] = useState(0);
  const lobby = useApi(api.lobby, `lobby:${refresh}`);
  return (
    <main className="page" id="main">
      <h1>Lobby</h1>
      <p className="lead">
        Tables with free seats.{' '}
        <button
          type="button"
          className="button button--quiet"
          onClick={() => {
            setRefresh((n) => n + 1);
          }}
        >
          Refresh
        </button>
      </p>
      <Loaded state={lobby} what="the lobby">
        {(entries) =>
          entries.length === 0 ? (
            <p>No open tables right now. Create one and list it in the lobby.</p>
          ) : (
            <ul className="cards">
              {entries.map((entry) => (
                <LobbyTable key={entry.table.id} entry={entry} />
              ))}
            </ul>
          )
        }
      </Loaded>
    </main>
  );
}

function LobbyTable({ entry }: { entry: LobbyEntry }): ReactElement {
  const navigate = useNavigate();
  const [error, setError] = useState<ApiError | null>(null);
  const { table, freeSeats } = entry;
  const claim = async (seat: number): Promise<void> => {
    const reply = await api.claim(table.id, seat, loadHeld(table.id).device);
    if (!reply.ok) {
      setError(reply.error);
      return;
    }
    holdToken(reply.value.tableId, reply.value.seat, reply.value.token);
    holdDevice(reply.value.tableId, reply.value.device);
    void navigate(`/table/${reply.value.tableId}`);
  };
  return (
    <li className="card">
      <h2 className="card__title">{table.title}</h2>
      <p>Players: {table.seats.map((seat) => seat.name).join(', ')}</p>
      <p className="card__actions">
        {freeSeats.map((seat) => (
          <button
            key={seat}
            type="button"
            className="button button--primary"
            onClick={() => void claim(seat)}
          >
            Take {seatLabel(table.seats, seat)}'s seat
          </button>
        ))}
      </p>
      {error && <ErrorNotice error={error} />}
    </li>
  );
}
