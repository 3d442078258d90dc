/**
 * The store's writer in a cluster: every batch carries the lease tokens of the tables it
 * writes to, taking the leases it does not hold yet, so that only a table's owner commits to
 * it (storage/postgres/writer.ts checks the tokens inside the transaction).
 */
import type { StoreWriter } from '../storage/store.ts';
import type { WriteOp } from '../storage/writes.ts';
import type { TableLeases } from './leases.ts';

export function fencedWriter(inner: StoreWriter, leases: TableLeases): StoreWriter {
  return {
    async commit(ops) {
      await inner.commit(ops, await leases.tokens(ops.flatMap(tablesOf)));
    },
    close: () => inner.close(),
  };
}

/** The tables a write changes. */
function tablesOf(op: WriteOp): string[] {
  switch (op.kind) {
    case 'table':
      // A rematch also marks the table it replaces.
      return op.replaces === undefined ? [op.table.id] : [op.table.id, op.replaces];
    case 'action':
    case 'finish':
      return [op.row.tableId];
    case 'undo':
    case 'abandon':
    case 'token':
    case 'turn':
    case 'bind':
      return [op.tableId];
  }
}
