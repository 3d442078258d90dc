/**
 * The competitions' HTTP API (issue #35):
 *
 *   GET  /api/competitions?status=entry|running|finished → { competitions: CompetitionSummary[] }
 *        open competitions of that status (default entry), newest first, at most 50
 *   POST /api/competitions  CreateCompetition            → CompetitionView (201)  signed in
 *   GET  /api/competitions/:id                           → CompetitionView (`you` for the asker)
 *   GET  /api/competitions/table-seats?game=goalkeepers  → { seats: number[] }: the seats a
 *        table a 'tables' competition of the game may choose (its default options), e.g. [3, 4, 5]
 *   GET  /api/competitions/fixtures                      → { fixtures: PlayerFixture[] }: the
 *        asker's games in every competition they entered (a guest's too); [] for nobody
 *   POST /api/competitions/:id/join | leave | start      → CompetitionView          signed in
 *        (join: `{ key }`, the key of a link-entry competition's link; its host sees it as
 *        CompetitionView.joinKey)
 *   GET  /api/tables/:id/competition                     → TableCompetition | null: the
 *        competition game a table plays (its round; who lost it by forfeit), for anyone
 *
 * Results never come through the API: only the server's own finished tables report them.
 * The posts need the session cookie (SameSite=Lax keeps it off other sites' posts); a post
 * naming another origin is refused besides.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { err, ok, type Result } from '../../core/result.ts';
import type { Player } from '../accounts/players.ts';
import { refusal, type Refusal } from '../errors.ts';
import { answer } from '../http/reply.ts';
import { STATUSES, type Competition, type Status } from './model.ts';
import type { CompetitionService } from './service.ts';
import { summaryOf, viewOf } from './view.ts';

interface IdParams {
  readonly id: string;
}

const ID_PATTERN = /^c[A-Za-z0-9_-]{6,40}$/;
const TABLE_ID_PATTERN = /^[A-Za-z0-9_-]{6,40}$/;

export function registerCompetitionRoutes(
  app: FastifyInstance,
  service: CompetitionService,
  playerOf: (request: FastifyRequest) => Promise<Player | null>,
): void {
  const signedIn = async (request: FastifyRequest): Promise<Result<Player, Refusal>> => {
    if (!sameOrigin(request))
      return err(refusal('bad-message', 'That request came from another site.'));
    const player = await playerOf(request);
    return player ? ok(player) : err(refusal('not-seated', 'Sign in to take part.'));
  };
  const view = (done: Result<Competition, Refusal>, asker: string | null) =>
    done.ok ? ok(viewOf(done.value, asker)) : done;

  app.get<{ Querystring: { status?: string } }>('/api/competitions', async (request, reply) => {
    const status = request.query.status ?? 'entry';
    if (!(STATUSES as readonly string[]).includes(status))
      return answer(reply, err(refusal('bad-message', 'status is entry, running or finished.')));
    const rows = await service.list(status as Status);
    return answer(reply, ok({ competitions: rows.map(summaryOf) }));
  });

  app.post('/api/competitions', async (request, reply) => {
    const player = await signedIn(request);
    if (!player.ok) return answer(reply, player);
    if (player.value.guest)
      return answer(reply, err(refusal('not-host', 'Make an account to host a competition.')));
    const made = await service.create(player.value, request.body);
    return answer(reply, view(made, player.value.id), 201);
  });

  app.get<{ Querystring: { game?: string } }>('/api/competitions/table-seats', (request, reply) => {
    const seats = service.tablesSeats(request.query.game ?? '');
    return answer(reply, seats.ok ? ok({ seats: seats.value }) : seats);
  });

  app.get('/api/competitions/fixtures', async (request, reply) => {
    const player = await playerOf(request);
    const fixtures = player ? await service.fixtures(player.id) : [];
    return answer(reply, ok({ fixtures }));
  });

  app.get<{ Params: IdParams }>('/api/competitions/:id', async (request, reply) => {
    if (!ID_PATTERN.test(request.params.id)) return answer(reply, err(unknown()));
    const player = await playerOf(request);
    return answer(reply, view(await service.get(request.params.id), player?.id ?? null));
  });

  app.get<{ Params: IdParams }>('/api/tables/:id/competition', async (request, reply) => {
    if (!TABLE_ID_PATTERN.test(request.params.id)) return answer(reply, ok(null));
    return answer(reply, ok((await service.ofTable(request.params.id)) ?? null));
  });

  for (const action of ['join', 'leave', 'start'] as const) {
    app.post<{ Params: IdParams }>(`/api/competitions/:id/${action}`, async (request, reply) => {
      if (!ID_PATTERN.test(request.params.id)) return answer(reply, err(unknown()));
      const player = await signedIn(request);
      if (!player.ok) return answer(reply, player);
      const { id } = request.params;
      const done =
        action === 'join'
          ? await service.join(id, player.value, joinKeyOf(request.body))
          : action === 'leave'
            ? await service.leave(id, player.value.id)
            : await service.start(id, player.value.id);
      return answer(reply, view(done, player.value.id));
    });
  }
}

/** The key a join's body carries from a link-entry competition's link, e.g. `{ key: 'q3Z…' }`. */
function joinKeyOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('key' in body)) return undefined;
  const { key } = body;
  return typeof key === 'string' && key.length <= 100 ? key : undefined;
}

const unknown = (): Refusal => refusal('unknown-competition', 'There is no such competition.');

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
