/**
 * better-auth's endpoints under /api/auth on the fastify server: each request is handed to
 * better-auth as a Fetch Request (raw body, headers, the client's address as fastify found
 * it) and its Response sent back as it is, Set-Cookie headers included; served over https
 * (as fastify sees it, behind a trusted proxy too), every cookie is marked Secure.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { headersOf } from './players.ts';

/** The header better-auth reads the client's address from (auth.ts); a client's own is dropped. */
export const ADDRESS_HEADER = 'x-matchday-client-address';

export type FetchHandler = (request: Request) => Promise<Response>;

export function mountAuth(app: FastifyInstance, handler: FetchHandler): void {
  void app.register((scope, _options, done) => {
    // better-auth parses bodies itself: hand it the bytes as they came.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: 64 * 1024 },
      (_r, body, next) => {
        next(null, body);
      },
    );
    scope.all('/api/auth/*', (request, reply) => forward(handler, request, reply));
    done();
  });
}

async function forward(
  handler: FetchHandler,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const headers = headersOf(request.headers);
  headers.set(ADDRESS_HEADER, request.ip);
  const url = `${request.protocol}://${request.host}${request.url}`;
  const body = request.body instanceof Buffer && request.body.length > 0 ? request.body : undefined;
  const response = await handler(
    new Request(url, { method: request.method, headers, body: body && new Uint8Array(body) }),
  );
  const secure = request.protocol === 'https';
  reply.code(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', secure ? cookies.map(markSecure) : cookies);
  await reply.send(Buffer.from(await response.arrayBuffer()));
}

function markSecure(cookie: string): string {
  return /;\s*secure\s*(;|$)/iu.test(cookie) ? cookie : `${cookie}; Secure`;
}
