/**
 * GET /api/tables/:id/mine: the seats of a playing table that the signed-in player (or this
 * browser's guest) took, e.g. { seats: [1] }. POST /api/tables/:id/mine: moves the first of
 * them to this device, answering the invite link it opens ({ seat, invite }); the device that
 * played it is told it no longer does. Both need the session cookie, which SameSite=Lax keeps
 * off other sites' posts; a post naming another origin is refused besides. In a cluster the
 * post's seat is moved by the process running the table (cluster/forwarding.ts TableCalls),
 * whichever process the request reached.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { TableCalls } from '../cluster/forwarding.ts';
import { err, ok } from '../../core/result.ts';
import { refusal } from '../errors.ts';
import { answer } from '../http/reply.ts';
import type { TableAccess } from '../tables/access.ts';
import type { Player } from './players.ts';
import { moveSeatHere, seatsOf } from './seats.ts';

interface IdParams {
  readonly id: string;
}

export function registerSeatRoutes(
  app: FastifyInstance,
  access: TableAccess,
  playerOf: (request: FastifyRequest) => Promise<Player | null>,
  calls?: TableCalls,
): void {
  const nobody = () => err(refusal('not-seated', 'Sign in to play your seats here.'));
  const moveAt = (id: string, player: string) => moveSeatHere(access, id, player);
  calls?.serve('tables:mine', (id, args) => {
    const asked = moverArgs.safeParse(args);
    return asked.success ? moveAt(id, asked.data.player) : Promise.resolve(nobody());
  });

  app.get<{ Params: IdParams }>('/api/tables/:id/mine', async (request, reply) => {
    const player = await playerOf(request);
    if (!player) return answer(reply, ok({ seats: [] }));
    const table = await access.table(request.params.id);
    return answer(reply, table.ok ? ok({ seats: seatsOf(table.value, player.id) }) : table);
  });

  app.post<{ Params: IdParams }>('/api/tables/:id/mine', async (request, reply) => {
    if (!sameOrigin(request))
      return answer(reply, err(refusal('bad-message', 'That request came from another site.')));
    const player = await playerOf(request);
    if (!player) return answer(reply, nobody());
    const { id } = request.params;
    const here = () => moveAt(id, player.id);
    return answer(
      reply,
      await (calls ? calls.call(id, 'tables:mine', { player: player.id }, here) : here()),
    );
  });
}

/** What is sent to the process running the table: whose seat to move. */
const moverArgs = z.strictObject({ player: z.string() });

/** Whether a request names no origin, or the one it was sent to. */
function sameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}
