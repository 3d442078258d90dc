/**
 * One competition (/competitions/:id): its entrants, standings (league, Swiss, tables) or
 * bracket (knockout), each round's games (a tables competition's: its tables, each player's
 * place and points) with a link to the table or its replay, and the buttons to
 * join, leave or start. It is read again whenever the server says the competition changed
 * (useLiveCompetition), so people watching see entries, results and the next round come in.
 */
import { useState, type ReactElement } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { useMe } from '../account/useMe.ts';
import type { Reply } from '../api/http.ts';
import { competitionsApi, type CompetitionView } from '../competitions/api.ts';
import { Bracket } from '../competitions/Bracket.tsx';
import { entryOpen, gameTitle, leaverBotWords } from '../competitions/describe.ts';
import { TableLinks } from '../competitions/TableLinks.tsx';
import { useLiveCompetition } from '../competitions/useLiveCompetition.ts';
import { timeControlWords } from '../competitions/timeControl.ts';
import { api } from '../api/http.ts';
import { useApi } from '../api/useApi.ts';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';
import { useCopy } from '../ui/useCopy.ts';
import { FORMAT_WORDS } from './Competitions.tsx';
import { joinLink, signInFor, signUpFor } from '../competitions/joinLink.ts';

type GameView = CompetitionView['rounds'][number]['games'][number];

export function Competition(): ReactElement {
  const { id = '' } = useParams();
  const { me } = useMe();
  // A link-entry competition's link carries its key (`?key=…`), which a join sends.
  const [params] = useSearchParams();
  const key = params.get('key') ?? undefined;
  const location = useLocation();
  // Where signing in or up comes back to: this page, its key kept.
  const here = `${location.pathname}${location.search}`;
  // Read again at every change the server tells of; the player's session may change it too.
  const { view, setView, error, setError, live } = useLiveCompetition(id, me?.id);
  const [sending, setSending] = useState(false);
  const games = useApi(() => api.games(), 'games');
  const act = (call: (id: string) => Promise<Reply<CompetitionView>>): void => {
    setSending(true);
    void call(id).then((reply) => {
      setSending(false);
      if (reply.ok) {
        setView(reply.value);
        setError(null);
      } else setError(reply.error);
    });
  };
  if (!view)
    return (
      <main className="page" id="main">
        {error ? <ErrorNotice error={error} /> : <p role="status">Loading the competition…</p>}
      </main>
    );
  const names = new Map(view.entrants.map((e) => [e.player, e.name]));
  const nameOf = (player: string | null): string =>
    player === null ? 'bye' : (names.get(player) ?? 'a former entrant');
  const signedIn = me !== null && !me.guest;
  // Entered before (a withdrawn entrant too): no second entry. A Swiss (or tables) takes late entries.
  const entrant = view.entrants.some((e) => e.player === me?.id);
  return (
    <main className="page competition" id="main" data-live={live}>
      <h1>{view.name}</h1>
      <p>
        {FORMAT_WORDS[view.format]} of{' '}
        {gameTitle(games.ok === true ? games.value : undefined, view.game)}
        {view.format === 'swiss' || view.format === 'tables'
          ? `, ${view.settings.rounds} round${view.settings.rounds === 1 ? '' : 's'}`
          : ''}
        {view.format === 'tables' ? `, ${String(view.settings.seats ?? 2)} a table` : ''}
        {view.format === 'knockout' && view.settings.legs === 2 ? ', two-legged ties' : ''}
        {view.settings.entry === 'invited' ? ', by invitation' : ''}
        {view.rated ? ', rated' : ''}, {timeControlWords(view.settings)}, hosted by {view.hostName}.{' '}
        {leaverBotWords(view.settings.botLevel)} plays on for a leaver.{' '}
        <span data-status={view.status} className="competition__status">
          {view.status === 'entry'
            ? view.startsAt === null
              ? 'Entry open; the host starts it.'
              : `Entry open; starts ${new Date(view.startsAt).toLocaleString()}.`
            : view.status === 'running'
              ? 'Running.'
              : `Finished. Winner: ${nameOf(view.champion)}.`}
        </span>
      </p>
      <p className="competition__actions">
        {!signedIn && view.status === 'entry' && (
          <>
            <Link to={signInFor(here)}>Sign in</Link> or <Link to={signUpFor(here)}>sign up</Link>{' '}
            to enter.
          </>
        )}
        {signedIn &&
          !entrant &&
          entryOpen(view) &&
          (view.settings.entry === 'link' && !key && !view.you?.host ? (
            <>Entry is by the link its host sends.</>
          ) : (
            <button
              type="button"
              className="button button--primary"
              disabled={sending}
              onClick={() => {
                act((competition) => competitionsApi.join(competition, key));
              }}
            >
              Join
            </button>
          ))}
        {signedIn && view.you?.entered && view.status !== 'finished' && (
          <button
            type="button"
            className="button"
            disabled={sending}
            onClick={() => {
              act(competitionsApi.leave);
            }}
          >
            {view.status === 'entry' ? 'Leave' : 'Withdraw (a bot plays on for you)'}
          </button>
        )}
        {view.you?.host && view.status === 'entry' && (
          <button
            type="button"
            className="button button--primary"
            disabled={sending}
            onClick={() => {
              act(competitionsApi.start);
            }}
          >
            Start now
          </button>
        )}
      </p>
      {error && <ErrorNotice error={error} />}
      {view.you?.joinKey && view.status !== 'finished' && (
        <JoinLink link={joinLink(window.location.origin, view.id, view.you.joinKey)} />
      )}
      {view.standings.length > 0 && <Standings view={view} />}
      {view.format === 'knockout' ? (
        <>
          <h2>Bracket</h2>
          {view.bracket.length === 0 ? (
            <p>The bracket is drawn at the start, seeded by rating.</p>
          ) : (
            <Bracket view={view} nameOf={nameOf} mine={me?.id ?? null} />
          )}
        </>
      ) : (
        <>
          <h2>Games</h2>
          {view.rounds.length === 0 && <p>The first round is drawn at the start.</p>}
          {view.rounds.map((round) => (
            <section key={round.round} aria-label={`Round ${String(round.round)}`}>
              <h3>Round {round.round}</h3>
              <ul className="competition-games">
                {round.games.map((game) => (
                  <li key={game.index} data-table={game.tableId ?? ''}>
                    {view.format === 'tables' ? (
                      <TableLine game={game} nameOf={nameOf} mine={me?.id ?? null} />
                    ) : (
                      <GameLine game={game} nameOf={nameOf} mine={me?.id ?? null} />
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
      <h2>Entrants ({view.entrants.length})</h2>
      <ol className="competition-entrants">
        {view.entrants.map((e) => (
          <li key={e.player}>
            <Link to={`/players/${encodeURIComponent(e.player)}`}>{e.name}</Link> ({e.rating})
            {e.withdrawn ? ' — withdrew, a bot plays on' : ''}
          </li>
        ))}
      </ol>
    </main>
  );
}

/** The host's link to send, with a button that copies it. */
function JoinLink({ link }: { link: string }): ReactElement {
  const { copied, copy } = useCopy(link);
  return (
    <p className="competition__link">
      <label>
        Link to join (only whoever has it may enter){' '}
        <input
          type="text"
          readOnly
          value={link}
          onFocus={(e) => {
            e.currentTarget.select();
          }}
        />
      </label>{' '}
      <button type="button" className="button" onClick={copy}>
        {copied ? 'Copied' : 'Copy link'}
      </button>
    </p>
  );
}

function GameLine({
  game,
  nameOf,
  mine,
}: {
  game: GameView;
  nameOf: (player: string | null) => string;
  mine: string | null;
}): ReactElement {
  if (game.second === null) return <>{nameOf(game.first)} goes through (bye)</>;
  const score = game.result ? ` ${game.result.scores.join('–')} ` : ' v ';
  return (
    <>
      {nameOf(game.first)}
      {score}
      {nameOf(game.second)} {game.result?.forfeit && <>({forfeitWords(game, nameOf)}) </>}
      <TableLinks game={game} mine={mine} />
    </>
  );
}

/**
 * A tables competition's table: 'Table 2: Ana 1st (3), Bo 2nd (2), Cy 3rd (1), Di 4th (0)',
 * each player's place and points once played (by seat before), or a bye's points.
 */
function TableLine({
  game,
  nameOf,
  mine,
}: {
  game: GameView;
  nameOf: (player: string | null) => string;
  mine: string | null;
}): ReactElement {
  if (game.second === null)
    return (
      <>
        {nameOf(game.first)} sits out (bye, {formatPoints(game.points?.[0] ?? 0)} points)
      </>
    );
  const players = [game.first, game.second, ...game.others];
  const places = game.result?.places;
  const { points } = game;
  const order = players
    .map((player, seat) => ({ player, seat, place: places?.[seat] ?? seat + 1 }))
    .sort((a, b) => a.place - b.place || a.seat - b.seat);
  return (
    <>
      Table {game.index + 1}:{' '}
      {order.map(({ player, seat, place }, i) => (
        <span key={player}>
          {i > 0 ? ', ' : ''}
          {nameOf(player)}
          {points && places ? ` ${ordinal(place)} (${formatPoints(points[seat] ?? 0)})` : ''}
        </span>
      ))}{' '}
      {game.result?.forfeit && <>({forfeitWords(game, nameOf)}) </>}
      <TableLinks game={game} mine={mine} />
    </>
  );
}

/** 1st, 2nd, 3rd, 4th … */
function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${String(n)}${suffix}`;
}

/** Points to at most two decimals, e.g. 1.5 or 2.67. */
const formatPoints = (x: number): string => String(Math.round(x * 100) / 100);

/**
 * 'Bo forfeited', 'both forfeited', or at a table of 3+ 'Bo and Cy forfeited': ran out of time
 * or left while it was played.
 */
function forfeitWords(game: GameView, nameOf: (player: string | null) => string): string {
  const seats = game.result?.forfeit ?? [];
  const players = [game.first, game.second, ...game.others];
  if (seats.length > 1 && players.length === 2) return 'both forfeited';
  return `${seats.map((seat) => nameOf(players[seat] ?? null)).join(' and ')} forfeited`;
}

function Standings({ view }: { view: CompetitionView }): ReactElement {
  const breaks = Object.keys(view.standings[0]?.tieBreaks ?? {});
  return (
    <>
      <h2>Standings</h2>
      <table className="lab-table competition-standings">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Player</th>
            <th scope="col">Played</th>
            <th scope="col">Points</th>
            {breaks.map((b) => (
              <th scope="col" key={b}>
                {b}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {view.standings.map((line, i) => (
            <tr key={line.player}>
              <td>{i + 1}</td>
              <td>
                {line.name}
                {line.withdrawn ? ' (bot)' : ''}
              </td>
              <td>{line.played}</td>
              <td>{line.points}</td>
              {breaks.map((b) => (
                <td key={b}>{line.tieBreaks[b]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
