/** The catalogue: playable games first, the others marked as coming. */
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { api } from '../api/http.ts';
import { useApi } from '../api/useApi.ts';
import type { GameInfo } from '../protocol.ts';
import { Loaded } from '../ui/Loaded.tsx';

export function Home(): ReactElement {
  const games = useApi(api.games, 'games');
  return (
    <main className="page" id="main">
      <h1>Football tabletop games</h1>
      <p className="lead">Play with friends on one device or by invite link, or against bots.</p>
      <Loaded state={games} what="the games">
        {(list) => (
          <ul className="game-cards">
            {[...list]
              .sort((a, b) => Number(b.playable) - Number(a.playable))
              .map((game) => (
                <GameCard key={game.id} game={game} />
              ))}
          </ul>
        )}
      </Loaded>
    </main>
  );
}

function GameCard({ game }: { game: GameInfo }): ReactElement {
  return (
    <li className={`game-card${game.playable ? '' : ' game-card--coming'}`}>
      <h2 className="game-card__title">
        {game.playable ? <Link to={`/games/${game.id}`}>{game.title}</Link> : game.title}
        {!game.playable && <span className="badge badge--coming">Coming</span>}
      </h2>
      <p>{game.summary}</p>
      <p className="game-card__seats">
        {game.minSeats === game.maxSeats ? game.minSeats : `${game.minSeats}–${game.maxSeats}`}{' '}
        players
      </p>
      {game.playable && (
        <p className="game-card__actions">
          <Link className="button button--primary" to={`/games/${game.id}/new`}>
            Create a table
          </Link>
          <Link className="button" to={`/games/${game.id}`}>
            Rules
          </Link>
        </p>
      )}
    </li>
  );
}
