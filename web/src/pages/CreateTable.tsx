/**
 * Setting up a table: the seats, the game's options (a form generated from its schema), the
 * turn timer and whether friend seats are offered in the lobby. The created seats' tokens stay
 * in this browser; friend seats' invite links are shown on the table.
 */
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useMe } from '../account/useMe.ts';
import { api, type ApiError } from '../api/http.ts';
import { askUntilAnswered, browserClock, newIdempotencyKey } from '../api/retry.ts';
import { useApi } from '../api/useApi.ts';
import { OptionsForm } from '../forms/OptionsForm.tsx';
import { initialValues, optionFields, type OptionValue } from '../forms/optionFields.ts';
import { defaultSeats, namedForAccount, seatRequest, type SeatPlan } from '../forms/seatPlan.ts';
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
import { CLOCK_PRESETS, clockWords } from '../table/seatClocks.ts';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';
import { RetryNotice, type RetryWords, type Waiting } from '../ui/RetryNotice.tsx';
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

/** A chess clock per seat instead of a time per move, e.g. 5 min + 3 s a move. */
function ClockField(props: {
  readonly choice: number;
  readonly onChange: (choice: number) => void;
}): ReactElement {
  return (
    <div className="field">
      <label htmlFor="seat-clock">Clock per player</label>
      <select
        id="seat-clock"
        value={props.choice}
        aria-describedby="seat-clock-hint"
        onChange={(e) => {
          props.onChange(Number(e.currentTarget.value));
        }}
      >
        <option value={-1}>None</option>
        {CLOCK_PRESETS.map((preset, i) => (
          <option key={clockWords(preset)} value={i}>
            {clockWords(preset)}
          </option>
        ))}
      </select>
      <p id="seat-clock-hint" className="field__hint">
        Each player has a bank of time for all their moves, plus a little for each move. Out of
        time: a bot plays for them, or at a rated table they lose.
      </p>
    </div>
  );
}

function CreateForm({ game }: { game: GameDetails }): ReactElement {
  const fields = optionFields(game.options);
  const [seats, setSeats] = useState<readonly SeatPlan[]>(() =>
    defaultSeats(game.minSeats, game.maxSeats),
  );
  // A signed-in account's seat is named after it (the field prefilled once its session is
  // known); a guest's is left to the server's 'Seat N'.
  const { me } = useMe();
  const account = me && !me.guest ? me.name : undefined;
  useEffect(() => {
    setSeats((shown) => namedForAccount(shown, account));
  }, [account]);
  const [options, setOptions] = useState<Record<string, OptionValue>>(() => initialValues(fields));
  const [turnSeconds, setTurnSeconds] = useState(0);
  /** A real-time clock per seat: an index of CLOCK_PRESETS, or -1 for none. */
  const [clockChoice, setClockChoice] = useState(-1);
  const clock = CLOCK_PRESETS[clockChoice];
  const [windowSeconds, setWindowSeconds] = useState(DEFAULT_WINDOW_SECONDS);
  const [listed, setListed] = useState(false);
  const [rated, setRated] = useState(false);
  const [ratingRange, setRatingRange] = useState<number | null>(null);
  const hasFriend = seats.some((seat) => seat.player === 'friend');
  const { submit, error, sending, waiting } = useCreateTable({
    game: game.id,
    options,
    seats: seats.map(seatRequest),
    turnSeconds,
    ...(clock ? { clock } : {}),
    ...(game.windows ? { windowSeconds } : {}),
    listed: listed && hasFriend,
    rated,
    ...(rated && ratingRange !== null ? { ratingRange } : {}),
  });

  // A cool-down refusal is said once, in the rated field's notice, not again below.
  const coolingDown = rated && error?.code === 'cooling-down' ? error.message : null;
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
        onTurnSeconds={(seconds) => {
          // A clock replaces the time per move: setting one clears the other.
          setTurnSeconds(seconds);
          if (seconds !== 0) setClockChoice(-1);
        }}
        onListed={setListed}
        {...(game.windows
          ? { responseWindow: { seconds: windowSeconds, onChange: setWindowSeconds } }
          : {})}
      />
      <ClockField
        choice={clockChoice}
        onChange={(choice) => {
          setClockChoice(choice);
          if (choice >= 0) setTurnSeconds(0);
        }}
      />
      <RatedField
        rated={rated}
        onChange={setRated}
        range={ratingRange}
        onRange={setRatingRange}
        refused={coolingDown}
      />
      {waiting ? (
        <RetryNotice {...waiting} words={RETRY_WORDS} />
      ) : (
        error && !coolingDown && <ErrorNotice error={error} />
      )}
      <button type="submit" className="button button--primary button--big" disabled={sending}>
        {sending ? 'Creating…' : 'Create the table'}
      </button>
    </form>
  );
}

/** The refusals the form asks again after, in words, with the countdown to the next ask. */
const RETRY_WORDS: RetryWords = {
  busy: 'The server is busy',
  unavailable: 'The server could not take the table just now',
  offline: 'The server cannot be reached',
};

/** How long the form keeps asking by itself after refusals for now; then the button asks again. */
const CREATE_PATIENCE_MS = 6 * 60_000;

/**
 * Creates the table `request` describes: keeps its seats in this browser and goes there, or
 * keeps the refusal to show. A refusal for now ('busy', 'unavailable', 'offline') is asked
 * again by itself after the waits of api/retry.ts, saying so with a countdown; every ask of
 * one request carries the same Idempotency-Key, so that an ask whose answer was lost and the
 * next one make one table between them.
 */
function useCreateTable(request: CreateTableRequest): {
  readonly submit: () => Promise<void>;
  readonly error: ApiError | null;
  readonly sending: boolean;
  readonly waiting: Waiting | null;
} {
  const navigate = useNavigate();
  const [error, setError] = useState<ApiError | null>(null);
  const [sending, setSending] = useState(false);
  const [waiting, setWaiting] = useState<Waiting | null>(null);
  const key = useRef<{ readonly body: string; readonly key: string } | null>(null);
  const stop = useRef<AbortController | null>(null);
  useEffect(
    () => () => {
      stop.current?.abort();
    },
    [],
  );
  const submit = async (): Promise<void> => {
    const body = JSON.stringify(request);
    if (key.current?.body !== body) key.current = { body, key: newIdempotencyKey() };
    const idempotencyKey = key.current.key;
    // One creation asking at a time (an Enter in a field submits too).
    if (stop.current && !stop.current.signal.aborted) return;
    const asking = (stop.current = new AbortController());
    setSending(true);
    setError(null);
    const reply = await askUntilAnswered(() => api.createTable(request, idempotencyKey), {
      patienceMs: CREATE_PATIENCE_MS,
      clock: browserClock,
      random: Math.random,
      waiting: setWaiting,
      signal: asking.signal,
    });
    const left = asking.signal.aborted;
    asking.abort();
    setSending(false);
    if (!reply.ok) {
      setError(reply.error);
      return;
    }
    keepSeats(reply.value);
    // A page left while its ask was on its way keeps the seats (the table is made) but stays
    // wherever the person went.
    if (!left) void navigate(`/table/${reply.value.table.id}`);
  };
  return { submit, error, sending, waiting };
}
