/**
 * Your fixtures (/fixtures, issue #35): the asking player's games in every competition they
 * entered (a guest's own too): being played (with the way to their seat), upcoming (a
 * competition not started, a game drawn, a league's later rounds, the next round still to be
 * drawn) and played (the result from their seat, and the replay). Asked again every few
 * seconds while something is to come, as the competition page is.
 */
import { useEffect, useState, type ReactElement } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMe } from '../account/useMe.ts';
import { api, type ApiError } from '../api/http.ts';
import { useApi } from '../api/useApi.ts';
import { competitionsApi, type PlayerFixture } from '../competitions/api.ts';
import { gameTitle } from '../competitions/describe.ts';
import { opponentWords, resultWords } from '../competitions/fixtureWords.ts';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';

const POLL_MS = 5000;

const SECTIONS = [
  { state: 'playing', title: 'Being played' },
  { state: 'upcoming', title: 'Upcoming' },
  { state: 'played', title: 'Played' },
] as const;

export function Fixtures(): ReactElement {
  const { me } = useMe();
  const [fixtures, setFixtures] = useState<readonly PlayerFixture[] | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const games = useApi(() => api.games(), 'games');
  useEffect(() => {
    let live = true;
    let timer: number | undefined;
    const load = (): void => {
      void competitionsApi.fixtures().then((reply) => {
        if (!live) return;
        if (!reply.ok) {
          setError(reply.error);
          return;
        }
        setFixtures(reply.value.fixtures);
        if (reply.value.fixtures.some((f) => f.state !== 'played'))
          timer = window.setTimeout(load, POLL_MS);
      });
    };
    load();
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [me?.id]);
  const title = (game: string): string =>
    gameTitle(games.ok === true ? games.value : undefined, game);
  return (
    <main className="page" id="main">
      <h1>Your fixtures</h1>
      <p>
        Your games in every <Link to="/competitions">competition</Link> you entered: those being
        played, those to come, and those played with their results and replays.
      </p>
      {error && <ErrorNotice error={error} />}
      {fixtures === null && !error && <p role="status">Loading your fixtures…</p>}
      {fixtures?.length === 0 && (
        <p>
          You have entered no competition yet. <Link to="/competitions">Find one</Link>.
        </p>
      )}
      {fixtures &&
        fixtures.length > 0 &&
        SECTIONS.map(({ state, title: heading }) => {
          const shown = fixtures.filter((f) => f.state === state);
          return (
            <section key={state} aria-label={heading}>
              <h2>{heading}</h2>
              {shown.length === 0 ? (
                <p>None.</p>
              ) : (
                <ul className="fixtures">
                  {shown.map((f) => (
                    <li
                      key={`${f.competition.id}/${String(f.round)}/${String(f.seat)}/${f.tableId ?? ''}`}
                    >
                      <FixtureLine fixture={f} gameTitle={title(f.competition.game)} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        })}
    </main>
  );
}

/** 'Round 2 of Sunday cup (Goalkeepers): against Bo, won 2–1 — replay'. */
function FixtureLine({
  fixture: f,
  gameTitle: game,
}: {
  fixture: PlayerFixture;
  gameTitle: string;
}): ReactElement {
  const competition = (
    <Link to={`/competitions/${encodeURIComponent(f.competition.id)}`}>{f.competition.name}</Link>
  );
  if (f.round === null)
    return (
      <>
        {competition} ({game}): starts{' '}
        {f.competition.startsAt === null
          ? 'when the host starts it'
          : new Date(f.competition.startsAt).toLocaleString()}
      </>
    );
  const result = resultWords(f);
  return (
    <>
      {f.roundName} of {competition} ({game}): {opponentWords(f)}
      {result && `, ${result}`}
      {f.state === 'played' && f.tableId !== null && (
        <>
          {' '}
          — <Link to={`/replay/${f.tableId}`}>replay</Link>
        </>
      )}
      {f.state === 'playing' && f.tableId !== null && <PlayHere tableId={f.tableId} />}
    </>
  );
}

/** Takes the player's seat at the table on this device and opens it. */
function PlayHere({ tableId }: { tableId: string }): ReactElement {
  const navigate = useNavigate();
  const [error, setError] = useState<ApiError | null>(null);
  return (
    <>
      {' '}
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          void competitionsApi.playHere(tableId).then((reply) => {
            if (reply.ok) void navigate(reply.value.invite);
            else setError(reply.error);
          });
        }}
      >
        Play your game
      </button>
      {error && <ErrorNotice error={error} />}
    </>
  );
}
