/**
 * A table fenced out of a shared batch, on PostgreSQL (commit-fence-suite.ts): the database's
 * own fence refuses the lower token inside the batch's transaction, as when a process that
 * lost a table's lease (paused past it) commits beside tables it still holds.
 */
import { testPostgres } from '../testing/postgres-server.ts';
import { openStore, tablesOfWrite } from '../storage/store.ts';
import { commitFenceSuite } from './commit-fence-suite.ts';

commitFenceSuite('PostgreSQL', async () => {
  const postgres = await testPostgres();
  const store = await openStore({ dbPath: '', databaseUrl: await postgres.database() });
  return {
    store,
    async fenced(lost) {
      // Another process took `lost` over: its token 2 committed (cluster.ts, the takeover).
      await store.writer.commit([], new Map([[lost, 2]]));
      return {
        commit: (ops) =>
          store.writer.commit(
            ops,
            new Map(ops.flatMap(tablesOfWrite).map((id) => [id, id === lost ? 1 : 5])),
          ),
        close: () => store.writer.close(),
      };
    },
    async close() {
      await store.close();
      await postgres.stop();
    },
  };
});
