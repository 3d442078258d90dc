/**
 * The games list on node:sqlite: a connection of its own to the server's database file, which
 * only reads the tables' rows (their schema is the tables' store's, storage/database.ts).
 */
import type { DatabaseSync } from 'node:sqlite';
import { openDatabase } from '../storage/database.ts';
import type { GameRow, GamesBook, GamesCursor, Section } from './model.ts';
import { gameRows, type Row } from './rows.ts';
import { WAITING_COUNT, sectionQuery, seatsQuery } from './sql.ts';

export class SqliteGamesBook implements GamesBook {
  private readonly db: DatabaseSync;

  constructor(path: string) {
    this.db = openDatabase(path);
  }

  section(
    section: Section,
    player: string,
    limit: number,
    after: Pick<GamesCursor, 'key' | 'id'> | null,
    recentSince: string,
  ): Promise<GameRow[]> {
    return answer(() => {
      const { sql, params } = sectionQuery(section, player, limit, after, recentSince);
      const rows = this.db.prepare(sql).all(...params) as Row[];
      if (rows.length === 0) return [];
      const ids = rows.map((row) => String(row.id));
      const seats = this.db.prepare(seatsQuery(ids.length)).all(...ids) as Row[];
      return gameRows(section, rows, seats, player);
    });
  }

  waiting(player: string): Promise<number> {
    return answer(() => Number(this.db.prepare(WAITING_COUNT).get(player)?.n ?? 0));
  }

  close(): Promise<void> {
    return answer(() => {
      if (this.db.isOpen) this.db.close();
    });
  }
}

/** A synchronous read as a promise: resolved, or rejected with what it threw. */
function answer<T>(read: () => T): Promise<T> {
  return new Promise((resolve) => {
    resolve(read());
  });
}
