/**
 * Open tables whose creators listed their friend seats, newest first: type a name, take a seat
 * and play. Everyone at the table sees the name.
 */
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { useNavigate } from 'react-router';
import { useMe } from '../account/useMe.ts';
import { api, type ApiError } from '../api/http.ts';
import { claimSeat } from '../api/claim.ts';
import { browserClock } from '../api/retry.ts';
import { useApi } from '../api/useApi.ts';
import { MAX_NAME_LENGTH, type LobbyEntry, type LobbyPage } from '../protocol.ts';
import { holdDevice, holdToken, loadHeld } from '../table/seatTokens.ts';
import { seatLabel } from '../table/words.ts';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';
import { RetryNotice, type RetryWords, type Waiting } from '../ui/RetryNotice.tsx';
import { Loaded } from '../ui/Loaded.tsx';
import { claimName } from './claimName.ts';
import { addPage, firstPage } from './lobbyPages.ts';
import type { TableRatings } from '../../../src/server/ratings/wire.ts';
import { PlayersWithRatings, RatedBadge } from '../ratings/TableRatings.tsx';
import { useTablesRatings } from '../ratings/useTableRatings.ts';

export function Lobby(): ReactElement {
  const [refresh, setRefresh] = useState(0);
  const lobby = useApi(api.lobby, `lobby:${refresh}`);
  return (
    <main className="page" id="main">
      <h1>Lobby</h1>
      <p className="lead">
        Tables with free seats, newest first.{' '}
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
        {(page) => <LobbyTables key={refresh} first={page} />}
      </Loaded>
    </main>
  );
}

/** The pages loaded so far, and the button that loads the next one. */
function LobbyTables({ first }: { first: LobbyPage }): ReactElement {
  const [list, setList] = useState(() => firstPage(first));
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const ratings = useTablesRatings(list.entries.map((entry) => entry.table.id));
  // A signed-in account takes a seat under its own name unless another is typed.
  const { me } = useMe();
  const account = me && !me.guest ? me.name : undefined;
  const more = async (cursor: string): Promise<void> => {
    setLoading(true);
    const reply = await api.lobby(cursor);
    setLoading(false);
    setError(reply.ok ? null : reply.error);
    if (reply.ok) setList((shown) => addPage(shown, reply.value));
  };
  if (list.entries.length === 0) {
    return <p>No open tables right now. Create one and list it in the lobby.</p>;
  }
  const { next } = list;
  return (
    <>
      <ul className="cards">
        {list.entries.map((entry) => (
          <LobbyTable
            key={entry.table.id}
            entry={entry}
            ratings={ratings.get(entry.table.id)}
            account={account}
          />
        ))}
      </ul>
      {error && <ErrorNotice error={error} />}
      {next !== null && (
        <p>
          <button
            type="button"
            className="button"
            disabled={loading}
            onClick={() => void more(next)}
          >
            {loading ? 'Loading more tables…' : 'More tables'}
          </button>
        </p>
      )}
    </>
  );
}

function LobbyTable({
  entry,
  ratings,
  account,
}: {
  entry: LobbyEntry;
  ratings: TableRatings | undefined;
  /** The signed-in account's name, e.g. 'Pia Key'; undefined for a guest. */
  account: string | undefined;
}): ReactElement {
  const navigate = useNavigate();
  const [error, setError] = useState<ApiError | null>(null);
  const [name, setName] = useState('');
  const [waiting, setWaiting] = useState<Waiting | null>(null);
  const stop = useRef<AbortController | null>(null);
  useEffect(
    () => () => {
      stop.current?.abort();
    },
    [],
  );
  const { table, freeSeats } = entry;
  // A refusal for now is asked again by itself (api/claim.ts), saying so with a countdown.
  const claim = async (seat: number): Promise<void> => {
    if (stop.current && !stop.current.signal.aborted) return;
    const asking = (stop.current = new AbortController());
    setError(null);
    const device = loadHeld(table.id).device;
    const reply = await claimSeat(
      {
        tableId: table.id,
        seat,
        device,
        name: claimName(
          name,
          account,
          table.seats.filter((s) => s.seat !== seat).map((s) => s.name),
        ),
      },
      {
        clock: browserClock,
        random: Math.random,
        waiting: setWaiting,
        signal: asking.signal,
      },
    );
    const left = asking.signal.aborted;
    asking.abort();
    if (!reply.ok) {
      if (!left) setError(reply.error);
      return;
    }
    holdToken(reply.value.tableId, reply.value.seat, reply.value.token);
    holdDevice(reply.value.tableId, reply.value.device);
    if (!left) void navigate(`/table/${reply.value.tableId}`);
  };
  return (
    <li className="card">
      <h2 className="card__title">
        {table.title}
        <RatedBadge ratings={ratings} />
      </h2>
      <p>
        Players: <PlayersWithRatings ratings={ratings} seats={table.seats} />
      </p>
      <div className="field">
        <label htmlFor={`lobby-name-${table.id}`}>Your name (optional)</label>
        <input
          id={`lobby-name-${table.id}`}
          type="text"
          maxLength={MAX_NAME_LENGTH}
          autoComplete="nickname"
          placeholder={account}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
          }}
        />
      </div>
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
      {waiting ? (
        <RetryNotice {...waiting} words={RETRY_WORDS} />
      ) : (
        error && <ErrorNotice error={error} />
      )}
    </li>
  );
}

/** The refusals a claim asks again after, in words. */
const RETRY_WORDS: RetryWords = {
  busy: 'The server is busy',
  unavailable: 'The server could not give you the seat just now',
  offline: 'The server cannot be reached',
};
