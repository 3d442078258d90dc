/**
 * A competition game's links (issue #35): its replay once played, else watch it, or "Play your
 * game" for its player, which takes their seat on this device and opens the table.
 */
import { useState, type ReactElement } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ApiError } from '../api/http.ts';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';
import { competitionsApi, type CompetitionView } from './api.ts';

type GameView = CompetitionView['rounds'][number]['games'][number];

/** The game's table: its replay once played, else watch it, or play it if it is yours. */
export function TableLinks({ game, mine }: { game: GameView; mine: string | null }): ReactElement {
  const navigate = useNavigate();
  const [error, setError] = useState<ApiError | null>(null);
  const playing = game.tableId !== null && game.result === null;
  const players = [game.first, game.second, ...game.others];
  const yours = mine !== null && players.includes(mine);
  return (
    <>
      {game.tableId !== null && game.result !== null && (
        <Link to={`/replay/${game.tableId}`}>replay</Link>
      )}
      {playing && !yours && <Link to={`/table/${game.tableId}`}>watch</Link>}
      {playing && yours && (
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            void competitionsApi.playHere(game.tableId ?? '').then((reply) => {
              if (reply.ok) void navigate(reply.value.invite);
              else setError(reply.error);
            });
          }}
        >
          Play your game
        </button>
      )}
      {game.tableId === null && ' (table being made)'}
      {error && <ErrorNotice error={error} />}
    </>
  );
}
