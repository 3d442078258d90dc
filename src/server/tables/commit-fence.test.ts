/**
 * A table fenced out of a shared batch, on node:sqlite (commit-fence-suite.ts): the refusal
 * comes as a cluster's writer gives it when Redis says another process holds a table's lease
 * (cluster/leases.ts `tokens`), before the database is asked.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FencedOut, openStore, tablesOfWrite } from '../storage/store.ts';
import { commitFenceSuite } from './commit-fence-suite.ts';

commitFenceSuite('node:sqlite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'matchday-commit-fence-'));
  const store = await openStore({ dbPath: join(dir, 'db.sqlite') });
  return {
    store,
    fenced: (lost) =>
      Promise.resolve({
        async commit(ops) {
          if (ops.some((op) => tablesOfWrite(op).includes(lost))) throw new FencedOut([lost]);
          await store.writer.commit(ops);
        },
        close: () => store.writer.close(),
      }),
    async close() {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});
