/**
 * Fencing: a batch carrying a table's lease token commits only if no higher token has
 * committed to that table. A process that lost the lease (paused past it, say) and wakes up
 * with its old token is refused, and nothing of its batch is written.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { testPostgres, type TestPostgres } from '../../testing/postgres-server.ts';
import { storedTable } from '../../testing/stored.ts';
import { FencedOut, type Store, type WriteOp } from '../contract.ts';
import { openStore } from '../store.ts';

const action = (tableId: string, idx: number): WriteOp => ({
  kind: 'action',
  row: { tableId, idx, seat: 0, action: 1, timeout: false, at: 1_767_225_600_000 + idx },
});

describe('fencing on PostgreSQL', () => {
  let postgres: TestPostgres;
  let store: Store;
  before(async () => {
    postgres = await testPostgres();
    store = await openStore({ dbPath: '', databaseUrl: await postgres.database() });
    const tables = ['fenced', 'other'].map((id) =>
      storedTable({ id, game: 'coin-toss', engineVersion: '1' }),
    );
    for (const table of tables) await store.writer.commit([{ kind: 'table', table }]);
  });
  after(async () => {
    await store.close();
    await postgres.stop();
  });

  it('refuses a batch whose token is lower than one that committed, and writes none of it', async () => {
    await store.writer.commit([action('fenced', 0)], new Map([['fenced', 1]]));
    // The lease passed to another process (token 2), which committed.
    await store.writer.commit([action('fenced', 1)], new Map([['fenced', 2]]));
    // The first owner wakes with token 1: refused, its other table's action too.
    await assert.rejects(
      store.writer.commit(
        [action('other', 0), action('fenced', 2)],
        new Map([
          ['other', 1],
          ['fenced', 1],
        ]),
      ),
      (error: unknown) => error instanceof FencedOut && error.tableIds.join() === 'fenced',
    );
    assert.deepEqual(
      (await store.reader.loadActions('fenced')).map((a) => a.idx),
      [0, 1],
    );
    assert.deepEqual(await store.reader.loadActions('other'), []);
    // The same token commits again (a lease renewed keeps its token).
    await store.writer.commit([action('fenced', 2)], new Map([['fenced', 2]]));
    assert.equal((await store.reader.tableRow('fenced'))?.version, 3);
  });
});
