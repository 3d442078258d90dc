/**
 * The built web app (web/dist): its files, and index.html for every other page path so that
 * the app's own router takes over (/table/ID, /replay/ID …). Without a build, '/' says how
 * to make one. Unknown /api and /socket.io paths get a JSON 404.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { refusal } from '../errors.ts';

const NO_BUILD = `Matchday's server is running, but the web app has not been built.
Run \`npm run build\`, then reload this page.
`;

export async function serveWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const built = existsSync(join(distDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, { root: distDir, index: 'index.html' });
  } else {
    app.get('/', (_request, reply) => reply.type('text/plain; charset=utf-8').send(NO_BUILD));
  }
  app.setNotFoundHandler((request, reply) => notFound(request, reply, built));
}

function notFound(request: FastifyRequest, reply: FastifyReply, built: boolean): unknown {
  const path = request.url.split('?')[0] ?? '';
  const api = path.startsWith('/api/') || path === '/api' || path.startsWith('/socket.io');
  if (!api && request.method === 'GET' && built) return reply.sendFile('index.html');
  if (!api && request.method === 'GET') {
    return reply.code(404).type('text/plain; charset=utf-8').send(NO_BUILD);
  }
  return reply.code(404).send(refusal('bad-message', `No route ${request.method} ${path}.`));
}
