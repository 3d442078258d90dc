/**
 * The PostgreSQL writer: each batch of the commit queue in one transaction on one pooled
 * connection. COMMIT returns once the WAL is flushed (synchronous_commit on, the default),
 * so a batch that resolves is durable. A failed batch (PostgreSQL down or restarting) is
 * rolled back and rejected; the next batch tries afresh on a new connection, so the store
 * comes back by itself once PostgreSQL does.
 */
import type { Pool, PoolClient } from 'pg';
import { FencedOut, type StoreWriter, type WriteOp } from '../contract.ts';
import { applyWrites } from './writes.ts';

export class PgWriter implements StoreWriter {
  private readonly pool: Pool;
  private pending = 0;
  private readonly idle = new Set<() => void>();
  private closed = false;

  constructor(pool: Pool) {
    this.pool = pool;
  }

  async commit(ops: readonly WriteOp[], fences?: ReadonlyMap<string, number>): Promise<void> {
    if (this.closed) throw new Error('the database writer is closed');
    this.pending++;
    try {
      await this.transaction(ops, fences);
    } finally {
      this.pending--;
      if (this.pending === 0) for (const resolve of this.idle) resolve();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.pending > 0) {
      await new Promise<void>((resolve) => {
        this.idle.add(resolve);
      });
    }
  }

  private async transaction(
    ops: readonly WriteOp[],
    fences: ReadonlyMap<string, number> | undefined,
  ): Promise<void> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      await applyWrites(client, ops);
      if (fences && fences.size > 0) await fence(client, fences);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      if (error instanceof FencedOut) throw error;
      broken = error instanceof Error ? error : new Error(String(error));
      throw broken;
    } finally {
      // A connection that failed mid-transaction is not given back to the pool.
      client.release(broken);
    }
  }
}

/**
 * Raises each table's fence to its token, unless a higher token is there already: then the
 * batch is refused (its transaction rolled back). The row lock this takes holds until COMMIT,
 * so a process that took the lease meanwhile commits after this batch, never beside it.
 */
async function fence(client: PoolClient, fences: ReadonlyMap<string, number>): Promise<void> {
  const ids = [...fences.keys()];
  const { rows } = await client.query<{ id: string }>(
    `UPDATE tables SET fence = f.token FROM unnest($1::text[], $2::bigint[]) AS f(id, token)
     WHERE tables.id = f.id AND tables.fence <= f.token RETURNING tables.id`,
    [ids, [...fences.values()]],
  );
  const passed = new Set(rows.map((row) => row.id));
  const refused = ids.filter((id) => !passed.has(id));
  if (refused.length > 0) throw new FencedOut(refused);
}
