/**
 * The routes of resigning and claiming the win (resign.ts), each with the seat's token (the
 * one its page plays with) in the body or, to read, the query:
 *   GET  /api/tables/:id/ending?token=  → TableEnding (who resigned or lost by a claim; when
 *                                         the token's seat may claim the win, or null)
 *   POST /api/tables/:id/resign {token} → EndAnswer ('game-over', 'not-two-sided', 'bad-token')
 *   POST /api/tables/:id/claim-win {token} → EndAnswer ('not-claimable' before its time)
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answer, parseBody } from '../http/reply.ts';
import type { RatingsBook } from './book.ts';
import { absencesOf, claimWin, endingOf, resign, type EndingTables } from './resign.ts';

interface IdParams {
  readonly id: string;
}

const token = z.string().min(1).max(200);
const tokenBody = z.strictObject({ token });
const tokenQuery = z.strictObject({ token: token.optional() });

export interface EndingRouteDeps {
  readonly book: RatingsBook;
  readonly tables: EndingTables;
  readonly now: () => number;
  readonly log: (message: string) => void;
}

export function registerEndingRoutes(app: FastifyInstance, deps: EndingRouteDeps): void {
  const { book, tables, now, log } = deps;
  const away = absencesOf(book, now);

  app.get<{ Params: IdParams }>('/api/tables/:id/ending', async (request, reply) => {
    const query = parseBody(tokenQuery, request.query);
    if (!query.ok) return answer(reply, query);
    return answer(reply, await endingOf(book, away, tables, request.params.id, query.value.token));
  });

  app.post<{ Params: IdParams }>('/api/tables/:id/resign', async (request, reply) => {
    const body = parseBody(tokenBody, request.body);
    if (!body.ok) return answer(reply, body);
    return answer(
      reply,
      await resign(book, tables, request.params.id, body.value.token, now(), log),
    );
  });

  app.post<{ Params: IdParams }>('/api/tables/:id/claim-win', async (request, reply) => {
    const body = parseBody(tokenBody, request.body);
    if (!body.ok) return answer(reply, body);
    return answer(
      reply,
      await claimWin(book, away, tables, request.params.id, body.value.token, now(), log),
    );
  });
}
