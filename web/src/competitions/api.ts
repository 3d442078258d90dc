/** The competitions' HTTP API (src/server/competitions/routes.ts) as typed calls. */
import type { Status } from '../../../src/server/competitions/model.ts';
import type {
  CompetitionSummary,
  CompetitionView,
  PlayerFixture,
  TableCompetition,
} from '../../../src/server/competitions/wire.ts';
import { request } from '../api/http.ts';

const path = (id: string): string => `/api/competitions/${encodeURIComponent(id)}`;

function post<T>(url: string, body?: unknown): ReturnType<typeof request<T>> {
  return request<T>(url, {
    method: 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The host's choices on the create form (src/server/competitions/service.ts's schema). */
export interface NewCompetition {
  readonly name: string;
  readonly game: string;
  readonly format: 'league' | 'knockout' | 'swiss' | 'tables';
  readonly rounds?: number;
  /** Seats a table: 3 or more with the 'tables' format (one of `tableSeats`' answer), else 2. */
  readonly seats?: number;
  readonly legs?: 1 | 2;
  readonly rated?: boolean;
  readonly entry?: 'open' | 'link' | 'invited';
  /** With entry 'invited': the account names that may join, e.g. ['Ana', 'Bo']. */
  readonly invited?: readonly string[];
  readonly minEntrants?: number;
  readonly maxEntrants?: number;
  readonly startsAt?: number | null;
  /** Seconds per decision, or 1, 3 or 7 days in seconds (games over days); 0 only for a CLI tournament of bots. */
  readonly turnSeconds?: number;
  /** Or a real-time clock per seat, e.g. `{ baseSeconds: 300, incrementSeconds: 3 }` (never with turnSeconds). */
  readonly clock?: { readonly baseSeconds: number; readonly incrementSeconds: number };
  /** The level of the bot that plays on for a leaver. */
  readonly botLevel?: 'easy' | 'normal' | 'hard';
}

export const competitionsApi = {
  list: (status: Status) =>
    request<{ competitions: CompetitionSummary[] }>(`/api/competitions?status=${status}`),
  get: (id: string) => request<CompetitionView>(path(id)),
  /** The asker's games in every competition they entered (a guest's too), newest first. */
  fixtures: () => request<{ fixtures: PlayerFixture[] }>('/api/competitions/fixtures'),
  /** The seats a table a tables competition of `game` may choose, e.g. [3, 4, 5]; [] for none. */
  tableSeats: (game: string) =>
    request<{ seats: number[] }>(`/api/competitions/table-seats?game=${encodeURIComponent(game)}`),
  create: (body: NewCompetition) => post<CompetitionView>('/api/competitions', body),
  /** Enters; `key`: what a link-entry competition's link carries (`?key=…`). */
  join: (id: string, key?: string) =>
    post<CompetitionView>(`${path(id)}/join`, key === undefined ? undefined : { key }),
  leave: (id: string) => post<CompetitionView>(`${path(id)}/leave`),
  start: (id: string) => post<CompetitionView>(`${path(id)}/start`),
  /** The competition game a table plays (its round, its forfeits), or null. */
  ofTable: (tableId: string) =>
    request<TableCompetition | null>(`/api/tables/${encodeURIComponent(tableId)}/competition`),
  /** Takes the player's seat at a competition table on this device: the link to open. */
  playHere: (tableId: string) =>
    post<{ seat: number; invite: string }>(`/api/tables/${encodeURIComponent(tableId)}/mine`),
};

export type { CompetitionSummary, CompetitionView, PlayerFixture, TableCompetition };
