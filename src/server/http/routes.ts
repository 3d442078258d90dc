/** The HTTP API of protocol.ts, plus /api/metrics for operators and the bench. */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { err, type Result } from '../../core/result.ts';
import type { TableCalls } from '../cluster/forwarding.ts';
import { refusal, type Refusal } from '../errors.ts';
import { GcPauses } from './gc-pauses.ts';
import {
  catalogue,
  gameDocument,
  gameInfo,
  knownGame,
  rulesText,
  type GameFinder,
} from '../games.ts';
import { parseCursor } from '../tables/lobby-cursor.ts';
import {
  claimSeatSchema,
  createTableSchema,
  finishedQuerySchema,
  lobbyQuerySchema,
  reissueSeatSchema,
  type ClaimedSeat,
  type CreatedTable,
} from '../protocol.ts';
import type { TableService } from '../tables/service.ts';
import type { RatedTables } from '../ratings/finish.ts';
import { answer, parseBody } from './reply.ts';
import { idempotencyKey, Repeats, type RepeatStore } from './repeats.ts';
import { registerLineRoute } from '../replays/lines.ts';

export interface RouteDeps {
  readonly service: TableService;
  readonly find: GameFinder;
  /** Limits creating tables and claiming seats, per client address. */
  /** Creations per address: this process's (AddressRate) or the cluster's (SharedAddressRate). */
  readonly creates: { take(address: string): boolean | Promise<boolean> };
  /** Live socket connections, for the metrics. */
  readonly connections: () => number;
  /** In a cluster: the whole cluster's figures, read from the shared store (cluster/figures.ts). */
  readonly clusterFigures?: () => Promise<unknown>;
  /**
   * Where answers to asks repeated with an Idempotency-Key are kept (a table created, a seat
   * claimed): in a cluster its Redis (cluster/shared-repeats.ts); absent, this process's memory.
   */
  readonly repeats?: {
    readonly create: RepeatStore<CreatedTable>;
    readonly claim: RepeatStore<ClaimedSeat>;
  };
  /**
   * The signed-in player (an account or a guest) of a request, if any (accounts/): the
   * creator holds a new table's 'me' seats, a claimer the lobby seat, from that moment.
   */
  readonly playerOf?: (request: FastifyRequest) => Promise<{ readonly id: string } | null>;
  /** Checks and notes tables created rated (ratings/finish.ts); absent: every table is casual. */
  readonly ratedTables?: RatedTables;
  /**
   * In a cluster: the calls made on the process running the table (cluster/forwarding.ts), so
   * that a seat claimed or reissued through any process is taken where the table runs.
   */
  readonly calls?: TableCalls;
}

interface IdParams {
  readonly id: string;
}

const FINISHED_LISTED = 50;

/** Every route of the API: the games, the tables (seating and reading) and the metrics. */
export function registerRoutes(app: FastifyInstance, deps: RouteDeps): void {
  registerGameRoutes(app, deps.find);
  registerSeatingRoutes(app, deps);
  registerTableReads(app, deps.service);
  registerLineRoute(app, deps.service);
  registerMetricsRoute(app, deps);
}

/** The catalogue, and each game's facts with its rules or its design notes. */
function registerGameRoutes(app: FastifyInstance, find: GameFinder): void {
  const unknown = (id: string) => ({
    ok: false as const,
    error: refusal('unknown-game', `Unknown game '${id}'.`),
  });

  app.get('/api/games', () => catalogue(find));

  app.get<{ Params: IdParams }>('/api/games/:id', async (request, reply) => {
    const { id } = request.params;
    if (!knownGame(id, find)) return answer(reply, unknown(id));
    return { ...gameInfo(id, find), rules: await rulesText(id) };
  });

  app.get<{ Params: IdParams }>('/api/games/:id/design', async (request, reply) => {
    const { id } = request.params;
    if (!knownGame(id, find)) return answer(reply, unknown(id));
    return { ...gameInfo(id, find), design: await gameDocument(id, 'design') };
  });
}

/**
 * What changes who sits where, each charged to the client address's creation allowance: a
 * table created (rated when asked and allowed), a seat claimed, a seat's link reissued. In a
 * cluster a claim and a reissue are made by the process running the table (TableCalls), which
 * answers as it would here; the allowance and the Idempotency-Key's answer are kept where the
 * request arrived (both shared in Redis), so a repeat through any process is answered the same.
 */
function registerSeatingRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { service, creates, calls } = deps;
  const claimAt = (
    id: string,
    { seat, device, name }: z.output<typeof claimSeatSchema>,
    player: string | undefined,
  ) => service.claim(id, seat, device, name, player);
  const playerOf = async (request: FastifyRequest) =>
    (await deps.playerOf?.(request))?.id ?? undefined;
  const reissueAt = (id: string, { hostToken, seat }: z.output<typeof reissueSeatSchema>) =>
    service.reissue(id, hostToken, seat);
  /** Where the table runs: here if this process runs it (or nobody does), else its owner. */
  const at = <T>(
    name: string,
    id: string,
    args: unknown,
    here: () => Promise<Result<T, Refusal>>,
  ) => (calls ? calls.call(id, `tables:${name}`, args, here) : here());
  if (calls) {
    // The claim as asked, and the claimer's player as the process it reached read it.
    calls.serve('tables:claim', (id, args) => {
      const { claim, player } = (args ?? {}) as { claim?: unknown; player?: unknown };
      const body = parseBody(claimSeatSchema, claim);
      const by = typeof player === 'string' ? player : undefined;
      return body.ok ? claimAt(id, body.value, by) : Promise.resolve(body);
    });
    calls.serve('tables:reissue', (id, args) => {
      const body = parseBody(reissueSeatSchema, args);
      return body.ok ? reissueAt(id, body.value) : Promise.resolve(body);
    });
  }
  const limited = () => ({
    ok: false as const,
    error: refusal('rate-limited', 'Too many requests; slow down.'),
  });

  // A repeat with the same Idempotency-Key is answered the table (the seat) the first ask made
  // (and is not charged again): a page may retry a creation or a claim whose answer it never got.
  const repeats = deps.repeats ?? {
    create: new Repeats<CreatedTable>(),
    claim: new Repeats<ClaimedSeat>(),
  };
  app.post('/api/tables', async (request, reply) => {
    const key = idempotencyKey(request.headers);
    if (!key.ok) return answer(reply, key);
    const created = await repeats.create.once(request.ip, key.value, request.body, async () => {
      if (!(await creates.take(request.ip))) return limited();
      const body = parseBody(createTableSchema, request.body);
      if (!body.ok) return body;
      const unrated = body.value.rated
        ? await deps.ratedTables?.refusal(body.value, request)
        : undefined;
      if (unrated) return err(unrated);
      const made = await service.create(body.value, request.ip, await playerOf(request));
      if (made.ok && body.value.rated)
        await deps.ratedTables?.created(made.value.table.id, body.value, request);
      return made;
    });
    return answer(reply, created, 201);
  });

  app.post<{ Params: IdParams }>('/api/tables/:id/claim', async (request, reply) => {
    const key = idempotencyKey(request.headers);
    if (!key.ok) return answer(reply, key);
    const { id } = request.params;
    const asked = { id, body: request.body };
    const claimed = await repeats.claim.once(request.ip, key.value, asked, async () => {
      if (!(await creates.take(request.ip))) return limited();
      const body = parseBody(claimSeatSchema, request.body);
      if (!body.ok) return body;
      const player = await playerOf(request);
      const args = { claim: body.value, player: player ?? null };
      return at('claim', id, args, () => claimAt(id, body.value, player));
    });
    return answer(reply, claimed);
  });

  app.post<{ Params: IdParams }>('/api/tables/:id/reissue', async (request, reply) => {
    if (!(await creates.take(request.ip))) return answer(reply, limited());
    const body = parseBody(reissueSeatSchema, request.body);
    if (!body.ok) return answer(reply, body);
    const { id } = request.params;
    return answer(reply, await at('reissue', id, body.value, () => reissueAt(id, body.value)));
  });
}

/** What anyone may read of the tables: the lobby, a table, its record and replay, the finished. */
function registerTableReads(app: FastifyInstance, service: TableService): void {
  app.get('/api/lobby', async (request, reply) => {
    const query = parseBody(lobbyQuerySchema, request.query);
    if (!query.ok) return answer(reply, query);
    const { limit, cursor } = query.value;
    const after = cursor === undefined ? undefined : parseCursor(cursor);
    if (after && !after.ok) return answer(reply, after);
    return answer(reply, await service.lobby(limit, after?.value));
  });

  app.get<{ Params: IdParams }>('/api/tables/:id', async (request, reply) =>
    answer(reply, await service.summary(request.params.id)),
  );

  app.get<{ Params: IdParams }>('/api/tables/:id/record', async (request, reply) => {
    const table = await service.settled(request.params.id);
    return answer(reply, table.ok ? service.record(table.value) : table);
  });

  app.get<{ Params: IdParams }>('/api/tables/:id/replay', async (request, reply) => {
    const table = await service.settled(request.params.id);
    return answer(reply, table.ok ? service.replay(table.value) : table);
  });

  app.get('/api/finished', async (request, reply) => {
    const query = parseBody(finishedQuerySchema, request.query);
    if (!query.ok) return answer(reply, query);
    return answer(reply, await service.finished(FINISHED_LISTED, query.value.mine));
  });
}

/**
 * /api/metrics for operators and the bench: memory, the tables' figures, connections, the
 * event loop's delay and GC pauses since the last call, CPU time, and the cluster's figures.
 * The monitors start with the route and stop when the server closes.
 */
function registerMetricsRoute(app: FastifyInstance, deps: RouteDeps): void {
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const gcPauses = new GcPauses();
  gcPauses.start();
  app.addHook('onClose', () => {
    loopDelay.disable();
    gcPauses.stop();
  });

  app.get('/api/metrics', async () => {
    // How late the event loop ran since the last call, in ms: every client waits that long
    // on top of the work itself.
    const delay = {
      loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
      loopDelayMaxMs: loopDelay.max / 1e6,
    };
    loopDelay.reset();
    const gc = gcPauses.read();
    const cpu = process.cpuUsage();
    return {
      ...process.memoryUsage(),
      ...deps.service.metrics(),
      connections: deps.connections(),
      ...delay,
      ...gc,
      // CPU time of the whole process (all threads) so far.
      cpuUserMs: cpu.user / 1000,
      cpuSystemMs: cpu.system / 1000,
      ...(deps.clusterFigures && { cluster: await deps.clusterFigures() }),
    };
  });
}
