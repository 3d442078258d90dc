/** The pages and their addresses. */
import { Suspense, lazy, type LazyExoticComponent, type ReactElement, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { CreateTable } from './pages/CreateTable.tsx';
import { GamePage } from './pages/GamePage.tsx';
import { Home } from './pages/Home.tsx';
import { Lobby } from './pages/Lobby.tsx';
import { NotFound } from './pages/NotFound.tsx';
import { TablePage } from './pages/TablePage.tsx';
import { Layout } from './ui/Layout.tsx';

/** A page whose code loads when it is first opened, from `load`'s export `name`. */
function later<K extends string>(
  load: () => Promise<Record<K, () => ReactElement>>,
  name: K,
): LazyExoticComponent<() => ReactElement> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

// The pages a player meets first (home, a game, its create form, the table, the lobby) come
// with the app; the others load when opened, so the first page downloads less. The Lab page
// (its form, figures and workers) most of all: most visitors play.
const Lab = later(() => import('./pages/Lab.tsx'), 'Lab');
const AccountPage = later(() => import('./account/AccountPage.tsx'), 'AccountPage');
const SignIn = later(() => import('./account/SignIn.tsx'), 'SignIn');
const SignUp = later(() => import('./account/SignUp.tsx'), 'SignUp');
const DesignPage = later(() => import('./pages/DesignPage.tsx'), 'DesignPage');
const Competition = later(() => import('./pages/Competition.tsx'), 'Competition');
const Competitions = later(() => import('./pages/Competitions.tsx'), 'Competitions');
const Fixtures = later(() => import('./pages/Fixtures.tsx'), 'Fixtures');
const MyGames = later(() => import('./pages/MyGames.tsx'), 'MyGames');
const Player = later(() => import('./pages/Player.tsx'), 'Player');
const Replay = later(() => import('./pages/Replay.tsx'), 'Replay');
const Replays = later(() => import('./pages/Replays.tsx'), 'Replays');
const Leaderboard = later(() => import('./pages/Leaderboard.tsx'), 'Leaderboard');
const Leaderboards = later(() => import('./pages/Leaderboard.tsx'), 'Leaderboards');

/** A page that may still be loading. */
function Loading({ what = 'the page', children }: { what?: string; children: ReactNode }) {
  return <Suspense fallback={<p className="notice">Loading {what}…</p>}>{children}</Suspense>;
}

export function App(): ReactElement {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<Home />} />
        <Route path="games/:id" element={<GamePage />} />
        <Route path="games/:id/new" element={<CreateTable />} />
        <Route
          path="games/:id/design"
          element={
            <Loading>
              <DesignPage />
            </Loading>
          }
        />
        <Route path="table/:id" element={<TablePage />} />
        <Route path="lobby" element={<Lobby />} />
        <Route
          path="my-games"
          element={
            <Loading>
              <MyGames />
            </Loading>
          }
        />
        <Route
          path="replays"
          element={
            <Loading>
              <Replays />
            </Loading>
          }
        />
        <Route
          path="replay/:id"
          element={
            <Loading>
              <Replay />
            </Loading>
          }
        />
        <Route
          path="leaderboards"
          element={
            <Loading>
              <Leaderboards />
            </Loading>
          }
        />
        <Route
          path="competitions"
          element={
            <Loading>
              <Competitions />
            </Loading>
          }
        />
        <Route
          path="fixtures"
          element={
            <Loading>
              <Fixtures />
            </Loading>
          }
        />
        <Route
          path="competitions/:id"
          element={
            <Loading>
              <Competition />
            </Loading>
          }
        />
        <Route
          path="leaderboards/:mode"
          element={
            <Loading>
              <Leaderboard />
            </Loading>
          }
        />
        <Route
          path="players/:id"
          element={
            <Loading>
              <Player />
            </Loading>
          }
        />
        <Route
          path="sign-in"
          element={
            <Loading>
              <SignIn />
            </Loading>
          }
        />
        <Route
          path="sign-up"
          element={
            <Loading>
              <SignUp />
            </Loading>
          }
        />
        <Route
          path="account"
          element={
            <Loading>
              <AccountPage />
            </Loading>
          }
        />
        <Route
          path="lab"
          element={
            <Loading what="the lab">
              <Lab />
            </Loading>
          }
        />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
