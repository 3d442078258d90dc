/** The frame of every page: a skip link, the site's name and its main places. */
import type { ReactElement } from 'react';
import { NavLink, Outlet } from 'react-router';
import { AccountControl } from '../account/AccountControl.tsx';
import { YourMoveLink } from '../games-list/YourMoveLink.tsx';
import { Notifier } from '../notify/Notifier.tsx';
import { BallLogo } from './BallLogo.tsx';

export function Layout(): ReactElement {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <NavLink to="/" className="site-header__brand">
          <BallLogo /> Matchday
        </NavLink>
        <nav aria-label="Main">
          <ul className="site-nav">
            <li>
              <NavLink to="/" end>
                Games
              </NavLink>
            </li>
            <li>
              <YourMoveLink />
            </li>
            <li>
              <NavLink to="/lobby">Lobby</NavLink>
            </li>
            <li>
              <NavLink to="/replays">Replays</NavLink>
            </li>
            <li>
              <NavLink to="/competitions">Competitions</NavLink>
            </li>
            <li>
              <NavLink to="/fixtures">Fixtures</NavLink>
            </li>
            <li>
              <NavLink to="/leaderboards">Leaderboards</NavLink>
            </li>
            <li>
              <NavLink to="/lab">Lab</NavLink>
            </li>
          </ul>
        </nav>
        <AccountControl />
      </header>
      <Outlet />
      <Notifier />
    </>
  );
}
