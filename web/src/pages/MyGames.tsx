/**
 * "Your move" (/my-games, issue #35): the signed-in player's tables (or this browser's
 * guest's), those waiting for their move first with the time left, then the others still
 * playing, then those finished lately, a page at a time; asked again every few seconds, so a
 * move made elsewhere shows without a reload.
 */
import { useEffect, useState, type ReactElement } from 'react';
import { Link } from 'react-router';
import type { Reply } from '../api/http.ts';
import { useApi } from '../api/useApi.ts';
import { api } from '../api/http.ts';
import { gamesListApi, type GamesPage, type ListedGame } from '../games-list/api.ts';
import { timeControl, timeLeft } from '../games-list/timeLeft.ts';
import { tellWaitingChanged, WaitingWatch } from '../games-list/waitingChanged.ts';
import '../games-list/games-list.css';
import { PageButtons, useKeysetPages } from '../ratings/Pages.tsx';
import { NotifyToggle } from '../notify/NotifyToggle.tsx';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';

const EVERY_MS = 5_000;

const HEADINGS: Readonly<Record<ListedGame['section'], string>> = {
  waiting: 'Waiting for your move',
  playing: 'Waiting for others',
  finished: 'Finished lately',
};

/**
 * A page of the list, asked again every EVERY_MS without showing "loading" in between; a
 * change of the tables waiting for the player's move also updates the header's count.
 */
function useGamesPage(cursor: string | undefined): {
  readonly page: Reply<GamesPage> | undefined;
  /** How far this device's clock is ahead of the server's (ms), as of the last answer. */
  readonly skew: number;
} {
  const [state, setState] = useState<{ page: Reply<GamesPage> | undefined; skew: number }>({
    page: undefined,
    skew: 0,
  });
  useEffect(() => {
    let live = true;
    setState({ page: undefined, skew: 0 });
    const watch = new WaitingWatch();
    const ask = () => {
      void gamesListApi.page(cursor).then((page) => {
        if (!live) return;
        setState({ page, skew: page.ok ? Date.now() - page.value.now : 0 });
        if (page.ok && watch.see(page.value.games)) tellWaitingChanged();
      });
    };
    ask();
    const every = window.setInterval(ask, EVERY_MS);
    return () => {
      live = false;
      window.clearInterval(every);
    };
  }, [cursor]);
  return state;
}

export function MyGames(): ReactElement {
  const pages = useKeysetPages();
  const { page, skew } = useGamesPage(pages.cursor);
  const titles = useApi(() => api.games(), 'games');
  const titleOf = (id: string) =>
    (titles.ok === true ? titles.value.find((g) => g.id === id)?.title : undefined) ?? id;
  return (
    <main className="page my-games" id="main">
      <h1>Your move</h1>
      <p>
        Your tables, wherever you took your seat: those waiting for your move first, soonest
        deadline first. A table played over days gives each move that long; when it runs out, a bot
        decides for the player at a casual table, and at a rated or competition table the game is
        lost by forfeit.
      </p>
      <NotifyToggle />
      {!page && <p role="status">Loading your games…</p>}
      {page && !page.ok && <ErrorNotice error={page.error} />}
      {page?.ok && page.value.games.length === 0 && (
        <p>
          No games yet. <Link to="/">Pick a game</Link> and create a table, or find one in the{' '}
          <Link to="/lobby">lobby</Link>.
        </p>
      )}
      {page?.ok &&
        (['waiting', 'playing', 'finished'] as const).map((section) => {
          const games = page.value.games.filter((g) => g.section === section);
          if (games.length === 0) return null;
          return (
            <section key={section} className="panel" data-section={section}>
              <h2 className="panel__title">{HEADINGS[section]}</h2>
              <ul className="my-games__list">
                {games.map((game) => (
                  <GameEntry key={game.id} game={game} title={titleOf(game.game)} skew={skew} />
                ))}
              </ul>
            </section>
          );
        })}
      {page?.ok && (
        <PageButtons
          pages={pages}
          next={page.value.next ?? undefined}
          backLabel="Earlier games"
          onLabel="More games"
        />
      )}
    </main>
  );
}

function GameEntry(props: { game: ListedGame; title: string; skew: number }): ReactElement {
  const { game, title, skew } = props;
  const others = game.seats.filter((seat) => !seat.mine).map((seat) => seat.name);
  return (
    <li className="my-game" data-table={game.id} data-section={game.section}>
      <Link to={`/table/${encodeURIComponent(game.id)}`} className="my-game__title">
        {title}
      </Link>{' '}
      {others.length > 0 && <span>against {others.join(', ')}</span>}{' '}
      <span className="my-game__control">({timeControl(game.turnSeconds)})</span>
      {game.deadline !== null && (
        <span className="my-game__left">
          {' '}
          · {timeLeft(game.deadline - (Date.now() - skew))} left
        </span>
      )}
    </li>
  );
}
