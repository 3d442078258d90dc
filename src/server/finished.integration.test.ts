/**
 * The finished list is public: it shows the tables listed in the lobby, and a table that was
 * never listed only to whoever names its id (the browser that holds its seats).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { CreatedTable, ErrorBody, TableSummary } from './protocol.ts';
import { testServer, type TestServer } from './testing/harness.ts';
import { STORES, testStore } from './testing/stores.ts';
import { playToEnd } from './testing/quick-games.ts';

for (const kind of STORES) {
  describe(`the finished list (${kind})`, () => {
    const store = testStore(kind);
    let server: TestServer;
    let listed: CreatedTable;
    let unlisted: CreatedTable;
    let otherUnlisted: CreatedTable;
    let unfinished: CreatedTable;
    const coinToss = (isListed: boolean) =>
      server.createTable({
        game: 'coin-toss',
        options: { tosses: 1 },
        seats: [{ kind: 'me' }],
        listed: isListed,
      });

    before(async () => {
      server = await testServer(await store.fresh());
      listed = await coinToss(true);
      unlisted = await coinToss(false);
      otherUnlisted = await coinToss(false);
      unfinished = await coinToss(false);
      for (const table of [listed, unlisted, otherUnlisted])
        await playToEnd(await server.client(), table);
    });
    after(async () => {
      await server.close();
      await store.stop();
    });

    const finished = async (query = '') =>
      (await server.api<TableSummary[]>(`/api/finished${query}`)).body.map((t) => t.id);

    it('lists only the tables listed in the lobby to someone who names none', async () => {
      assert.deepEqual(await finished(), [listed.table.id]);
    });

    it("adds the asker's own finished tables, and no one else's", async () => {
      const mine = [unlisted.table.id, unfinished.table.id, 'nosuchtable'].join(',');
      const shown = await finished(`?mine=${mine}`);
      assert.deepEqual(new Set(shown), new Set([unlisted.table.id, listed.table.id]));
      assert.equal(shown.length, 2);
    });

    it('refuses a malformed or overlong list of ids', async () => {
      const many = Array.from({ length: 51 }, (_, i) => `table${i}`).join(',');
      for (const mine of ['not an id!', many]) {
        const answer = await server.api<ErrorBody>(
          `/api/finished?mine=${encodeURIComponent(mine)}`,
        );
        assert.equal(answer.status, 400);
        assert.equal(answer.body.code, 'bad-message');
      }
    });
  });
}
