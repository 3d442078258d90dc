/**
 * What the server reads and writes in the database, as typed calls. Every write that belongs
 * together is one transaction; `appendActions` is the group commit of one tick.
 */
import type { DatabaseSync, SQLOutputValue } from 'node:sqlite';
import type { Outcome } from '../../core/game.ts';
import { openDatabase, transaction } from './database.ts';

export type SeatInvite = 'me' | 'friend' | 'bot';

export interface StoredSeat {
  readonly seat: number;
  readonly name: string;
  /** How the creator set the seat up. */
  readonly invite: SeatInvite;
  /** 'human', or a bot descriptor such as 'bot:hard'. */
  readonly agent: string;
  /** SHA-256 of the seat's token; null for bots. */
  readonly tokenHash: Buffer | null;
  readonly claimed: boolean;
}

export interface StoredTable {
  readonly id: string;
  readonly game: string;
  readonly engineVersion: string;
  readonly options: Readonly<Record<string, unknown>>;
  readonly seed: string;
  readonly turnSeconds: number;
  readonly listed: boolean;
  readonly createdAt: string;
  readonly finishedAt: string | null;
  readonly outcome: Outcome | null;
  readonly rematch: string | null;
  readonly seats: readonly StoredSeat[];
}

export interface StoredAction {
  readonly idx: number;
  readonly seat: number;
  readonly action: number;
  /** Played by the turn timer's bot for a human who ran out of time. */
  readonly timeout: boolean;
}

export interface ActionRow extends StoredAction {
  readonly tableId: string;
}

export interface FinishedRow {
  readonly tableId: string;
  readonly outcome: Outcome;
  readonly finishedAt: string;
}

type Row = Record<string, SQLOutputValue>;

export class Store {
  private readonly db: DatabaseSync;
  private readonly statements: ReturnType<typeof prepare>;

  constructor(path: string) {
    this.db = openDatabase(path);
    this.statements = prepare(this.db);
  }

  /** A new table and its seats; with `replaces`, the table it is a rematch of, at once. */
  insertTable(table: StoredTable, replaces?: string): void {
    const s = this.statements;
    transaction(this.db, () => {
      s.insertTable.run(
        table.id,
        table.game,
        table.engineVersion,
        JSON.stringify(table.options),
        table.seed,
        table.turnSeconds,
        table.listed ? 1 : 0,
        table.createdAt,
      );
      for (const seat of table.seats) {
        s.insertSeat.run(
          table.id,
          seat.seat,
          seat.name,
          seat.invite,
          seat.agent,
          seat.tokenHash,
          seat.claimed ? 1 : 0,
        );
      }
      if (replaces !== undefined) s.setRematch.run(table.id, replaces);
    });
  }

  /** One tick's accepted actions and the games they finished, in one transaction. */
  appendActions(actions: readonly ActionRow[], finished: readonly FinishedRow[]): void {
    const s = this.statements;
    transaction(this.db, () => {
      for (const a of actions) s.insertAction.run(a.tableId, a.idx, a.seat, a.action, +a.timeout);
      for (const f of finished) s.finish.run(f.finishedAt, JSON.stringify(f.outcome), f.tableId);
    });
  }

  setSeatToken(tableId: string, seat: number, tokenHash: Buffer, claimed: boolean): void {
    this.statements.setSeatToken.run(tokenHash, claimed ? 1 : 0, tableId, seat);
  }

  setClaimed(tableId: string, seat: number): void {
    this.statements.setClaimed.run(tableId, seat);
  }

  loadTable(id: string): StoredTable | undefined {
    const row = this.statements.getTable.get(id);
    if (!row) return undefined;
    const seats = this.statements.getSeats.all(id).map(readSeat);
    return readTable(row, seats);
  }

  loadActions(id: string): StoredAction[] {
    return this.statements.getActions.all(id).map(readAction);
  }

  unfinishedIds(): string[] {
    return this.statements.unfinished.all().map((row) => String(row.id));
  }

  /** Ids of finished tables, newest first. */
  finishedIds(limit: number): string[] {
    return this.statements.finished.all(limit).map((row) => String(row.id));
  }

  countActions(): number {
    return Number(this.statements.countActions.get()?.n ?? 0);
  }

  close(): void {
    if (this.db.isOpen) this.db.close();
  }
}

function prepare(db: DatabaseSync) {
  return {
    insertTable: db.prepare(
      `INSERT INTO tables (id, game, engine_version, options, seed, turn_seconds, listed, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    insertSeat: db.prepare(
      `INSERT INTO seats (table_id, seat, name, invite, agent, token_hash, claimed)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ),
    setRematch: db.prepare('UPDATE tables SET rematch = ? WHERE id = ?'),
    insertAction: db.prepare(
      'INSERT INTO actions (table_id, idx, seat, action, timeout) VALUES (?, ?, ?, ?, ?)',
    ),
    finish: db.prepare('UPDATE tables SET finished_at = ?, outcome = ? WHERE id = ?'),
    setSeatToken: db.prepare(
      'UPDATE seats SET token_hash = ?, claimed = ? WHERE table_id = ? AND seat = ?',
    ),
    setClaimed: db.prepare('UPDATE seats SET claimed = 1 WHERE table_id = ? AND seat = ?'),
    getTable: db.prepare('SELECT * FROM tables WHERE id = ?'),
    getSeats: db.prepare('SELECT * FROM seats WHERE table_id = ? ORDER BY seat'),
    getActions: db.prepare(
      'SELECT idx, seat, action, timeout FROM actions WHERE table_id = ? ORDER BY idx',
    ),
    unfinished: db.prepare('SELECT id FROM tables WHERE finished_at IS NULL ORDER BY created_at'),
    finished: db.prepare(
      'SELECT id FROM tables WHERE finished_at IS NOT NULL ORDER BY finished_at DESC LIMIT ?',
    ),
    countActions: db.prepare('SELECT count(*) AS n FROM actions'),
  };
}

function readTable(row: Row, seats: StoredSeat[]): StoredTable {
  return {
    id: String(row.id),
    game: String(row.game),
    engineVersion: String(row.engine_version),
    options: JSON.parse(String(row.options)) as Record<string, unknown>,
    seed: String(row.seed),
    turnSeconds: Number(row.turn_seconds),
    listed: row.listed === 1,
    createdAt: String(row.created_at),
    finishedAt: row.finished_at === null ? null : String(row.finished_at),
    outcome: row.outcome === null ? null : (JSON.parse(String(row.outcome)) as Outcome),
    rematch: row.rematch === null ? null : String(row.rematch),
    seats,
  };
}

function readSeat(row: Row): StoredSeat {
  const hash = row.token_hash;
  return {
    seat: Number(row.seat),
    name: String(row.name),
    invite: String(row.invite) as SeatInvite,
    agent: String(row.agent),
    tokenHash: hash instanceof Uint8Array ? Buffer.from(hash) : null,
    claimed: row.claimed === 1,
  };
}

function readAction(row: Row): StoredAction {
  return {
    idx: Number(row.idx),
    seat: Number(row.seat),
    action: Number(row.action),
    timeout: row.timeout === 1,
  };
}
