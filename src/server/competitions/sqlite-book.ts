/**
 * Competitions on node:sqlite: their own connection to the server's database file and their
 * own schema steps (`competitions_schema`), as the ratings book does, so the tables' schema is
 * not touched. Each `update` is one BEGIN IMMEDIATE transaction: read, decide, write.
 */
import type { DatabaseSync } from 'node:sqlite';
import { openDatabase, transaction } from '../storage/database.ts';
import type { Row } from '../storage/rows.ts';
import { STEPS_SQLITE } from './sql.ts';
import {
  RoundTaken,
  type Competition,
  type CompetitionBook,
  type CompetitionRow,
  type Entrant,
  type Fixture,
  type Op,
  type OpenGame,
  type Status,
  type TickView,
} from './model.ts';

export class SqliteCompetitionBook implements CompetitionBook {
  private readonly db: DatabaseSync;

  constructor(path: string) {
    this.db = openDatabase(path);
    transaction(this.db, () => {
      this.db.exec(
        'CREATE TABLE IF NOT EXISTS competitions_schema (step INTEGER PRIMARY KEY) STRICT',
      );
      const taken = Number(
        this.db.prepare('SELECT count(*) AS n FROM competitions_schema').get()?.n ?? 0,
      );
      for (let step = taken; step < STEPS_SQLITE.length; step++) {
        this.db.exec(STEPS_SQLITE[step] as string);
        this.db.prepare('INSERT INTO competitions_schema (step) VALUES (?)').run(step + 1);
      }
    });
  }

  create(row: CompetitionRow): Promise<void> {
    return answer(() => {
      this.db
        .prepare(
          `INSERT INTO competitions (id, name, host, host_name, settings, status, seed, starts_at,
             created_at, started_at, finished_at, listed, join_key)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(...rowValues(row));
    });
  }

  get(id: string): Promise<Competition | undefined> {
    return answer(() => this.read(id));
  }

  getMany(ids: readonly string[]): Promise<Competition[]> {
    return answer(() => {
      if (ids.length === 0) return [];
      // One JSON list of ids, however many: SQLite's bound parameters are limited in number.
      const list = JSON.stringify(ids);
      const among = (column: string) => `${column} IN (SELECT value FROM json_each(?))`;
      return competitionsOf(
        ids,
        this.db.prepare(`SELECT * FROM competitions WHERE ${among('id')}`).all(list),
        this.db
          .prepare(
            `SELECT * FROM competition_entrants WHERE ${among('competition_id')}
               ORDER BY competition_id, joined_at, player`,
          )
          .all(list),
        this.db
          .prepare(
            `SELECT * FROM competition_games WHERE ${among('competition_id')}
               ORDER BY competition_id, round, idx`,
          )
          .all(list),
      );
    });
  }

  openGames(ids: readonly string[]): Promise<TickView[]> {
    return answer(() => {
      if (ids.length === 0) return [];
      // The games' terms are the open-games index's, so that it answers them.
      const rows = this.db
        .prepare(
          `SELECT c.id, c.status, g.round, g.idx, g.table_id, g.forfeit, g.result
             FROM competitions c LEFT JOIN competition_games g ON g.competition_id = c.id
               AND g.second IS NOT NULL AND (g.result IS NULL OR g.forfeit = 1)
             WHERE c.id IN (SELECT value FROM json_each(?)) ORDER BY c.id, g.round, g.idx`,
        )
        .all(JSON.stringify(ids));
      return tickViewsOf(ids, rows);
    });
  }

  list(status: Status, limit: number): Promise<CompetitionRow[]> {
    return answer(() =>
      this.db
        .prepare(
          'SELECT * FROM competitions WHERE status = ? AND listed = 1 ORDER BY created_at DESC, id LIMIT ?',
        )
        .all(status, limit)
        .map(competitionRow),
    );
  }

  active(now: number): Promise<string[]> {
    return answer(() =>
      this.db
        .prepare(
          `SELECT id FROM competitions WHERE status = 'running'
             OR (status = 'entry' AND starts_at IS NOT NULL AND starts_at <= ?) ORDER BY id`,
        )
        .all(now)
        .map((r) => String(r.id)),
    );
  }

  entered(player: string, limit: number): Promise<string[]> {
    return answer(() =>
      this.db
        .prepare(
          `SELECT c.id FROM competition_entrants e JOIN competitions c ON c.id = e.competition_id
             WHERE e.player = ? ORDER BY c.created_at DESC, c.id LIMIT ?`,
        )
        .all(player, limit)
        .map((r) => String(r.id)),
    );
  }

  fixtureOfTable(tableId: string) {
    return answer(() => {
      const row = this.db
        .prepare('SELECT competition_id, round, idx FROM competition_games WHERE table_id = ?')
        .get(tableId);
      return row
        ? { id: String(row.competition_id), round: Number(row.round), index: Number(row.idx) }
        : undefined;
    });
  }

  update<E>(
    id: string,
    work: (c: Competition) => { ok: true; value: readonly Op[] } | { ok: false; error: E },
  ): Promise<{ ok: true; value: Competition } | { ok: false; error: E | 'unknown' }> {
    return answer(() =>
      transaction(this.db, () => {
        const before = this.read(id);
        if (!before) return { ok: false as const, error: 'unknown' as const };
        const ops = work(before);
        if (!ops.ok) return ops;
        for (const op of ops.value) this.apply(id, op);
        return { ok: true as const, value: this.read(id) as Competition };
      }),
    );
  }

  close(): Promise<void> {
    this.db.close();
    return Promise.resolve();
  }

  private read(id: string): Competition | undefined {
    const row = this.db.prepare('SELECT * FROM competitions WHERE id = ?').get(id);
    if (!row) return undefined;
    const entrants = this.db
      .prepare(
        'SELECT * FROM competition_entrants WHERE competition_id = ? ORDER BY joined_at, player',
      )
      .all(id)
      .map(entrantOf);
    const fixtures = this.db
      .prepare('SELECT * FROM competition_games WHERE competition_id = ? ORDER BY round, idx')
      .all(id)
      .map(fixtureOf);
    return { row: competitionRow(row), entrants, fixtures };
  }

  private apply(id: string, op: Op): void {
    const db = this.db;
    switch (op.kind) {
      case 'enter': {
        const e = op.entrant;
        db.prepare(
          `INSERT INTO competition_entrants (competition_id, player, name, rating, joined_at, withdrawn_at)
           VALUES (?, ?, ?, ?, ?, NULL)`,
        ).run(id, e.player, e.name, e.rating, e.joinedAt);
        return;
      }
      case 'leave':
        db.prepare('DELETE FROM competition_entrants WHERE competition_id = ? AND player = ?').run(
          id,
          op.player,
        );
        return;
      case 'withdraw':
        db.prepare(
          'UPDATE competition_entrants SET withdrawn_at = ? WHERE competition_id = ? AND player = ?',
        ).run(op.at, id, op.player);
        return;
      case 'status':
        db.prepare(
          `UPDATE competitions SET status = ?,
             started_at = CASE WHEN ? = 'running' THEN ? ELSE started_at END,
             finished_at = CASE WHEN ? = 'finished' THEN ? ELSE finished_at END WHERE id = ?`,
        ).run(op.status, op.status, op.at, op.status, op.at, id);
        return;
      case 'round': {
        const taken = db
          .prepare(
            'INSERT INTO competition_rounds (competition_id, round) VALUES (?, ?) ON CONFLICT DO NOTHING',
          )
          .run(id, op.round);
        if (Number(taken.changes) === 0) throw new RoundTaken(id, op.round);
        const insert = db.prepare(
          `INSERT INTO competition_games (competition_id, round, idx, stage, tie, first, second, others)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        );
        for (const f of op.fixtures)
          insert.run(id, f.round, f.index, f.stage, f.tie, f.first, f.second, othersValue(f));
        return;
      }
      case 'table':
        db.prepare(
          `UPDATE competition_games SET table_id = ?
             WHERE competition_id = ? AND round = ? AND idx = ? AND table_id IS NULL`,
        ).run(op.tableId, id, op.round, op.index);
        return;
      case 'result':
        db.prepare(
          `UPDATE competition_games SET result = ?, forfeit = ?
             WHERE competition_id = ? AND round = ? AND idx = ? AND result IS NULL`,
        ).run(JSON.stringify(op.result), op.result.forfeit ? 1 : 0, id, op.round, op.index);
        return;
    }
  }
}

/**
 * Competitions put together from rows of several (both stores' `getMany`): each one's entrants
 * and games in the order read, the competitions in the order of `ids`, those not found left out.
 */
export function competitionsOf(
  ids: readonly string[],
  rows: readonly (Row | Record<string, unknown>)[],
  entrants: readonly (Row | Record<string, unknown>)[],
  games: readonly (Row | Record<string, unknown>)[],
): Competition[] {
  const byId = new Map<string, { row: CompetitionRow; entrants: Entrant[]; fixtures: Fixture[] }>();
  for (const row of rows) {
    const c = competitionRow(row);
    byId.set(c.id, { row: c, entrants: [], fixtures: [] });
  }
  for (const e of entrants) byId.get(String(e.competition_id))?.entrants.push(entrantOf(e));
  for (const g of games) byId.get(String(g.competition_id))?.fixtures.push(fixtureOf(g));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Each competition's status and open games from rows of `openGames`' query (both stores): a
 * competition with none has one row of NULL game columns. In the order of `ids`.
 */
export function tickViewsOf(
  ids: readonly string[],
  rows: readonly (Row | Record<string, unknown>)[],
): TickView[] {
  const byId = new Map<string, { id: string; status: Status; games: OpenGame[] }>();
  for (const r of rows) {
    const id = String(r.id);
    let view = byId.get(id);
    if (!view) {
      view = { id, status: String(r.status) as Status, games: [] };
      byId.set(id, view);
    }
    if (r.round === null || r.round === undefined) continue;
    // Only a forfeited game's result is read: the seats it names.
    const result =
      Number(r.forfeit) === 1 && typeof r.result === 'string'
        ? (JSON.parse(r.result) as Fixture['result'])
        : null;
    view.games.push({
      round: Number(r.round),
      index: Number(r.idx),
      tableId: typeof r.table_id === 'string' ? r.table_id : null,
      forfeit: result?.forfeit ? [...result.forfeit] : null,
    });
  }
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A competition row's values, in the INSERT's order (both stores). */
export function rowValues(row: CompetitionRow): (string | number | null)[] {
  return [
    row.id,
    row.name,
    row.host,
    row.hostName,
    JSON.stringify(row.settings),
    row.status,
    row.seed,
    row.startsAt,
    row.createdAt,
    row.startedAt,
    row.finishedAt,
    row.settings.entry === 'open' ? 1 : 0,
    row.joinKey ?? null,
  ];
}

const numberOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

export function competitionRow(r: Row | Record<string, unknown>): CompetitionRow {
  return {
    id: String(r.id),
    name: String(r.name),
    host: String(r.host),
    hostName: String(r.host_name),
    settings: JSON.parse(String(r.settings)) as CompetitionRow['settings'],
    status: String(r.status) as Status,
    seed: String(r.seed),
    startsAt: numberOrNull(r.starts_at),
    joinKey: typeof r.join_key === 'string' ? r.join_key : null,
    createdAt: Number(r.created_at),
    startedAt: numberOrNull(r.started_at),
    finishedAt: numberOrNull(r.finished_at),
  };
}

export function entrantOf(r: Row | Record<string, unknown>): Entrant {
  return {
    player: String(r.player),
    name: String(r.name),
    rating: Number(r.rating),
    joinedAt: Number(r.joined_at),
    withdrawnAt: numberOrNull(r.withdrawn_at),
  };
}

export function fixtureOf(r: Row | Record<string, unknown>): Fixture {
  return {
    round: Number(r.round),
    index: Number(r.idx),
    stage: Number(r.stage),
    tie: Number(r.tie),
    first: String(r.first),
    second: typeof r.second === 'string' ? r.second : null,
    // A table of 3+ seats' seats 3 onward (#35); rows of 2-seat games, older ones too, have none.
    ...(typeof r.others === 'string' ? { others: JSON.parse(r.others) as string[] } : {}),
    tableId: typeof r.table_id === 'string' ? r.table_id : null,
    result: typeof r.result === 'string' ? (JSON.parse(r.result) as Fixture['result']) : null,
  };
}

/** A fixture's seats 3 onward as stored: a JSON list, or NULL for a 2-seat game or a bye. */
export function othersValue(f: Pick<Fixture, 'others'>): string | null {
  return f.others && f.others.length > 0 ? JSON.stringify(f.others) : null;
}

/** node:sqlite answers at once; the contract's answers are promises, as PostgreSQL's are. */
function answer<T>(work: () => T): Promise<T> {
  try {
    return Promise.resolve(work());
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}
