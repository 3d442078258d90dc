/**
 * fastify's settings at the edge of the server: how long a request may take to arrive, how
 * long an idle connection stays, who counts as a proxy, and refusals in the protocol's shape
 * for everything fastify and Node refuse on their own.
 */
import type { Server, ServerOptions } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';
import { LIMITS } from '../protocol.ts';
import type { TrustProxy } from './client-address.ts';
import { answerClientError, answerFrameworkError, MAX_PARAM_LENGTH } from './framework-errors.ts';

export interface HttpEdges {
  /** Longest a request (headers and body) may take to arrive, then a 408 (0 = no limit). */
  readonly requestTimeoutMs: number;
  /** How long a connection may sit idle between requests. */
  readonly keepAliveTimeoutMs: number;
  readonly trust: TrustProxy;
}

export function fastifyOptions(edges: HttpEdges): FastifyHttpOptions<Server> {
  const { requestTimeoutMs } = edges;
  return {
    logger: false,
    bodyLimit: LIMITS.maxMessageBytes,
    trustProxy: edges.trust,
    requestTimeout: requestTimeoutMs,
    keepAliveTimeout: edges.keepAliveTimeoutMs,
    http: requestTimeoutMs > 0 ? timeoutChecks(requestTimeoutMs) : {},
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    schemaController: {
      compilersFactory: { buildValidator: noSchemas, buildSerializer: noSchemas },
    },
  };
}

/**
 * No route has a fastify schema: requests are read through zod where they are parsed
 * (reply.ts parseBody) and replies are plain JSON. fastify's default compilers (ajv and
 * fast-json-stringify) would otherwise be loaded at every start only to stand unused: a fifth
 * of a second of a start's CPU on this machine (issue #32: the suite starts a server about a
 * hundred times). A route given a schema stops the start (fastify builds it when the app is made ready).
 */
function noSchemas(): () => never {
  return () => {
    throw new Error('this server reads requests with zod: fastify route schemas are not compiled');
  };
}

function timeoutChecks(requestTimeoutMs: number): ServerOptions {
  return {
    // Headers count against the same time as the body (Node requires no more than it).
    headersTimeout: requestTimeoutMs,
    // Node checks the two timeouts this often (30 s by default, which would triple 10 s).
    connectionsCheckingInterval: Math.max(10, Math.min(1000, requestTimeoutMs / 4)),
  };
}
