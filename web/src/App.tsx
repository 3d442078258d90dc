/** The pages and their addresses. */
import { Suspense, lazy, type ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { AccountPage } from './account/AccountPage.tsx';
import { SignIn } from './account/SignIn.tsx';
import { SignUp } from './account/SignUp.tsx';
import { CreateTable } from './pages/CreateTable.tsx';
import { DesignPage } from './pages/DesignPage.tsx';
import { GamePage } from './pages/GamePage.tsx';
import { Home } from './pages/Home.tsx';
import { Leaderboard, Leaderboards } from './pages/Leaderboard.tsx';
import { Competition } from './pages/Competition.tsx';
import { Competitions } from './pages/Competitions.tsx';
import { Lobby } from './pages/Lobby.tsx';
import { MyGames } from './pages/MyGames.tsx';
import { NotFound } from './pages/NotFound.tsx';
import { Player } from './pages/Player.tsx';
import { Replay } from './pages/Replay.tsx';
import { Replays } from './pages/Replays.tsx';
import { TablePage } from './pages/TablePage.tsx';
import { Layout } from './ui/Layout.tsx';

// The Lab page (its form, figures and workers) loads when it is opened: most visitors play.
const Lab = lazy(() => import('./pages/Lab.tsx').then((page) => ({ default: page.Lab })));

export function App(): ReactElement {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<Home />} />
        <Route path="games/:id" element={<GamePage />} />
        <Route path="games/:id/new" element={<CreateTable />} />
        <Route path="games/:id/design" element={<DesignPage />} />
        <Route path="table/:id" element={<TablePage />} />
        <Route path="lobby" element={<Lobby />} />
        <Route path="my-games" element={<MyGames />} />
        <Route path="replays" element={<Replays />} />
        <Route path="replay/:id" element={<Replay />} />
        <Route path="leaderboards" element={<Leaderboards />} />
        <Route path="competitions" element={<Competitions />} />
        <Route path="competitions/:id" element={<Competition />} />
        <Route path="leaderboards/:mode" element={<Leaderboard />} />
        <Route path="players/:id" element={<Player />} />
        <Route path="sign-in" element={<SignIn />} />
        <Route path="sign-up" element={<SignUp />} />
        <Route path="account" element={<AccountPage />} />
        <Route
          path="lab"
          element={
            <Suspense fallback={<p className="notice">Loading the lab…</p>}>
              <Lab />
            </Suspense>
          }
        />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
