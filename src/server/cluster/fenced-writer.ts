/**
 * The store's writer in a cluster: every batch carries the lease tokens of the tables it
 * writes to, taking the leases it does not hold yet, so that only a table's owner commits to
 * it (storage/postgres/writer.ts checks the tokens inside the transaction).
 */
import { tablesOfWrite, type StoreWriter } from '../storage/store.ts';
import type { TableLeases } from './leases.ts';

export function fencedWriter(inner: StoreWriter, leases: TableLeases): StoreWriter {
  return {
    async commit(ops) {
      await inner.commit(ops, await leases.tokens(ops.flatMap(tablesOfWrite)));
    },
    close: () => inner.close(),
  };
}
