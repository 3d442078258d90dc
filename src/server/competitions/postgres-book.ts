/**
 * Competitions on PostgreSQL (DATABASE_URL): a small pool of their own, their own schema steps
 * (`competitions_schema`) taken under an advisory lock. Each `update` is one transaction on
 * the competition's row locked FOR UPDATE: processes of a cluster changing one competition at
 * once take turns, and each decides on what the other wrote. A round paired twice all the same
 * would meet `competition_rounds`' key and roll back.
 */
import pg from 'pg';
import { poolOptions } from '../storage/postgres/pool.ts';
import { transaction } from '../storage/postgres/transaction.ts';
import {
  RoundTaken,
  type Competition,
  type CompetitionBook,
  type CompetitionRow,
  type Op,
  type Status,
  type TickView,
} from './model.ts';
import {
  competitionRow,
  competitionsOf,
  entrantOf,
  fixtureOf,
  othersValue,
  rowValues,
  tickViewsOf,
} from './sqlite-book.ts';
import { STEPS_POSTGRES } from './sql.ts';

/** The advisory lock of the competitions' schema steps: 'comp'. */
const SCHEMA_LOCK = 0x636f6d70;
const CONNECTIONS = 2;

const types = new pg.TypeOverrides();
types.setTypeParser(pg.types.builtins.INT8, Number);

type Client = pg.PoolClient | pg.Pool;

export class PgCompetitionBook implements CompetitionBook {
  private readonly pool: pg.Pool;

  private constructor(pool: pg.Pool) {
    this.pool = pool;
  }

  static async open(url: string): Promise<PgCompetitionBook> {
    const pool = new pg.Pool({ ...poolOptions(url, CONNECTIONS), types });
    pool.on('error', () => undefined);
    try {
      await transaction(pool, async (client) => {
        await client.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
        await client.query(
          'CREATE TABLE IF NOT EXISTS competitions_schema (step INTEGER PRIMARY KEY)',
        );
        const { rows } = await client.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM competitions_schema',
        );
        for (let step = rows[0]?.n ?? 0; step < STEPS_POSTGRES.length; step++) {
          await client.query(STEPS_POSTGRES[step] as string);
          await client.query('INSERT INTO competitions_schema (step) VALUES ($1)', [step + 1]);
        }
      });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return new PgCompetitionBook(pool);
  }

  async create(row: CompetitionRow): Promise<void> {
    await this.pool.query(
      `INSERT INTO competitions (id, name, host, host_name, settings, status, seed, starts_at,
         created_at, started_at, finished_at, listed, join_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      rowValues(row),
    );
  }

  get(id: string): Promise<Competition | undefined> {
    return read(this.pool, id, false);
  }

  async getMany(ids: readonly string[]): Promise<Competition[]> {
    if (ids.length === 0) return [];
    const list = [...ids];
    const [rows, entrants, games] = await Promise.all([
      this.pool.query('SELECT * FROM competitions WHERE id = ANY($1::text[])', [list]),
      this.pool.query(
        `SELECT * FROM competition_entrants WHERE competition_id = ANY($1::text[])
           ORDER BY competition_id, joined_at, player`,
        [list],
      ),
      this.pool.query(
        `SELECT * FROM competition_games WHERE competition_id = ANY($1::text[])
           ORDER BY competition_id, round, idx`,
        [list],
      ),
    ]);
    return competitionsOf(ids, rows.rows, entrants.rows, games.rows);
  }

  async openGames(ids: readonly string[]): Promise<TickView[]> {
    if (ids.length === 0) return [];
    // The games' terms are the open-games index's, so that it answers them.
    const { rows } = await this.pool.query(
      `SELECT c.id, c.status, g.round, g.idx, g.table_id, g.forfeit, g.result
         FROM competitions c LEFT JOIN competition_games g ON g.competition_id = c.id
           AND g.second IS NOT NULL AND (g.result IS NULL OR g.forfeit = 1)
         WHERE c.id = ANY($1::text[]) ORDER BY c.id, g.round, g.idx`,
      [[...ids]],
    );
    return tickViewsOf(ids, rows);
  }

  async list(status: Status, limit: number): Promise<CompetitionRow[]> {
    const { rows } = await this.pool.query(
      `SELECT * FROM competitions WHERE status = $1 AND listed = 1
         ORDER BY created_at DESC, id LIMIT $2`,
      [status, limit],
    );
    return rows.map(competitionRow);
  }

  async active(now: number): Promise<string[]> {
    const { rows } = await this.pool.query<{ id: string }>(
      `SELECT id FROM competitions WHERE status = 'running'
         OR (status = 'entry' AND starts_at IS NOT NULL AND starts_at <= $1) ORDER BY id`,
      [now],
    );
    return rows.map((r) => r.id);
  }

  async entered(player: string, limit: number): Promise<string[]> {
    const { rows } = await this.pool.query<{ id: string }>(
      `SELECT c.id FROM competition_entrants e JOIN competitions c ON c.id = e.competition_id
         WHERE e.player = $1 ORDER BY c.created_at DESC, c.id LIMIT $2`,
      [player, limit],
    );
    return rows.map((r) => r.id);
  }

  async fixtureOfTable(tableId: string) {
    const { rows } = await this.pool.query<{ competition_id: string; round: number; idx: number }>(
      'SELECT competition_id, round, idx FROM competition_games WHERE table_id = $1',
      [tableId],
    );
    const row = rows[0];
    return row ? { id: row.competition_id, round: row.round, index: row.idx } : undefined;
  }

  update<E>(
    id: string,
    work: (c: Competition) => { ok: true; value: readonly Op[] } | { ok: false; error: E },
  ): Promise<{ ok: true; value: Competition } | { ok: false; error: E | 'unknown' }> {
    return transaction(this.pool, async (client) => {
      const before = await read(client, id, true);
      if (!before) return { ok: false as const, error: 'unknown' as const };
      const ops = work(before);
      if (!ops.ok) return ops;
      for (const op of ops.value) await apply(client, id, op);
      return { ok: true as const, value: (await read(client, id, false)) as Competition };
    });
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}

async function read(client: Client, id: string, lock: boolean): Promise<Competition | undefined> {
  const found = await client.query(
    `SELECT * FROM competitions WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  const row = found.rows[0] as Record<string, unknown> | undefined;
  if (!row) return undefined;
  const entrants = await client.query(
    'SELECT * FROM competition_entrants WHERE competition_id = $1 ORDER BY joined_at, player',
    [id],
  );
  const games = await client.query(
    'SELECT * FROM competition_games WHERE competition_id = $1 ORDER BY round, idx',
    [id],
  );
  return {
    row: competitionRow(row),
    entrants: entrants.rows.map(entrantOf),
    fixtures: games.rows.map(fixtureOf),
  };
}

async function apply(client: Client, id: string, op: Op): Promise<void> {
  switch (op.kind) {
    case 'enter': {
      const e = op.entrant;
      await client.query(
        `INSERT INTO competition_entrants (competition_id, player, name, rating, joined_at, withdrawn_at)
         VALUES ($1, $2, $3, $4, $5, NULL)`,
        [id, e.player, e.name, e.rating, e.joinedAt],
      );
      return;
    }
    case 'leave':
      await client.query(
        'DELETE FROM competition_entrants WHERE competition_id = $1 AND player = $2',
        [id, op.player],
      );
      return;
    case 'withdraw':
      await client.query(
        'UPDATE competition_entrants SET withdrawn_at = $1 WHERE competition_id = $2 AND player = $3',
        [op.at, id, op.player],
      );
      return;
    case 'status':
      await client.query(
        `UPDATE competitions SET status = $1::text,
           started_at = CASE WHEN $1::text = 'running' THEN $2::bigint ELSE started_at END,
           finished_at = CASE WHEN $1::text = 'finished' THEN $2::bigint ELSE finished_at END
         WHERE id = $3`,
        [op.status, op.at, id],
      );
      return;
    case 'round': {
      const taken = await client.query(
        'INSERT INTO competition_rounds (competition_id, round) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [id, op.round],
      );
      if (taken.rowCount === 0) throw new RoundTaken(id, op.round);
      const f = op.fixtures;
      await client.query(
        `INSERT INTO competition_games (competition_id, round, idx, stage, tie, first, second, others)
         SELECT $1, * FROM unnest($2::int[], $3::int[], $4::int[], $5::int[], $6::text[], $7::text[],
           $8::text[])`,
        [
          id,
          f.map((x) => x.round),
          f.map((x) => x.index),
          f.map((x) => x.stage),
          f.map((x) => x.tie),
          f.map((x) => x.first),
          f.map((x) => x.second),
          f.map(othersValue),
        ],
      );
      return;
    }
    case 'table':
      await client.query(
        `UPDATE competition_games SET table_id = $1
           WHERE competition_id = $2 AND round = $3 AND idx = $4 AND table_id IS NULL`,
        [op.tableId, id, op.round, op.index],
      );
      return;
    case 'result':
      await client.query(
        `UPDATE competition_games SET result = $1, forfeit = $5
           WHERE competition_id = $2 AND round = $3 AND idx = $4 AND result IS NULL`,
        [JSON.stringify(op.result), id, op.round, op.index, op.result.forfeit ? 1 : 0],
      );
      return;
  }
}
