/**
 * The routes of resigning and claiming the win (resign.ts), each with the seat's token (the
 * one its page plays with) in the body or, to read, the query:
 *   GET  /api/tables/:id/ending?token=  → TableEnding (who resigned or lost by a claim; when
 *                                         the token's seat may claim the win, or null)
 *   POST /api/tables/:id/resign {token} → EndAnswer ('game-over', 'not-two-sided', 'bad-token')
 *   POST /api/tables/:id/claim-win {token} → EndAnswer ('not-claimable' before its time)
 * In a cluster each is answered by the process running the table (cluster/forwarding.ts
 * TableCalls), whichever process the request reached: only there is the table as its moves
 * left it, and only there are its seats' absences known.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TableCalls } from '../cluster/forwarding.ts';
import { answer, parseBody } from '../http/reply.ts';
import type { Result } from '../../core/result.ts';
import type { Refusal } from '../errors.ts';
import type { RatingsBook } from './book.ts';
import {
  absencesOf,
  claimWin,
  endingOf,
  resign,
  type EndAnswer,
  type EndingTables,
} from './resign.ts';

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
  /** In a cluster: the calls made on the process running the table. */
  readonly calls?: TableCalls;
}

/** What is sent to the process running the table: the seat's token, if any. */
const callArgs = z.strictObject({ token: token.optional() });

export function registerEndingRoutes(app: FastifyInstance, deps: EndingRouteDeps): void {
  const { book, tables, now, log, calls } = deps;
  const away = absencesOf(book, now, log);
  const ending = (id: string, asked: string | undefined) => endingOf(book, away, tables, id, asked);
  const resignAt = (id: string, asked: string) => resign(book, tables, id, asked, now(), log);
  const claimAt = (id: string, asked: string) =>
    claimWin(book, away, tables, id, asked, now(), log);
  /** Where the table runs: here if this process runs it (or nobody does), else its owner. */
  const at = <T>(
    name: string,
    id: string,
    asked: string | undefined,
    here: () => Promise<Result<T, Refusal>>,
  ) => (calls ? calls.call(id, `tables:${name}`, { token: asked }, here) : here());
  if (calls) {
    calls.serve('tables:ending', (id, args) => ending(id, tokenOf(args)));
    const seated =
      (act: (id: string, asked: string) => Promise<Result<EndAnswer, Refusal>>) =>
      (id: string, args: unknown) => {
        const asked = tokenOf(args);
        return asked === undefined ? Promise.resolve(parseBody(tokenBody, args)) : act(id, asked);
      };
    calls.serve('tables:resign', seated(resignAt));
    calls.serve('tables:claim-win', seated(claimAt));
  }

  app.get<{ Params: IdParams }>('/api/tables/:id/ending', async (request, reply) => {
    const query = parseBody(tokenQuery, request.query);
    if (!query.ok) return answer(reply, query);
    const { id } = request.params;
    const asked = query.value.token;
    return answer(reply, await at('ending', id, asked, () => ending(id, asked)));
  });

  app.post<{ Params: IdParams }>('/api/tables/:id/resign', async (request, reply) => {
    const body = parseBody(tokenBody, request.body);
    if (!body.ok) return answer(reply, body);
    const { id } = request.params;
    const asked = body.value.token;
    return answer(reply, await at('resign', id, asked, () => resignAt(id, asked)));
  });

  app.post<{ Params: IdParams }>('/api/tables/:id/claim-win', async (request, reply) => {
    const body = parseBody(tokenBody, request.body);
    if (!body.ok) return answer(reply, body);
    const { id } = request.params;
    const asked = body.value.token;
    return answer(reply, await at('claim-win', id, asked, () => claimAt(id, asked)));
  });
}

/** The token sent with a call from another process, if it is one. */
function tokenOf(args: unknown): string | undefined {
  const parsed = callArgs.safeParse(args);
  return parsed.success ? parsed.data.token : undefined;
}
