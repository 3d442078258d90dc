/**
 * The header's "Your move" link to the player's games, with how many wait for their move
 * (GET /api/my-games/waiting), asked again on every page change, every half minute, and at
 * once when a list of the player's games on the page sees that count change (waitingChanged.ts).
 */
import { useEffect, useState, type ReactElement } from 'react';
import { NavLink, useLocation } from 'react-router';
import { gamesListApi } from './api.ts';
import { onWaitingChanged } from './waitingChanged.ts';
import './games-list.css';

const EVERY_MS = 30_000;

export function YourMoveLink(): ReactElement {
  const { pathname } = useLocation();
  const [waiting, setWaiting] = useState(0);
  useEffect(() => {
    let live = true;
    const ask = () => {
      void gamesListApi.waiting().then((reply) => {
        if (live && reply.ok) setWaiting(reply.value.waiting);
      });
    };
    ask();
    const every = window.setInterval(ask, EVERY_MS);
    const stopListening = onWaitingChanged(ask);
    return () => {
      live = false;
      window.clearInterval(every);
      stopListening();
    };
  }, [pathname]);
  return (
    <NavLink to="/my-games" data-testid="your-move">
      Your move
      {waiting > 0 && (
        <span className="badge your-move__count" aria-label={`${String(waiting)} waiting for you`}>
          {waiting}
        </span>
      )}
    </NavLink>
  );
}
