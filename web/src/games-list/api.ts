/** "Your move" over HTTP (src/server/games-list/routes.ts) as typed calls. */
import type { GamesPage, ListedGame } from '../../../src/server/games-list/wire.ts';
import { request } from '../api/http.ts';
import { query } from '../ratings/api.ts';

export type { GamesPage, ListedGame };

export const gamesListApi = {
  /** A page of the player's games: the first, or the one after `after` (a page's `next`). */
  page: (after?: string) => request<GamesPage>(`/api/my-games${query({ limit: 20, after })}`),
  /** How many tables wait for the player's move. */
  waiting: () => request<{ waiting: number }>('/api/my-games/waiting'),
};
