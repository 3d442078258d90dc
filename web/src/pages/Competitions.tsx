/**
 * Competitions (/competitions): upcoming, running and finished ones open to all, and a form
 * for a signed-in player to host one (issue #35).
 */
import { useState, type ReactElement } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMe } from '../account/useMe.ts';
import { api } from '../api/http.ts';
import { gameTitle } from '../competitions/describe.ts';
import { useApi } from '../api/useApi.ts';
import type { ApiError } from '../api/http.ts';
import {
  competitionsApi,
  type CompetitionSummary,
  type NewCompetition,
} from '../competitions/api.ts';
import { DEFAULT_TIME_CONTROL, TIME_CONTROLS, timeControlOf } from '../competitions/timeControl.ts';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';

const BOT_LEVELS = ['easy', 'normal', 'hard'] as const;
import { Loaded } from '../ui/Loaded.tsx';

const SECTIONS = [
  { status: 'entry', title: 'Upcoming' },
  { status: 'running', title: 'Running' },
  { status: 'finished', title: 'Finished' },
] as const;

export const FORMAT_WORDS = {
  league: 'League',
  knockout: 'Knockout',
  swiss: 'Swiss',
  tables: 'Tables',
} as const;

export function Competitions(): ReactElement {
  return (
    <main className="page" id="main">
      <h1>Competitions</h1>
      <p>
        Leagues, knockouts, Swiss tournaments, and tables of three or more for the games that seat
        them. Each round’s games open as tables by themselves; the standings follow the results.
        Your games in all of them: <Link to="/fixtures">your fixtures</Link>.
      </p>
      <HostForm />
      {SECTIONS.map((section) => (
        <CompetitionList key={section.status} {...section} />
      ))}
    </main>
  );
}

function CompetitionList({
  status,
  title,
}: {
  status: 'entry' | 'running' | 'finished';
  title: string;
}): ReactElement {
  const list = useApi(() => competitionsApi.list(status), status);
  const games = useApi(() => api.games(), 'games');
  const catalogue = games.ok === true ? games.value : undefined;
  return (
    <section aria-labelledby={`competitions-${status}`}>
      <h2 id={`competitions-${status}`}>{title}</h2>
      <Loaded state={list} what={`${title.toLowerCase()} competitions`}>
        {({ competitions }) =>
          competitions.length === 0 ? (
            <p>None just now.</p>
          ) : (
            <ul className="competition-list">
              {competitions.map((c) => (
                <li key={c.id}>
                  <CompetitionLine competition={c} game={gameTitle(catalogue, c.game)} />
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </section>
  );
}

function CompetitionLine({
  competition: c,
  game,
}: {
  competition: CompetitionSummary;
  game: string;
}): ReactElement {
  return (
    <>
      <Link to={`/competitions/${c.id}`}>{c.name}</Link> — {FORMAT_WORDS[c.format]} of {game}
      {c.rated ? ', rated' : ''}, hosted by {c.hostName}
      {c.startsAt !== null && c.status === 'entry'
        ? `, starts ${new Date(c.startsAt).toLocaleString()}`
        : ''}
    </>
  );
}

function HostForm(): ReactElement | null {
  const { me } = useMe();
  const games = useApi(() => api.games(), 'games');
  const navigate = useNavigate();
  const [error, setError] = useState<ApiError | null>(null);
  const [sending, setSending] = useState(false);
  const [game, setGame] = useState('');
  const [format, setFormat] = useState<NewCompetition['format']>('knockout');
  const playable =
    games.ok === true ? games.value.filter((g) => g.playable && g.maxSeats >= 2) : [];
  const chosen = game === '' ? (playable[0]?.id ?? '') : game;
  if (!me || me.guest)
    return (
      <p>
        <Link to="/sign-in">Sign in</Link> to host a competition.
      </p>
    );
  const submit = (form: HTMLFormElement): void => {
    const data = new FormData(form);
    const text = (key: string): string => {
      const value = data.get(key);
      return typeof value === 'string' ? value : '';
    };
    const startsAt = text('startsAt');
    const body: NewCompetition = {
      name: text('name'),
      game: text('game'),
      format,
      rounds: Number(text('rounds')),
      ...(format === 'tables' ? { seats: Number(text('seats')) } : {}),
      legs: text('legs') === '2' ? 2 : 1,
      rated: data.get('rated') === 'on',
      entry: text('entry') === 'link' ? 'link' : text('entry') === 'invited' ? 'invited' : 'open',
      invited: text('invited')
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== ''),
      minEntrants: Number(text('minEntrants')),
      maxEntrants: Number(text('maxEntrants')),
      startsAt: startsAt === '' ? null : new Date(startsAt).getTime(),
      ...timeControlOf(text('timeControl')),
      botLevel: BOT_LEVELS.find((level) => level === text('botLevel')) ?? 'normal',
    };
    setSending(true);
    void competitionsApi.create(body).then((reply) => {
      setSending(false);
      if (reply.ok) void navigate(`/competitions/${reply.value.id}`);
      else setError(reply.error);
    });
  };
  return (
    <details className="competition-host">
      <summary>Host a competition</summary>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit(event.currentTarget);
        }}
        className="form"
      >
        <label>
          Name <input name="name" required maxLength={60} defaultValue={`${me.name}’s cup`} />
        </label>
        <label>
          Game{' '}
          <select
            name="game"
            value={chosen}
            onChange={(event) => {
              setGame(event.currentTarget.value);
            }}
          >
            {playable.map((g) => (
              <option key={g.id} value={g.id}>
                {g.title}
              </option>
            ))}
          </select>
        </label>
        <label>
          Format{' '}
          <select
            name="format"
            value={format}
            onChange={(event) => {
              setFormat(event.currentTarget.value as NewCompetition['format']);
            }}
          >
            <option value="knockout">Knockout (seeded by rating)</option>
            <option value="league">League (everyone meets everyone)</option>
            <option value="swiss">Swiss (equal scores meet)</option>
            <option value="tables">Tables of 3 or more (drawn by standing, points by place)</option>
          </select>
        </label>
        {format === 'tables' && chosen !== '' && <SeatsField key={chosen} game={chosen} />}
        <label>
          Rounds (Swiss, tables){' '}
          <input name="rounds" type="number" min={1} max={20} defaultValue={5} />
        </label>
        <label>
          Legs{' '}
          <select name="legs" defaultValue="1">
            <option value="1">
              One game (league: single round robin; knockout: one game a tie)
            </option>
            <option value="2">
              Home and away (knockout: two-legged ties, aggregate score then a deciding game)
            </option>
          </select>
        </label>
        <label>
          <input name="rated" type="checkbox" /> Rated games
        </label>
        <label>
          Entry{' '}
          <select name="entry" defaultValue="open">
            <option value="open">Open: listed here</option>
            <option value="link">By link: not listed</option>
            <option value="invited">Invited: only the accounts named below</option>
          </select>
        </label>
        <label>
          Invited (account names, separated by commas){' '}
          <input name="invited" maxLength={2000} placeholder="Ana, Bo" />
        </label>
        <label>
          Fewest entrants{' '}
          <input name="minEntrants" type="number" min={2} max={1024} defaultValue={2} />
        </label>
        <label>
          Most entrants{' '}
          <input name="maxEntrants" type="number" min={2} max={1024} defaultValue={16} />
        </label>
        <label>
          Time control{' '}
          <select name="timeControl" defaultValue={DEFAULT_TIME_CONTROL}>
            {TIME_CONTROLS.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.words}
              </option>
            ))}
          </select>
        </label>
        <p className="field__hint">
          Every competition has a clock: a time for each decision, a bank of time for all of a
          player’s moves plus a little for each move, or days per move. Running out of time loses
          that game, a second time withdraws the player, so nobody who stays away holds up a round.
        </p>
        <label>
          Bot for a leaver{' '}
          <select name="botLevel" defaultValue="normal">
            {BOT_LEVELS.map((level) => (
              <option key={level} value={level}>
                {level[0]?.toUpperCase()}
                {level.slice(1)}
              </option>
            ))}
          </select>
        </label>
        <label>
          Starts at (empty: when you start it) <input name="startsAt" type="datetime-local" />
        </label>
        {error && <ErrorNotice error={error} />}
        <button type="submit" className="button button--primary" disabled={sending}>
          Create competition
        </button>
      </form>
    </details>
  );
}

/** Seats a table of a tables competition: the choices the server offers for the game. */
function SeatsField({ game }: { game: string }): ReactElement {
  const choices = useApi(() => competitionsApi.tableSeats(game), `table-seats:${game}`);
  return (
    <Loaded state={choices} what="seats a table">
      {({ seats }) =>
        seats.length === 0 ? (
          <p className="field__hint" role="status">
            This game has no tables of 3 or more, each for themselves: choose another format.
          </p>
        ) : (
          <>
            <label>
              Seats a table{' '}
              <select name="seats" defaultValue={seats[0]}>
                {seats.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
            <p className="field__hint">
              Each round draws tables in snake order of the standings; a table gives its winner
              seats − 1 points down to 0 for its last. A field that does not divide plays some
              smaller tables, or sits its lowest out on a bye when the game has no smaller table.
            </p>
          </>
        )
      }
    </Loaded>
  );
}
