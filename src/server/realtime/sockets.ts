/** socket.io on the HTTP server that fastify listens with: the realtime half of the API. */
import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { LIMITS } from '../protocol.ts';
import type { TrustProxy } from '../http/client-address.ts';
import type { TableService } from '../tables/service.ts';
import { gateSharedSockets, gateSockets, type SocketCap, type SocketData } from './address-gate.ts';
import { Connection, type MessageBudgets, type MessageRouter } from './connection.ts';
import { SocketInternals, type EngineConnection } from './engine-internals.ts';
import { jsonParser } from './json-parser.ts';

/**
 * The transport drops frames over twice the message limit outright (closing the connection);
 * anything between the limit and that is answered with 'too-large', so the client learns why.
 */
export const TRANSPORT_LIMIT_BYTES = 2 * LIMITS.maxMessageBytes;

export interface SocketLimits extends MessageBudgets {
  /** Socket connections one client address may hold at once. */
  readonly socketsPerAddress: number;
  /** Which peers are proxies whose X-Forwarded-For names the client. */
  readonly trust: TrustProxy;
  /**
   * In a cluster: the limits are counted across its processes (the cap, if any, in
   * `cap`; messages in `perAddress`). Default false: this process alone.
   */
  readonly shared?: { readonly cap: SocketCap | undefined };
  /** Where the start-up self-check of socket.io's internals says why it fell back (stderr). */
  readonly log?: (message: string) => void;
}

export function attachSockets(
  http: HttpServer,
  service: TableService,
  limits: SocketLimits,
  /** In a cluster: what sends a table's messages on to the process that runs it. */
  router: () => MessageRouter | undefined = () => undefined,
): Server {
  const io = new Server(http, {
    maxHttpBufferSize: TRANSPORT_LIMIT_BYTES,
    serveClient: false,
    // Volatile game views need no compression; it costs CPU on every update.
    perMessageDeflate: false,
    httpCompression: false,
    // JSON text only, several packets to a message: every client uses the same parser.
    parser: jsonParser,
  });
  const internals = new SocketInternals(
    limits.log ??
      ((message) => {
        console.error(message);
      }),
  );
  io.engine.on('connection', (conn: EngineConnection) => {
    internals.onEngineConnection(conn);
  });
  if (limits.shared) {
    gateSharedSockets(io, limits.shared.cap, limits.perAddress, limits.trust);
  } else gateSockets(io, limits.socketsPerAddress, limits.trust);
  io.on('connection', (socket) => {
    const { address } = socket.data as SocketData;
    return new Connection(socket, service, limits, address, internals, router());
  });
  return io;
}
