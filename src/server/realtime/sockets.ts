/** socket.io on the HTTP server that fastify listens with: the realtime half of the API. */
import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { LIMITS } from '../protocol.ts';
import type { TableService } from '../tables/service.ts';
import { Connection } from './connection.ts';
import type { Rate } from './rate-limit.ts';

/**
 * The transport drops frames over twice the message limit outright (closing the connection);
 * anything between the limit and that is answered with 'too-large', so the client learns why.
 */
export const TRANSPORT_LIMIT_BYTES = 2 * LIMITS.maxMessageBytes;

export function attachSockets(http: HttpServer, service: TableService, rate: Rate): Server {
  const io = new Server(http, {
    maxHttpBufferSize: TRANSPORT_LIMIT_BYTES,
    serveClient: false,
    // Volatile game views need no compression; it costs CPU on every update.
    perMessageDeflate: false,
    httpCompression: false,
  });
  io.on('connection', (socket) => new Connection(socket, service, rate));
  return io;
}
