/**
 * What fastify and Node's HTTP parser refuse on their own (a body that is not JSON, a path
 * part too long, a request that arrives too slowly …), answered in the protocol's shape.
 * Their own messages are never passed on: several quote the request (the path, the media
 * type, a piece of the body), so each refusal gets a fixed message of ours instead.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply } from 'fastify';
import { refusal, type Refusal } from '../errors.ts';
import { LIMITS } from '../protocol.ts';

/** A refusal and its HTTP status: fastify's own, which may differ from the code's. */
export interface HttpRefusal {
  readonly status: number;
  readonly body: Refusal;
}

/** The longest path part (a table or game id) the router takes: over it, a 414. */
export const MAX_PARAM_LENGTH = 100;

/** fastify's error codes (FST_ERR_…) as refusals; anything else by its status alone. */
const KNOWN: Readonly<Record<string, HttpRefusal>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    body: refusal('too-large', `Request bodies are limited to ${LIMITS.maxMessageBytes} bytes.`),
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    body: refusal('bad-message', 'Request bodies must be JSON (Content-Type: application/json).'),
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    body: refusal('bad-message', 'The request body is empty but says it is JSON.'),
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    body: refusal('bad-message', 'The request body is not valid JSON.'),
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    body: refusal('bad-message', 'The request body does not match its Content-Length.'),
  },
  FST_ERR_BAD_URL: {
    status: 400,
    body: refusal('bad-message', 'The URL is not valid.'),
  },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    body: refusal('too-large', `A part of the path is over ${MAX_PARAM_LENGTH} characters.`),
  },
};

export function frameworkRefusal(error: FastifyError): HttpRefusal {
  const known = KNOWN[error.code];
  if (known) return known;
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    return {
      status,
      body: refusal('unavailable', 'The server failed to answer; please try again.'),
    };
  }
  // secure-json-parse's refusal of __proto__ / constructor keys, and any other client error.
  return { status, body: refusal('bad-message', `The request was refused (HTTP ${status}).`) };
}

/** fastify's `frameworkErrors`: refusals before any route runs (bad URL, path part too long). */
export function answerFrameworkError(
  error: FastifyError,
  _request: unknown,
  reply: FastifyReply,
): void {
  const { status, body } = frameworkRefusal(error);
  void reply.code(status).send(body);
}

/** Node's HTTP parser errors (error.code), before fastify sees a request. */
const CLIENT_ERRORS: Readonly<Record<string, HttpRefusal>> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    body: refusal('timed-out', 'The request did not arrive in time.'),
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    body: refusal('too-large', 'The request line and headers are too large.'),
  },
};

const UNREADABLE: HttpRefusal = {
  status: 400,
  body: refusal('bad-message', 'The request could not be read as HTTP.'),
};

/** fastify's `clientErrorHandler`: answers on the raw socket, then closes it. */
export function answerClientError(error: { readonly code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, body } = CLIENT_ERRORS[error.code ?? ''] ?? UNREADABLE;
  const json = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy();
}
