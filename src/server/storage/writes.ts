/**
 * The server's changes (WriteOp, contract.ts) as SQLite statements: the writer thread applies a
 * batch of them in one transaction.
 */
import type { DatabaseSync } from 'node:sqlite';
import { eachAction, type ActionRun } from './action-runs.ts';
import { transaction } from './database.ts';
import type { WriteOp } from './contract.ts';

export type { WriteOp };

/** A batch: its actions one op each, or packed into runs (action-runs.ts), in order. */
export type Writes = (ops: readonly (WriteOp | ActionRun)[]) => void;

/** Prepares the statements once; the returned function commits a batch atomically. */
export function prepareWrites(db: DatabaseSync): Writes {
  const statements = prepareStatements(db);
  return (ops) => {
    transaction(db, () => {
      for (const op of ops) applyOp(statements, op);
    });
  };
}

type Statements = ReturnType<typeof prepareStatements>;

/** One prepared statement per kind of write. */
function prepareStatements(db: DatabaseSync) {
  return {
    table: db.prepare(
      `INSERT INTO tables (id, game, engine_version, options, seed, turn_seconds, listed, created_at,
         host_hash, window_seconds, clock)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    seat: db.prepare(
      `INSERT INTO seats (table_id, seat, name, invite, agent, token_hash, claimed, device_hash,
         player_id)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    rematch: db.prepare('UPDATE tables SET rematch = ? WHERE id = ?'),
    action: db.prepare(
      'INSERT INTO actions (table_id, idx, seat, action, timeout, at) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    undo: db.prepare('DELETE FROM actions WHERE table_id = ? AND idx = ?'),
    finish: db.prepare('UPDATE tables SET finished_at = ?, outcome = ? WHERE id = ?'),
    abandon: db.prepare(
      'UPDATE tables SET abandoned_at = ? WHERE id = ? AND finished_at IS NULL AND abandoned_at IS NULL',
    ),
    token: db.prepare(
      `UPDATE seats SET token_hash = ?, claimed = ?, device_hash = ?, name = coalesce(?, name),
         player_id = CASE WHEN ? = 1 THEN ? ELSE player_id END
       WHERE table_id = ? AND seat = ?`,
    ),
    turn: db.prepare(
      'UPDATE seats SET turn_since = ?, turn_deadline = ? WHERE table_id = ? AND seat = ?',
    ),
    bind: db.prepare(
      `UPDATE seats SET device_hash = ?, claimed = 1, player_id = coalesce(?, player_id)
       WHERE table_id = ? AND seat = ?`,
    ),
  };
}

/** One write of a batch, inside its transaction. */
function applyOp(s: Statements, op: WriteOp | ActionRun): void {
  switch (op.kind) {
    case 'actions':
      eachAction(op, (tableId, idx, seat, action, timeout, at) => {
        s.action.run(tableId, idx, seat, action, timeout, at);
      });
      return;
    case 'table':
      insertTable(s, op);
      return;
    case 'action': {
      const a = op.row;
      s.action.run(a.tableId, a.idx, a.seat, a.action, +a.timeout, a.at);
      return;
    }
    case 'undo':
      s.undo.run(op.tableId, op.idx);
      return;
    case 'finish':
      s.finish.run(op.row.finishedAt, JSON.stringify(op.row.outcome), op.row.tableId);
      return;
    case 'abandon':
      s.abandon.run(op.at, op.tableId);
      return;
    case 'token':
      s.token.run(
        op.tokenHash,
        +op.claimed,
        op.deviceHash,
        op.name ?? null,
        +(op.playerId !== undefined),
        op.playerId ?? null,
        op.tableId,
        op.seat,
      );
      return;
    case 'turn':
      s.turn.run(op.since, op.deadline, op.tableId, op.seat);
      return;
    case 'bind':
      s.bind.run(op.deviceHash, op.playerId ?? null, op.tableId, op.seat);
      return;
  }
}

/** A new table with its seats, and the table it is the rematch of. */
function insertTable(s: Statements, op: Extract<WriteOp, { kind: 'table' }>): void {
  const t = op.table;
  s.table.run(
    t.id,
    t.game,
    t.engineVersion,
    JSON.stringify(t.options),
    t.seed,
    t.turnSeconds,
    +t.listed,
    t.createdAt,
    t.hostHash,
    t.windowSeconds,
    t.clock ? JSON.stringify(t.clock) : null,
  );
  for (const seat of t.seats) {
    s.seat.run(
      t.id,
      seat.seat,
      seat.name,
      seat.invite,
      seat.agent,
      seat.tokenHash,
      +seat.claimed,
      seat.deviceHash,
      seat.playerId ?? null,
    );
  }
  if (op.replaces !== undefined) s.rematch.run(t.id, op.replaces);
}
