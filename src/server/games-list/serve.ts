/**
 * The games list in a running server: its book on the tables' database (PostgreSQL when
 * DATABASE_URL is set, else the SQLite file) and its routes; server.ts calls this.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Player } from '../accounts/players.ts';
import type { GamesBook } from './model.ts';
import { registerGamesListRoutes } from './routes.ts';
import { SqliteGamesBook } from './sqlite-book.ts';

export async function serveGamesList(
  app: FastifyInstance,
  options: {
    readonly dbPath: string;
    readonly databaseUrl?: string;
    readonly playerOf: (request: FastifyRequest) => Promise<Player | null>;
    readonly now?: () => number;
  },
): Promise<GamesBook> {
  let book: GamesBook;
  if (options.databaseUrl) {
    const { PgGamesBook } = await import('./postgres-book.ts');
    book = new PgGamesBook(options.databaseUrl);
  } else {
    book = new SqliteGamesBook(options.dbPath);
  }
  registerGamesListRoutes(app, book, options.playerOf, options.now ?? Date.now);
  return book;
}
