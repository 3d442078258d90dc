/**
 * "Your move" over HTTP (issue #35), for the session's player (an account or a guest):
 *
 *   GET /api/my-games?after=<cursor>&limit=20 → GamesPage: the tables whose seats they took,
 *       waiting for their move first (soonest deadline first), then the others playing, then
 *       those finished in the last 30 days; `next` is the following page's cursor
 *   GET /api/my-games/waiting                 → { waiting: 2 }: the header's count
 *
 * Without a session both answer nothing to show (an empty page, 0), not a refusal: the header
 * asks on every page.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { err, ok } from '../../core/result.ts';
import type { Player } from '../accounts/players.ts';
import { refusal } from '../errors.ts';
import { answer } from '../http/reply.ts';
import {
  DEFAULT_PAGE,
  MAX_PAGE,
  readCursor,
  readPage,
  type GamesBook,
  type GamesCursor,
} from './model.ts';

interface PageQuery {
  readonly after?: string;
  readonly limit?: string;
}

export function registerGamesListRoutes(
  app: FastifyInstance,
  book: GamesBook,
  playerOf: (request: FastifyRequest) => Promise<Player | null>,
  now: () => number,
): void {
  const unreadable = (error: unknown) => {
    app.log.warn(`could not read a player's games: ${String(error)}`);
    return err(refusal('unavailable', 'Your games cannot be read just now; try again soon.'));
  };

  app.get<{ Querystring: PageQuery }>('/api/my-games', async (request, reply) => {
    const limit = request.query.limit === undefined ? DEFAULT_PAGE : Number(request.query.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE)
      return answer(reply, err(refusal('bad-message', `limit is 1 to ${String(MAX_PAGE)}.`)));
    let after: GamesCursor | null = null;
    if (request.query.after !== undefined) {
      const cursor = readCursor(request.query.after);
      if (!cursor.ok) return answer(reply, cursor);
      after = cursor.value;
    }
    const player = await playerOf(request);
    if (!player) return answer(reply, ok({ games: [], next: null, now: now() }));
    try {
      return answer(reply, ok(await readPage(book, player.id, { limit, after, now: now() })));
    } catch (error) {
      return answer(reply, unreadable(error));
    }
  });

  app.get('/api/my-games/waiting', async (request, reply) => {
    const player = await playerOf(request);
    if (!player) return answer(reply, ok({ waiting: 0 }));
    try {
      return answer(reply, ok({ waiting: await book.waiting(player.id) }));
    } catch (error) {
      return answer(reply, unreadable(error));
    }
  });
}
