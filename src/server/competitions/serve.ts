/**
 * The competitions in a running server: their store beside the tables' (open.ts), the service
 * on the table service, and their routes; server.ts calls these three.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Server } from 'socket.io';
import type { Player } from '../accounts/players.ts';
import type { GameFinder } from '../games.ts';
import type { RatingsBook } from '../ratings/book.ts';
import type { Table } from '../tables/table.ts';
import type { CompetitionBook } from './model.ts';
import { liveCompetitions } from './live.ts';
import { openCompetitionBook } from './open.ts';
import { registerCompetitionRoutes } from './routes.ts';
import { CompetitionService, type CompetitionTables } from './service.ts';

export interface ServedCompetitions {
  readonly service: CompetitionService;
  /** The table service's finish hook: a competition game's result. */
  tableFinished(table: Table): void;
  /** Serves /api/competitions on `app`. */
  mount(app: FastifyInstance, playerOf: (request: FastifyRequest) => Promise<Player | null>): void;
  close(): Promise<void>;
}

export async function serveCompetitions(options: {
  readonly dbPath: string;
  readonly databaseUrl?: string;
  readonly tables: CompetitionTables;
  readonly find: GameFinder;
  readonly ratings: RatingsBook;
  readonly now?: () => number;
  /** In a cluster: which of the active competitions this process drives now (their leases). */
  readonly drives?: (active: readonly string[]) => Promise<ReadonlySet<string>>;
  readonly log: (message: string) => void;
  /** The realtime server, whose rooms carry each competition's changes to its pages (live.ts). */
  readonly live?: Server;
}): Promise<ServedCompetitions> {
  const book: CompetitionBook = await openCompetitionBook(options);
  const changed = options.live ? liveCompetitions(options.live) : undefined;
  const service = new CompetitionService({ ...options, book, ...(changed ? { changed } : {}) });
  return {
    service,
    tableFinished: (table) => void service.tableFinished(table),
    mount: (app, playerOf) => {
      registerCompetitionRoutes(app, service, playerOf);
    },
    close: async () => {
      await service.close();
      await book.close();
    },
  };
}
