/**
 * The HTTP API of src/server/protocol.ts as typed calls. Every call settles to an Ack-shaped
 * value, never a rejection: a network failure becomes an error with code 'offline'.
 */
import type {
  ClaimedSeat,
  ClaimSeat,
  CreatedTable,
  CreateTable,
  ErrorBody,
  GameDesign,
  GameDetails,
  GameInfo,
  LobbyPage,
  ReissuedSeat,
  ReissueSeat,
  ReplayFrames,
  TableSummary,
} from '../protocol.ts';
import { parseRetryAfter } from './retry-after.ts';

/** An error the server sent, or one of the app's own: 'offline' (no answer at all). */
export type ApiError = ErrorBody | { readonly code: 'offline'; readonly message: string };
export type Reply<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: ApiError };

/** One call of the API (exported for the ratings' calls, web/src/ratings/api.ts). */
export async function request<T>(path: string, init?: RequestInit): Promise<Reply<T>> {
  let response: Response;
  try {
    response = await fetch(path, init);
  } catch {
    return { ok: false, error: { code: 'offline', message: 'The server cannot be reached.' } };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, value: body as T };
  const error = errorBody(body, response.status);
  // The header says it for any refusal; a 'busy' body says it too (api/retry.ts waits for it).
  const after = parseRetryAfter(response.headers.get('retry-after'), Date.now());
  if (after === undefined || error.retryAfterSeconds !== undefined) return { ok: false, error };
  return { ok: false, error: { ...error, retryAfterSeconds: after } };
}

function errorBody(body: unknown, status: number): ErrorBody {
  if (typeof body === 'object' && body !== null && 'code' in body && 'message' in body)
    return body as ErrorBody;
  return { code: 'bad-message', message: `The server answered ${status}.` };
}

function post<T>(path: string, body: unknown, idempotencyKey?: string): Promise<Reply<T>> {
  return request<T>(path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }),
    },
    body: JSON.stringify(body),
  });
}

const table = (id: string): string => `/api/tables/${encodeURIComponent(id)}`;

export const api = {
  games: () => request<GameInfo[]>('/api/games'),
  game: (id: string) => request<GameDetails>(`/api/games/${encodeURIComponent(id)}`),
  design: (id: string) => request<GameDesign>(`/api/games/${encodeURIComponent(id)}/design`),
  /**
   * A new table; asks sent again with the same `idempotencyKey` (api/retry.ts's
   * newIdempotencyKey) and body get the table the first made, not another.
   */
  createTable: (body: CreateTable, idempotencyKey?: string) =>
    post<CreatedTable>('/api/tables', body, idempotencyKey),
  /** A page of the lobby: the first, or the one after `cursor` (a page's `next`). */
  lobby: (cursor?: string) =>
    request<LobbyPage>(
      cursor === undefined ? '/api/lobby' : `/api/lobby?cursor=${encodeURIComponent(cursor)}`,
    ),
  /**
   * A free lobby seat; asks sent again with the same `idempotencyKey` get the seat (and token)
   * the first took, not 'seat-taken' (api/claim.ts asks so).
   */
  claim: (id: string, seat: number, device?: string, name?: string, idempotencyKey?: string) =>
    post<ClaimedSeat>(
      `${table(id)}/claim`,
      { seat, device, name } satisfies ClaimSeat,
      idempotencyKey,
    ),
  reissue: (id: string, hostToken: string, seat: number) =>
    post<ReissuedSeat>(`${table(id)}/reissue`, { hostToken, seat } satisfies ReissueSeat),
  table: (id: string) => request<TableSummary>(table(id)),
  replay: (id: string) => request<ReplayFrames>(`${table(id)}/replay`),
  /** Finished tables: the listed ones, and those among `mine` (ids this browser holds seats of). */
  finished: (mine: readonly string[] = []) =>
    request<TableSummary[]>(
      mine.length === 0
        ? '/api/finished'
        : `/api/finished?mine=${encodeURIComponent(mine.join(','))}`,
    ),
};
