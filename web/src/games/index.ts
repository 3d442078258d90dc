/**
 * Each game's board by game id: one line per game. A board is loaded only when a table of its
 * game is shown, so the page for one game does not download the others' boards (each line is
 * a chunk of its own in the build). A game without a line is played in the generic shell,
 * from the table in words and the legal actions as buttons.
 */
import type { GameUi } from './types.ts';

const LOADERS: Readonly<Record<string, (() => Promise<GameUi>) | undefined>> = {
  goal: async () => (await import('./goal/index.ts')).goalUi,
  golazo: async () => (await import('./golazo/index.ts')).golazoUi,
  goalkeepers: async () => (await import('./goalkeepers/index.ts')).goalkeepersUi,
  'next-goal-wins': async () => (await import('./next-goal-wins/index.ts')).nextGoalWinsUi,
  'supernatural-soccer': async () =>
    (await import('./supernatural-soccer/index.ts')).supernaturalSoccerUi,
  // A test game, served only by a server started with MATCHDAY_TEST_GAMES=1 (browser tests):
  // its chunk is fetched only when a table of it is shown.
  'grid-game': async () => (await import('./testing/grid/index.ts')).gridUi,
};

// One load per game for the page's life; React's `use` needs the same promise every render.
const loading = new Map<string, Promise<GameUi | null>>();

/**
 * A game's board, loading: undefined for a game without one; resolves to null if it could
 * not be loaded (a dropped connection), and the table is then shown in words.
 */
export function gameUi(game: string): Promise<GameUi | null> | undefined {
  const loader = LOADERS[game];
  if (!loader) return undefined;
  let ui = loading.get(game);
  if (!ui) {
    ui = loader().catch(() => null);
    loading.set(game, ui);
  }
  return ui;
}
