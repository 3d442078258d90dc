/**
 * Setting up a table: the seats, the game's options (a form generated from its schema), the
 * turn timer and whether friend seats are offered in the lobby. The created seats' tokens stay
 * in this browser; friend seats' invite links are shown on the table.
 */
import { useState, type ReactElement } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { api, type ApiError } from '../api/http.ts';
import { useApi } from '../api/useApi.ts';
import { OptionsForm } from '../forms/OptionsForm.tsx';
import { initialValues, optionFields, type OptionValue } from '../forms/optionFields.ts';
import { defaultSeats, seatRequest, type SeatPlan } from '../forms/seatPlan.ts';
import { SeatRows } from '../forms/SeatRows.tsx';
import { TableSettings } from '../forms/TableSettings.tsx';
import {
  DEFAULT_WINDOW_SECONDS,
  type CreatedTable,
  type CreateTable as CreateTableRequest,
  type GameDetails,
} from '../protocol.ts';
import { holdHost, holdInvites, holdToken } from '../table/seatTokens.ts';
import { RatedField } from '../ratings/RatedField.tsx';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';
import { Loaded } from '../ui/Loaded.tsx';

export function CreateTable(): ReactElement {
  const { id = '' } = useParams();
  const game = useApi(() => api.game(id), `game:${id}`);
  return (
    <main className="page" id="main">
      <Loaded state={game} what="the game">
        {(info) =>
          info.playable ? <CreateForm key={info.id} game={info} /> : <NotPlayable game={info} />
        }
      </Loaded>
    </main>
  );
}

/** A game still to come has rules to read but no table to set up. */
function NotPlayable({ game }: { game: GameDetails }): ReactElement {
  return (
    <>
      <h1>{game.title} is coming</h1>
      <p className="lead">
        This game cannot be played yet, so no table can be created for it.{' '}
        <Link to={`/games/${game.id}`}>Read its rules</Link> or{' '}
        <Link to="/">pick another game</Link>.
      </p>
    </>
  );
}

function keepSeats(created: CreatedTable): void {
  const id = created.table.id;
  holdHost(id, created.host);
  for (const seat of created.seats) if (seat.kind === 'me') holdToken(id, seat.seat, seat.token);
  holdInvites(
    id,
    created.seats
      .filter((seat) => seat.kind === 'friend')
      .map(({ seat, invite }) => ({ seat, invite })),
  );
}

function CreateForm({ game }: { game: GameDetails }): ReactElement {
  const fields = optionFields(game.options);
  const [seats, setSeats] = useState<readonly SeatPlan[]>(() =>
    defaultSeats(game.minSeats, game.maxSeats),
  );
  const [options, setOptions] = useState<Record<string, OptionValue>>(() => initialValues(fields));
  const [turnSeconds, setTurnSeconds] = useState(0);
  const [windowSeconds, setWindowSeconds] = useState(DEFAULT_WINDOW_SECONDS);
  const [listed, setListed] = useState(false);
  const [rated, setRated] = useState(false);
  const hasFriend = seats.some((seat) => seat.player === 'friend');
  const { submit, error, sending } = useCreateTable({
    game: game.id,
    options,
    seats: seats.map(seatRequest),
    turnSeconds,
    ...(game.windows ? { windowSeconds } : {}),
    listed: listed && hasFriend,
    rated,
  });

  return (
    <form
      className="create"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h1>New table of {game.title}</h1>
      <section className="panel" aria-labelledby="seats-title">
        <h2 id="seats-title" className="panel__title">
          Seats (
          {game.minSeats === game.maxSeats ? game.minSeats : `${game.minSeats} to ${game.maxSeats}`}
          )
        </h2>
        <SeatRows
          seats={seats}
          minSeats={game.minSeats}
          maxSeats={game.maxSeats}
          onChange={setSeats}
        />
      </section>
      <section className="panel" aria-labelledby="options-title">
        <h2 id="options-title" className="panel__title">
          Options
        </h2>
        <OptionsForm
          fields={fields}
          values={options}
          onChange={(key, value) => {
            setOptions((old) => ({ ...old, [key]: value }));
          }}
        />
      </section>
      <TableSettings
        turnSeconds={turnSeconds}
        listed={listed}
        hasFriend={hasFriend}
        onTurnSeconds={setTurnSeconds}
        onListed={setListed}
        {...(game.windows
          ? { responseWindow: { seconds: windowSeconds, onChange: setWindowSeconds } }
          : {})}
      />
      <RatedField rated={rated} onChange={setRated} />
      {error && <ErrorNotice error={error} />}
      <button type="submit" className="button button--primary button--big" disabled={sending}>
        {sending ? 'Creating…' : 'Create the table'}
      </button>
    </form>
  );
}

/**
 * Creates the table `request` describes: keeps its seats in this browser and goes there, or
 * keeps the refusal to show.
 */
function useCreateTable(request: CreateTableRequest): {
  readonly submit: () => Promise<void>;
  readonly error: ApiError | null;
  readonly sending: boolean;
} {
  const navigate = useNavigate();
  const [error, setError] = useState<ApiError | null>(null);
  const [sending, setSending] = useState(false);
  const submit = async (): Promise<void> => {
    setSending(true);
    const reply = await api.createTable(request);
    setSending(false);
    if (!reply.ok) {
      setError(reply.error);
      return;
    }
    keepSeats(reply.value);
    void navigate(`/table/${reply.value.table.id}`);
  };
  return { submit, error, sending };
}
