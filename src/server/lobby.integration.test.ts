import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { LIMITS, type ErrorBody, type LobbyPage } from './protocol.ts';
import { testServer, type TestServer } from './testing/harness.ts';
import { STORES, testStore } from './testing/stores.ts';
import { playToEnd, quickTable } from './testing/quick-games.ts';

const listed = {
  game: 'coin-toss',
  listed: true,
  seats: [{ kind: 'me' as const }, { kind: 'friend' as const }],
};

for (const kind of STORES) {
  describe(`the lobby (${kind})`, () => {
    const store = testStore(kind);
    let server: TestServer;
    /** Listed tables with a free seat, newest first. */
    const open: string[] = [];
    before(async () => {
      server = await testServer(await store.fresh());
      const made = [];
      for (let i = 0; i < LIMITS.lobbyPage + 5; i++)
        made.push((await server.createTable(listed)).table);
      // Newest first; tables made in the same millisecond by id (as SQLite compares text).
      const key = (t: { createdAt: string; id: string }) => `${t.createdAt} ${t.id}`;
      made.sort((a, b) => (key(a) < key(b) ? 1 : -1));
      open.push(...made.map((table) => table.id));
      // Neither a full table, nor an unlisted one, nor a finished one is offered.
      const full = await server.createTable(listed);
      await server.api(`/api/tables/${full.table.id}/claim`, { body: {} });
      await server.createTable({ ...listed, listed: false });
      await playToEnd(await server.client(), await quickTable(server));
    });
    after(async () => {
      await server.close();
      await store.stop();
    });

    const page = (query: string) => server.api<LobbyPage>(`/api/lobby${query}`);

    it('answers at most a page of 50, newest first, and says there is more', async () => {
      const first = await page('');
      assert.equal(first.status, 200);
      assert.equal(first.body.entries.length, LIMITS.lobbyPage);
      assert.deepEqual(
        first.body.entries.map((e) => e.table.id),
        open.slice(0, LIMITS.lobbyPage),
      );
      assert.ok(first.body.next);
    });

    it('pages through every open table once, in order, with the cursor it gives', async () => {
      const seen: string[] = [];
      let cursor: string | null = null;
      for (let pages = 0; pages < 20; pages++) {
        const answer: { body: LobbyPage } = await page(
          `?limit=7${cursor ? `&cursor=${cursor}` : ''}`,
        );
        assert.ok(answer.body.entries.length <= 7);
        seen.push(...answer.body.entries.map((e) => e.table.id));
        cursor = answer.body.next;
        if (!cursor) break;
      }
      assert.equal(cursor, null);
      assert.deepEqual(seen, open);
    });

    it('keeps its order while new tables open: they show on the first page, not the next', async () => {
      const first = await page('?limit=3');
      const newer = await server.createTable(listed);
      const second = await page(`?limit=3&cursor=${first.body.next ?? ''}`);
      assert.deepEqual(
        second.body.entries.map((e) => e.table.id),
        open.slice(3, 6),
      );
      const again = await page('?limit=1');
      assert.equal(again.body.entries[0]?.table.id, newer.table.id);
      open.unshift(newer.table.id);
    });

    it('refuses a page larger than the cap or a cursor it did not give', async () => {
      for (const query of [`?limit=${LIMITS.lobbyPage + 1}`, '?limit=0', '?cursor=bm90IGpzb24']) {
        const answer = await server.api<ErrorBody>(`/api/lobby${query}`);
        assert.equal(answer.status, 400, query);
        assert.equal(answer.body.code, 'bad-message');
      }
    });
  });
}
