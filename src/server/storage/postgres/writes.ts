/**
 * A batch of the server's writes (WriteOp, storage/contract.ts) as PostgreSQL statements, in order, on
 * one connection inside the caller's transaction. A run of actions goes as one INSERT of
 * arrays (unnest), so that a batch of hundreds of moves costs a handful of round trips.
 */
import type { PoolClient } from 'pg';
import { eachAction, packWrites, type PackedOp } from '../action-runs.ts';
import type { WriteOp } from '../contract.ts';

export async function applyWrites(client: PoolClient, ops: readonly WriteOp[]): Promise<void> {
  for (const op of packWrites(ops)) await apply(client, op);
}

async function apply(client: PoolClient, op: PackedOp): Promise<void> {
  switch (op.kind) {
    case 'actions':
      await insertActions(client, op);
      return;
    case 'table': {
      const t = op.table;
      await client.query(
        `INSERT INTO tables (id, game, engine_version, options, seed, turn_seconds, listed,
           created_at, host_hash, window_seconds, clock)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [
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
        ],
      );
      for (const seat of t.seats) {
        await client.query(
          `INSERT INTO seats (table_id, seat, name, invite, agent, token_hash, claimed, device_hash,
             player_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [
            t.id,
            seat.seat,
            seat.name,
            seat.invite,
            seat.agent,
            seat.tokenHash,
            +seat.claimed,
            seat.deviceHash,
            seat.playerId ?? null,
          ],
        );
      }
      if (op.replaces !== undefined) {
        await client.query('UPDATE tables SET rematch = $1 WHERE id = $2', [t.id, op.replaces]);
      }
      return;
    }
    case 'finish':
      await client.query('UPDATE tables SET finished_at = $1, outcome = $2 WHERE id = $3', [
        op.row.finishedAt,
        JSON.stringify(op.row.outcome),
        op.row.tableId,
      ]);
      return;
    case 'undo':
      await client.query('DELETE FROM actions WHERE table_id = $1 AND idx = $2', [
        op.tableId,
        op.idx,
      ]);
      return;
    case 'abandon':
      await client.query(
        'UPDATE tables SET abandoned_at = $1 WHERE id = $2 AND finished_at IS NULL AND abandoned_at IS NULL',
        [op.at, op.tableId],
      );
      return;
    case 'token':
      await client.query(
        `UPDATE seats SET token_hash = $1, claimed = $2, device_hash = $3, name = coalesce($4, name),
           player_id = CASE WHEN $5 THEN $6 ELSE player_id END
         WHERE table_id = $7 AND seat = $8`,
        [
          op.tokenHash,
          +op.claimed,
          op.deviceHash,
          op.name ?? null,
          op.playerId !== undefined,
          op.playerId ?? null,
          op.tableId,
          op.seat,
        ],
      );
      return;
    case 'turn':
      await client.query(
        'UPDATE seats SET turn_since = $1, turn_deadline = $2 WHERE table_id = $3 AND seat = $4',
        [op.since, op.deadline, op.tableId, op.seat],
      );
      return;
    case 'bind':
      await client.query(
        `UPDATE seats SET device_hash = $1, claimed = 1, player_id = coalesce($2, player_id)
         WHERE table_id = $3 AND seat = $4`,
        [op.deviceHash, op.playerId ?? null, op.tableId, op.seat],
      );
      return;
  }
}

async function insertActions(
  client: PoolClient,
  run: Extract<PackedOp, { kind: 'actions' }>,
): Promise<void> {
  const columns: number[][] = [[], [], [], [], []];
  eachAction(run, (_tableId, ...numbers) => {
    numbers.forEach((value, i) => columns[i]?.push(value));
  });
  await client.query(
    `INSERT INTO actions (table_id, idx, seat, action, timeout, at)
     SELECT * FROM unnest($1::text[], $2::int[], $3::int[], $4::bigint[], $5::int[], $6::bigint[])`,
    [run.tableIds, ...columns],
  );
}
