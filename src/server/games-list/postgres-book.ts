/**
 * The games list on PostgreSQL (DATABASE_URL): a small pool of its own that only reads the
 * tables' rows (their schema is the tables' store's, storage/postgres/schema.ts).
 */
import pg from 'pg';
import { poolOptions } from '../storage/postgres/pool.ts';
import type { GameRow, GamesBook, GamesCursor, Section } from './model.ts';
import { gameRows, type Row } from './rows.ts';
import { WAITING_COUNT, numbered, sectionQuery } from './sql.ts';

const CONNECTIONS = 2;
const types = new pg.TypeOverrides();
types.setTypeParser(pg.types.builtins.INT8, Number);

const SEATS = `SELECT table_id, seat, name, agent, player_id FROM seats
  WHERE table_id = ANY($1::text[]) ORDER BY table_id, seat`;

export class PgGamesBook implements GamesBook {
  private readonly pool: pg.Pool;

  constructor(url: string) {
    this.pool = new pg.Pool({ ...poolOptions(url, CONNECTIONS), types });
    this.pool.on('error', () => undefined);
  }

  async section(
    section: Section,
    player: string,
    limit: number,
    after: Pick<GamesCursor, 'key' | 'id'> | null,
    recentSince: string,
  ): Promise<GameRow[]> {
    const { sql, params } = sectionQuery(section, player, limit, after, recentSince);
    const rows = (await this.pool.query<Row>(numbered(sql), params)).rows;
    if (rows.length === 0) return [];
    const seats = await this.pool.query<Row>(SEATS, [rows.map((row) => String(row.id))]);
    return gameRows(section, rows, seats.rows, player);
  }

  async waiting(player: string): Promise<number> {
    const { rows } = await this.pool.query<Row>(numbered(WAITING_COUNT), [player]);
    return Number(rows[0]?.n ?? 0);
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
