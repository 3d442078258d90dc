/**
 * The Matchday server in one process: fastify for the HTTP API and the web app, socket.io on
 * the same HTTP server for the tables in real time, and the database beside them.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyError } from 'fastify';
import { errorCodes } from 'fastify';
import { SEARCH_BOTS } from '../bots/agents.ts';
import { httpStatus, refusal } from './errors.ts';
import { registryGames, type GameFinder } from './games.ts';
import { AddressRate } from './http/ip-rate.ts';
import { registerRoutes } from './http/routes.ts';
import { serveWebApp } from './http/web-app.ts';
import { LIMITS } from './protocol.ts';
import type { Rate } from './realtime/rate-limit.ts';
import { attachSockets } from './realtime/sockets.ts';
import { Reader } from './storage/reader.ts';
import { Writer } from './storage/writer.ts';
import { TableService } from './tables/service.ts';

export interface ServerOptions {
  /** 0 picks a free port. Default 3000. */
  readonly port?: number;
  /** Default '0.0.0.0'. */
  readonly host?: string;
  /** The database goes to DATA_DIR/matchday.sqlite. Default './data'. */
  readonly dataDir?: string;
  /** The database file itself, instead of dataDir. */
  readonly dbPath?: string;
  /** Where games come from. Default: the registry. */
  readonly games?: GameFinder;
  /** The module bot workers import `findGame` from (must agree with `games`). */
  readonly gamesModule?: string;
  /** How long bots wait before they play, so that people can follow. Default 600 ms. */
  readonly botDelayMs?: number;
  /** Worker threads for bots that think long. Default 2. */
  readonly botWorkers?: number;
  /** Bots whose decisions run in the worker pool. Default: the search levels (easy, normal, hard). */
  readonly pooledBots?: readonly string[];
  /** Multiplies the bot levels' thinking time (see src/bots/levels.ts). Default 1. */
  readonly botTimeScale?: number;
  /** Messages per socket connection. Default: LIMITS. */
  readonly messageRate?: Rate;
  /** Tables created and seats claimed per client address. Default 2/s, bursts of 20. */
  readonly createRate?: Rate;
  /** The built web app. Default: web/dist. */
  readonly webDist?: string;
  /** How long a finished table nobody watches stays in memory. Default 5 minutes. */
  readonly finishedIdleMs?: number;
  /** Milliseconds in one of a table's turn seconds: tests shorten the turn timer. Default 1000. */
  readonly turnMsPerSecond?: number;
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
  // The reader opens (and if need be creates) the database first; then the writer thread.
  const reader = new Reader(dbPath);
  const writer = new Writer(dbPath);
  const service = new TableService({
    reader,
    writer,
    find,
    gamesModule: options.gamesModule,
    botDelayMs: options.botDelayMs ?? 600,
    botWorkers: options.botWorkers ?? 2,
    pooledBots: new Set(options.pooledBots ?? SEARCH_BOTS),
    botTimeScale: options.botTimeScale,
    finishedIdleMs: options.finishedIdleMs ?? 5 * 60_000,
    turnMsPerSecond: options.turnMsPerSecond,
    log,
  });
  const app = Fastify({ logger: false, bodyLimit: LIMITS.maxMessageBytes });
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    const body = httpError(error);
    if (httpStatus(body) >= 500) log(`HTTP error: ${error.stack ?? error.message}`);
    return reply.code(httpStatus(body)).send(body);
  });
  const io = attachSockets(app.server, service, options.messageRate ?? DEFAULT_MESSAGE_RATE);
  registerRoutes(app, {
    service,
    find,
    creates: new AddressRate(options.createRate ?? { perSecond: 2, burst: 20 }),
    connections: () => io.engine.clientsCount,
  });
  await serveWebApp(app, options.webDist ?? WEB_DIST);
  service.start();
  const host = options.host ?? '0.0.0.0';
  await app.listen({ port: options.port ?? 3000, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 3000);
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${shownHost}:${port}`,
    port,
    dbPath,
    drained: service.drained,
    close: () =>
      (closing ??= (async () => {
        io.disconnectSockets(true);
        await app.close();
        await service.close();
        await writer.close();
        reader.close();
      })()),
  };
}

export const DEFAULT_MESSAGE_RATE: Rate = {
  perSecond: LIMITS.messagesPerSecond,
  burst: LIMITS.messageBurst,
};

/** Fastify's own refusals (body too large, not JSON …) as ErrorBody. */
function httpError(error: FastifyError) {
  if (error instanceof errorCodes.FST_ERR_CTP_BODY_TOO_LARGE) {
    return refusal('too-large', `Request bodies are limited to ${LIMITS.maxMessageBytes} bytes.`);
  }
  if ((error.statusCode ?? 500) < 500) return refusal('bad-message', error.message);
  return refusal('unavailable', 'The server failed to answer; please try again.');
}
