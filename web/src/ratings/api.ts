/** The ratings' HTTP API (src/server/ratings/routes.ts) as typed calls. */
import type {
  BotRating,
  CoolDownAnswer,
  LeaderboardPage,
  PlayerPage,
  RatingModeInfo,
  TableRatings,
} from '../../../src/server/ratings/wire.ts';
import { request } from '../api/http.ts';

/** A query string of the values given, e.g. '?limit=50&after=…', '' when none is. */
export function query(values: Readonly<Record<string, string | number | undefined>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

export const ratingsApi = {
  modes: () => request<RatingModeInfo[]>('/api/ratings/modes'),
  /** A page of a mode's leaderboard: the first, or the one after `after` (a page's `next`). */
  leaderboard: (mode: string, after?: string) =>
    request<LeaderboardPage>(
      `/api/leaderboards/${encodeURIComponent(mode)}${query({ limit: 50, after })}`,
    ),
  /** A player's page; its history from `before` (a history page's `next`), of one mode if given. */
  player: (id: string, page: { before?: string; mode?: string; limit?: number } = {}) =>
    request<PlayerPage>(`/api/players/${encodeURIComponent(id)}${query(page)}`),
  /** The session's player's cool-down in words (after leaving rated games), or null. */
  coolDown: () => request<CoolDownAnswer>('/api/ratings/cool-down'),
  /** Bots' ratings in a mode (those with one), e.g. for 'Normal (1620)' at a table. */
  bots: (mode: string, ids: readonly string[]) =>
    request<BotRating[]>(`/api/ratings/bots${query({ mode, ids: ids.join(',') })}`),
  /** Tables' ratings (at most 50 ids): whether rated, each seated person's rating. */
  tables: (ids: readonly string[]) =>
    request<TableRatings[]>(`/api/ratings/tables${query({ ids: ids.slice(0, 50).join(',') })}`),
};
