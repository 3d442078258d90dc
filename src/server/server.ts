/**
 * The Matchday server in one process: fastify for the HTTP API and the web app, socket.io on
 * the same HTTP server for the tables in real time, and the database beside them.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { Server as SocketServer } from 'socket.io';
import { SEARCH_BOTS } from '../bots/agents.ts';
import type { Pace } from '../bots/levels.ts';
import { Accounts, type AccountsOptions } from './accounts/accounts.ts';
import { carrySeats } from './accounts/seats.ts';
import { registryGames, type GameFinder } from './games.ts';
import { trustProxy, type TrustProxy } from './http/client-address.ts';
import { capConnections } from './http/connection-cap.ts';
import { fastifyOptions } from './http/fastify-options.ts';
import { frameworkRefusal } from './http/framework-errors.ts';
import { AddressRate } from './http/ip-rate.ts';
import { registerRoutes, type RouteDeps } from './http/routes.ts';
import { rateFinished, ratedTables, ratePending, rateRematch } from './ratings/finish.ts';
import { rateAbandoned, seatCheck } from './ratings/abandons.ts';
import { seatsFrom } from './ratings/table-ratings.ts';
import { modesOf, openRatingsBook } from './ratings/open.ts';
import { registerRatingRoutes } from './ratings/routes.ts';
import { registerEndingRoutes } from './ratings/resign-routes.ts';
import { absencesOf, ranOutOfTime, retellResignations } from './ratings/resign.ts';
import { serveCompetitions, type ServedCompetitions } from './competitions/serve.ts';
import type { CompetitionService } from './competitions/service.ts';
import { serveGamesList } from './games-list/serve.ts';
import { serveWebApp } from './http/web-app.ts';
import { refuseEarly, type Admission } from './load/admission.ts';
import { openAdmission, type OverloadOptions } from './load/watch.ts';
import { LIMITS } from './protocol.ts';
import type { Rate } from './realtime/rate-limit.ts';
import type { MessageRouter } from './realtime/connection.ts';
import { attachSockets } from './realtime/sockets.ts';
import type { Cluster } from './cluster/cluster.ts';
import type { RatingsBook } from './ratings/book.ts';
import { openStore, type Store } from './storage/store.ts';
import { TableService } from './tables/service.ts';
import type { Table } from './tables/table.ts';
import type { Scheduler } from './tables/turn-timer.ts';
import type { BotDecider } from './bots/bot-player.ts';

export interface ServerOptions {
  /** 0 picks a free port. Default 3000. */
  readonly port?: number;
  /** Default '0.0.0.0'. */
  readonly host?: string;
  /** The database goes to DATA_DIR/matchday.sqlite. Default './data'. */
  readonly dataDir?: string;
  /** The database file itself, instead of dataDir. */
  readonly dbPath?: string;
  /**
   * Accounts (accounts/): the secret that signs sessions (BETTER_AUTH_SECRET; absent: one
   * made once and kept in the data directory), the public URL (BETTER_AUTH_URL; absent: each
   * request's own), other origins trusted to sign in (TRUSTED_ORIGINS), sign-in limits.
   */
  readonly accounts?: Omit<
    AccountsOptions,
    'dbPath' | 'dataDir' | 'databaseUrl' | 'redisUrl' | 'log'
  >;
  /**
   * A PostgreSQL connection string: the store is that database instead of the SQLite file
   * (several processes may share it). Default: none, the SQLite file.
   */
  readonly databaseUrl?: string;
  /**
   * How long a PostgreSQL read may take: past it, the request that needed it is refused as
   * 'unavailable' (storage/postgres/reader.ts). Default 5000.
   */
  readonly databaseReadTimeoutMs?: number;
  /**
   * A Redis shared by several server processes on one PostgreSQL (databaseUrl is then needed):
   * each table is run by the process holding its lease. Default: none, one process.
   */
  readonly redisUrl?: string;
  /** How long a table's lease lasts unless renewed: a dead process's tables move after it. Default 5 s. */
  readonly leaseMs?: number;
  /** In a cluster: how often to look for tables whose lease lapsed. Default half a lease. */
  readonly clusterScanMs?: number;
  /**
   * In a cluster: how long /api/metrics answers the cluster's figures (read from PostgreSQL and
   * Redis) before reading them again. Default 2000; 0 reads them for every request.
   */
  readonly clusterMetricsMs?: number;
  /** Where games come from. Default: the registry. */
  readonly games?: GameFinder;
  /** The module bot workers import `findGame` from (must agree with `games`). */
  readonly gamesModule?: string;
  /** How long bots wait before they play, so that people can follow. Default 600 ms. */
  readonly botDelayMs?: number;
  /**
   * How long bots wait before they answer at a response window: a pass shows nothing to
   * follow, and a game may open a hundred windows. Default 150 ms, or botDelayMs if that is
   * shorter; a test may set it longer than botDelayMs (web/e2e/windows-wait.ts).
   */
  readonly botWindowDelayMs?: number;
  /** Worker threads for bots that think long. Default 2. */
  readonly botWorkers?: number;
  /** Bots whose decisions run in the worker pool. Default: the search levels (easy, normal, hard). */
  readonly pooledBots?: readonly string[];
  /** Multiplies the bot levels' thinking, in milliseconds or iterations (botPace). Default 1. */
  readonly botTimeScale?: number;
  /**
   * How the bot levels count their budget. Default 'live': milliseconds, so a bot always answers
   * in time. 'iterations' plays as the lab and the CLI do: a table's bots make the same choices
   * from the same seed however loaded the machine (tests, demonstrations), but think longer on
   * a slow machine and for longer in positions that cost more to search.
   */
  readonly botPace?: Pace;
  /** Messages per socket connection. Default: LIMITS. */
  readonly messageRate?: Rate;
  /**
   * Messages of all socket connections from one client address together. Default 100/s,
   * bursts of 200: five times one connection's budget, far above what people click.
   */
  readonly addressMessageRate?: Rate;
  /**
   * Open TCP connections per peer address, trusted proxies aside (0 = no cap). Default 50:
   * a browser holds a socket and up to six HTTP connections, so a household or office behind
   * one address has room, while one client cannot take the process's file descriptors.
   */
  readonly connectionsPerAddress?: number;
  /**
   * Socket connections (open table pages) per client address (0 = no cap). Default 25: half
   * the TCP cap, so that a direct client meets this cap, with its clear error, first.
   */
  readonly socketsPerAddress?: number;
  /**
   * Which peers are reverse proxies whose X-Forwarded-For names the client: false (default,
   * nobody), true (every peer) or a comma-separated list of addresses, CIDRs, 'loopback' …
   * Trusted proxies are exempt from the TCP cap (with true, every peer is: the proxy in front
   * must then limit connections itself); the socket cap counts the clients they name.
   */
  readonly trustProxy?: boolean | string;
  /** Longest a request (headers and body) may take to arrive (0 = no limit). Default 10 s. */
  readonly requestTimeoutMs?: number;
  /** How long an idle keep-alive connection stays open. Default 72 s (above proxies' 60 s). */
  readonly keepAliveTimeoutMs?: number;
  /** Tables created (rematches too) and seats claimed per client address. Default 2/s, bursts of 20. */
  readonly createRate?: Rate;
  /** The built web app. Default: web/dist. */
  readonly webDist?: string;
  /**
   * How long an unfinished table with no action and nobody connected lives before it is
   * closed as abandoned. Default 24 hours: a game paused overnight survives, a forgotten one
   * stops costing memory and start-up time the next day. Infinity: never.
   */
  readonly tableIdleMs?: number;
  /** How often idle tables are looked for. Default 1 minute. */
  readonly sweepMs?: number;
  /** Unfinished tables without a human seat one address may have at once. Default 2. */
  readonly botTablesPerAddress?: number;
  /** The clock of idle tables (epoch ms). Default Date.now; tests turn it by hand. */
  readonly now?: () => number;
  /** Milliseconds in one of a table's turn seconds: tests shorten the turn timer. Default 1000. */
  readonly turnMsPerSecond?: number;
  /**
   * The clock and timeouts of turn timers and correspondence days, also the games list's
   * clock. Default: the system's; tests turn it by hand.
   */
  readonly turnScheduler?: Scheduler;
  /** The clock and timeouts of window countdowns. Default: the system's; tests turn it by hand. */
  readonly windowScheduler?: Scheduler;
  /** The clock and timeouts of the bots' delay and window answers. Default: the system's. */
  readonly botScheduler?: Scheduler;
  /** Where pooled bot decisions go instead of the worker pool; tests answer them by hand. */
  readonly botDecider?: BotDecider;
  /**
   * Admission control (load/): the event loop's delay and the commit queue's depth and age at
   * which new tables and joins are refused 'busy' (OVERLOAD_* variables), or a signal that
   * stands for them (tests); false: off. Default: load/overload.ts's DEFAULT_LIMITS.
   */
  readonly overload?: OverloadOptions | false;
  readonly log?: (message: string) => void;
}

export interface RunningServer {
  /** e.g. 'http://127.0.0.1:3000' */
  readonly url: string;
  readonly port: number;
  readonly dbPath: string;
  close(): Promise<void>;
  /** Resolves once closing has drained the commit queue (every accepted action on disk). */
  readonly drained: Promise<void>;
  /** Runs the idle sweep now, as its interval does; resolves once the tables it closes are. */
  sweep(): Promise<void>;
}

const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const log =
    options.log ??
    ((message: string) => {
      console.error(message);
    });
  const dbPath = options.dbPath ?? join(options.dataDir ?? './data', 'matchday.sqlite');
  const find = options.games ?? registryGames;
  if (options.redisUrl && !options.databaseUrl)
    throw new Error('REDIS_URL needs DATABASE_URL: the processes of a cluster share PostgreSQL');
  const store = await openStore({
    dbPath,
    databaseUrl: options.databaseUrl,
    readTimeoutMs: options.databaseReadTimeoutMs,
  });
  const ratings = await openRatingsBook({
    dbPath,
    databaseUrl: options.databaseUrl,
    modes: modesOf(find),
  });
  const accounts = await openAccounts(options, {
    dbPath,
    ratings,
    service: () => service,
    cluster: () => cluster,
    log,
  });
  const leaseMs = options.leaseMs ?? 5000;
  const cluster = await joinCluster(options.redisUrl, leaseMs, options.clusterScanMs, log);
  cluster?.followMerges((players) => ratings.accountsOf(players));
  const creates = creationAllowance(options, cluster);
  // Read at each sample, once the service (made next) has its commit queue.
  const admission = openAdmission(options.overload, () => service.queue);
  // Competitions (competitions/) open once the tables do; a table finishing before is theirs at the next tick.
  const later: { competitions?: ServedCompetitions } = {};
  const finished = (table: Table) => later.competitions?.tableFinished(table);
  const service = openTables(options, {
    store,
    cluster,
    creates,
    admission,
    find,
    ratings,
    log,
    finished,
    competitions: () => later.competitions?.service,
  });
  const trust = trustProxy(options.trustProxy ?? false);
  const app = httpApp(options, trust, log);
  if (admission) refuseEarly(app, admission);
  const io = await attachRealtime(app, service, { options, cluster, accounts, trust });
  const competitions = (later.competitions = await serveCompetitions({
    dbPath,
    databaseUrl: options.databaseUrl,
    tables: service,
    find,
    ratings,
    now: options.now,
    ...(cluster
      ? { drives: (active: readonly string[]) => cluster.drivenCompetitions(active) }
      : {}),
    log,
    live: io,
  }));
  competitions.mount(app, (request) => accounts.playerOfRequest(request));
  const games = await serveGamesList(app, {
    dbPath,
    databaseUrl: options.databaseUrl,
    playerOf: (request) => accounts.playerOfRequest(request),
    now: turnClock(options.turnScheduler),
  });
  if (cluster) {
    // A process that does not run a table keeps no copy of it read for a route (cluster.ts).
    app.addHook('onResponse', (request, _reply, done) => {
      const { id } = request.params as { id?: unknown };
      if (typeof id === 'string' && request.url.startsWith('/api/tables/')) cluster.dropCopy(id);
      done();
    });
  }
  await registerApi(app, { options, service, find, creates, io, cluster, ratings, accounts });
  if (cluster) await cluster.run(service, store.reader);
  else await service.start();
  // A rated table whose finish reached the disk but whose rating did not is rated now.
  void ratePending(ratings, store.reader, log);
  const { url, port } = await listen(app, options);
  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    dbPath,
    drained: service.drained,
    sweep: () => service.sweep(),
    close: () =>
      (closing ??= (async () => {
        io.engine.close(); // closed connections, not a kick: socket.io clients come back
        await app.close();
        admission?.close();
        await service.close();
        await cluster?.close();
        await accounts.close();
        await competitions.close();
        await games.close();
        await ratings.close();
        await store.close();
      })()),
  };
}

type Log = (message: string) => void;

/** The turn scheduler's clock, for the games list's time left; absent: the system's. */
function turnClock(scheduler: Scheduler | undefined): (() => number) | undefined {
  return scheduler && (() => scheduler.now());
}

/**
 * Accounts (accounts/) on the server's database. A guest who makes an account keeps their
 * rated games (ratings/book.ts's mergePlayer) and their seats at the tables: this process's,
 * or in a cluster every process's (cluster/merged-seats.ts).
 */
function openAccounts(
  options: ServerOptions,
  parts: {
    dbPath: string;
    ratings: RatingsBook;
    service: () => TableService;
    cluster: () => Cluster | undefined;
    log: Log;
  },
): Promise<Accounts> {
  const { dbPath, ratings, service, cluster, log } = parts;
  return Accounts.open({
    linked: async (guest, account) => {
      await ratings.mergePlayer(guest, account);
      const shared = cluster();
      if (shared) await shared.announceMerge(guest, account);
      else await carrySeats(service(), guest, account);
    },
    // A deleted account's ratings go; its rated games stay under no name (ratings/book.ts).
    deleted: async (player) => {
      await ratings.forgetPlayer(player);
    },
    ...options.accounts,
    dbPath,
    dataDir: options.dataDir ?? dirname(dbPath),
    databaseUrl: options.databaseUrl,
    redisUrl: options.redisUrl,
    log,
  });
}

/**
 * One allowance per address for every new table (created, or made by a rematch) and seat
 * claimed; in a cluster counted across its processes (cluster/).
 */
function creationAllowance(
  options: ServerOptions,
  cluster: Cluster | undefined,
): RouteDeps['creates'] {
  const createRate = options.createRate ?? { perSecond: 2, burst: 20 };
  return cluster ? cluster.sharedRate('create', createRate) : new AddressRate(createRate);
}

/** The tables (tables/service.ts) on the store, with the options' bots, clocks and limits. */
function openTables(
  options: ServerOptions,
  parts: {
    store: Store;
    cluster: Cluster | undefined;
    creates: RouteDeps['creates'];
    admission: Admission | undefined;
    find: GameFinder;
    ratings: RatingsBook;
    log: Log;
    /** Told of each finished table after its rating (competitions/). */
    finished?: (table: Table) => void;
    /** The competitions, once open: whether a table plays one of their games. */
    competitions?: () => Pick<CompetitionService, 'ofTable'> | undefined;
  },
): TableService {
  const { store, cluster, creates, admission, find, ratings, log } = parts;
  const service: TableService = new TableService({
    reader: store.reader,
    writer: cluster ? cluster.writer(store.writer) : store.writer,
    find,
    gamesModule: options.gamesModule,
    botDelayMs: options.botDelayMs ?? 600,
    botWindowDelayMs: options.botWindowDelayMs ?? Math.min(150, options.botDelayMs ?? 600),
    botWorkers: options.botWorkers ?? 2,
    pooledBots: new Set(options.pooledBots ?? SEARCH_BOTS),
    botTimeScale: options.botTimeScale,
    botPace: options.botPace,
    idleMs: options.tableIdleMs ?? 24 * HOUR_MS,
    sweepMs: options.sweepMs ?? 60_000,
    botTablesPerAddress: options.botTablesPerAddress ?? 2,
    charge: (address) => creates.take(address),
    now: options.now,
    turnMsPerSecond: options.turnMsPerSecond,
    turnScheduler: options.turnScheduler,
    turnStarted: cluster
      ? (table, seat, deadline) => {
          cluster.deadlines.record(table.id, seat, deadline);
        }
      : undefined,
    windowScheduler: options.windowScheduler,
    botScheduler: options.botScheduler,
    botDecider: options.botDecider,
    admission,
    finished: (table) => {
      void rateFinished(ratings, table, log);
      parts.finished?.(table);
    },
    rematched: (from, to) => rateRematch(ratings, from, to, log),
    abandoned: (table) => void rateAbandoned(ratings, table, log),
    seatRefusal: seatCheck(ratings, options.now ?? Date.now),
    left: (table, seats) => {
      absencesOf(ratings, options.now ?? Date.now, log).left(table, seats);
    },
    joined: (table, seats) => {
      absencesOf(ratings, options.now ?? Date.now, log).joined(table, seats);
    },
    // A rebuilt table's 2v2 resignation notices, kept only as endings, are told again.
    resumed: (table) => void retellResignations(ratings, service, table, log),
    // A seat's time ran out, clock, turn timer or days alike (#35): a competition's game is its
    // forfeit to make (a bot plays on, as for a no-show); a rated table ends as a forfeit; a
    // casual one has a bot play.
    ranOut: (table, seat) => {
      const now = (options.now ?? Date.now)();
      // Before the competitions open, any table may be one of theirs: a bot plays.
      const inCompetition = async (id: string) => {
        const competitions = parts.competitions?.();
        return !competitions || (await competitions.ofTable(id)) !== undefined;
      };
      return ranOutOfTime(ratings, service, table, seat, now, log, inCompetition);
    },
    log,
  });
  return service;
}

/** Fastify with the request timeouts, refusals in the project's shape and the TCP cap. */
function httpApp(options: ServerOptions, trust: TrustProxy, log: Log): FastifyInstance {
  const app = Fastify(
    fastifyOptions({
      requestTimeoutMs: options.requestTimeoutMs ?? 10_000,
      keepAliveTimeoutMs: options.keepAliveTimeoutMs ?? 72_000,
      trust,
    }),
  );
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    const { status, body } = frameworkRefusal(error);
    if (status >= 500) log(`HTTP error: ${error.stack ?? error.message}`);
    return reply.code(status).send(body);
  });
  capConnections(app.server, cap(options.connectionsPerAddress ?? 50), trust);
  return app;
}

/**
 * socket.io on the app's HTTP server, with the message rates and socket caps (in a cluster
 * counted across its processes), each socket's player read from its handshake, and in a
 * cluster the router that sends a table's messages to the process running it.
 */
async function attachRealtime(
  app: FastifyInstance,
  service: TableService,
  parts: {
    options: ServerOptions;
    cluster: Cluster | undefined;
    accounts: Accounts;
    trust: TrustProxy;
  },
): Promise<SocketServer> {
  const { options, cluster, accounts, trust } = parts;
  let router: MessageRouter | undefined;
  const addressMessageRate = options.addressMessageRate ?? { perSecond: 100, burst: 200 };
  const socketsPerAddress = cap(options.socketsPerAddress ?? 25);
  const io = attachSockets(
    app.server,
    service,
    {
      perConnection: options.messageRate ?? DEFAULT_MESSAGE_RATE,
      perAddress: cluster
        ? cluster.sharedMessages(addressMessageRate)
        : new AddressRate(addressMessageRate),
      socketsPerAddress,
      trust,
      shared: cluster && {
        cap: Number.isFinite(socketsPerAddress)
          ? cluster.sharedSockets(socketsPerAddress)
          : undefined,
      },
    },
    () => router,
  );
  // Each socket knows its player (the session cookie of its handshake) before it joins a table.
  io.use((socket, next) => {
    accounts.playerOfHandshake(socket).then(
      (player) => {
        socket.data = { ...(socket.data as object), player: player?.id };
        next();
      },
      () => {
        next();
      },
    );
  });
  if (cluster) router = await cluster.attach(io, service);
  return io;
}

/** The HTTP API (tables, ratings, accounts, seats) and the web app. */
async function registerApi(
  app: FastifyInstance,
  parts: {
    options: ServerOptions;
    service: TableService;
    find: GameFinder;
    creates: RouteDeps['creates'];
    io: SocketServer;
    cluster: Cluster | undefined;
    ratings: RatingsBook;
    accounts: Accounts;
  },
): Promise<void> {
  const { options, service, find, creates, io, cluster, ratings, accounts } = parts;
  registerRoutes(app, {
    service,
    find,
    creates,
    connections: () => io.engine.clientsCount,
    clusterFigures: cluster && clusterFigures(cluster, options),
    repeats: cluster && {
      create: cluster.sharedRepeats('create'),
      claim: cluster.sharedRepeats('claim'),
    },
    calls: cluster?.calls,
    playerOf: (request) => accounts.playerOfRequest(request),
    ratedTables: ratedTables(
      ratings,
      find,
      (request) => accounts.playerOfRequest(request),
      options.now ?? Date.now,
    ),
  });
  registerEndingRoutes(app, {
    book: ratings,
    tables: service,
    calls: cluster?.calls,
    now: options.now ?? Date.now,
    log: (message) => {
      service.log(message);
    },
  });
  registerRatingRoutes(app, {
    book: ratings,
    now: options.now,
    seatsOf: seatsFrom(service),
    playerOf: (request) => accounts.playerOfRequest(request),
    accountName: (player) => accounts.accountName(player),
  });
  accounts.mount(app);
  accounts.serveSeats(app, service, cluster?.calls);
  await serveWebApp(app, options.webDist ?? WEB_DIST);
}

/** Listens on the options' host and port; the URL names localhost for a wildcard host. */
async function listen(
  app: FastifyInstance,
  options: ServerOptions,
): Promise<{ url: string; port: number }> {
  const host = options.host ?? '0.0.0.0';
  await app.listen({ port: options.port ?? 3000, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 3000);
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return { url: `http://${shownHost}:${port}`, port };
}

/**
 * This process's part in a cluster, with REDIS_URL. Loaded only then: one process (npm start)
 * never loads Redis or socket.io's adapter.
 */
async function joinCluster(
  redisUrl: string | undefined,
  leaseMs: number,
  scanMs: number | undefined,
  log: (message: string) => void,
): Promise<Cluster | undefined> {
  if (!redisUrl) return undefined;
  const { Cluster } = await import('./cluster/cluster.ts');
  return Cluster.join({ redisUrl, leaseMs, scanMs, log });
}

/** The cluster's figures for the metrics route: a cluster always has a database URL. */
function clusterFigures(cluster: Cluster, options: ServerOptions) {
  const figures = cluster.figures(options.databaseUrl ?? '', options.clusterMetricsMs ?? 2000);
  return () => figures.read();
}

/** A cap setting: 0 means none. */
const cap = (setting: number): number => (setting > 0 ? setting : Infinity);
const HOUR_MS = 3_600_000;

export const DEFAULT_MESSAGE_RATE: Rate = {
  perSecond: LIMITS.messagesPerSecond,
  burst: LIMITS.messageBurst,
};
