/**
 * The built web app (web/dist): its files, and index.html for every other page path so that
 * the app's own router takes over (/table/ID, /replay/ID …). Without a build, '/' says how
 * to make one. Unknown /api and /socket.io paths get a JSON 404.
 *
 * Vite names the files under assets/ by a hash of their content, so they never change:
 * browsers keep them a year without asking again. Everything else (index.html above all,
 * which names the current assets) is asked after each time. Text files go out as the build's
 * brotli or gzip copies (web/src/build/precompress.ts) to browsers that accept them.
 */
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
// Types only here (with reply.sendFile): the plugin itself is loaded only when there is a build.
import type {} from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { excerpt, refusal } from '../errors.ts';

const NO_BUILD = `Matchday's server is running, but the web app has not been built.
Run \`npm run build\`, then reload this page.
`;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export async function serveWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const built = existsSync(join(distDir, 'index.html'));
  if (built) {
    const { default: fastifyStatic } = await import('@fastify/static');
    await app.register(fastifyStatic, {
      root: distDir,
      index: 'index.html',
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', hashed(distDir, path) ? IMMUTABLE : REVALIDATE);
      },
    });
  } else {
    app.get('/', (_request, reply) => reply.type('text/plain; charset=utf-8').send(NO_BUILD));
  }
  app.setNotFoundHandler((request, reply) => notFound(request, reply, built));
}

/** Whether a served file (or its .br / .gz copy) is one of the build's hashed assets. */
function hashed(distDir: string, path: string): boolean {
  return relative(distDir, path).startsWith(`assets${sep}`);
}

function notFound(request: FastifyRequest, reply: FastifyReply, built: boolean): unknown {
  const path = request.url.split('?')[0] ?? '';
  const api = path.startsWith('/api/') || path === '/api' || path.startsWith('/socket.io');
  // A missing asset is a 404, not the app: a page of an older build asks for files gone since.
  const page = !api && !path.startsWith('/assets/') && request.method === 'GET';
  if (page && built) return reply.sendFile('index.html');
  if (page) return reply.code(404).type('text/plain; charset=utf-8').send(NO_BUILD);
  return reply
    .code(404)
    .send(refusal('bad-message', `No route ${request.method} ${excerpt(path)}.`));
}
