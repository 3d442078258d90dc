/**
 * The PostgreSQL writer: each batch of the commit queue in one transaction on one pooled
 * connection. COMMIT returns once the WAL is flushed (synchronous_commit on, the default),
 * so a batch that resolves is durable. A failed batch (PostgreSQL down or restarting) is
 * rolled back and rejected; the next batch tries afresh on a new connection, so the store
 * comes back by itself once PostgreSQL does.
 */
import type { Pool } from 'pg';
import type { StoreWriter } from '../store.ts';
import type { WriteOp } from '../writes.ts';
import { applyWrites } from './writes.ts';

export class PgWriter implements StoreWriter {
  private readonly pool: Pool;
  private pending = 0;
  private readonly idle = new Set<() => void>();
  private closed = false;

  constructor(pool: Pool) {
    this.pool = pool;
  }

  async commit(ops: readonly WriteOp[]): Promise<void> {
    if (this.closed) throw new Error('the database writer is closed');
    this.pending++;
    try {
      await this.transaction(ops);
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

  private async transaction(ops: readonly WriteOp[]): Promise<void> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      await applyWrites(client, ops);
      await client.query('COMMIT');
    } catch (error) {
      broken = error instanceof Error ? error : new Error(String(error));
      await client.query('ROLLBACK').catch(() => undefined);
      throw broken;
    } finally {
      // A connection that failed mid-transaction is not given back to the pool.
      client.release(broken);
    }
  }
}
