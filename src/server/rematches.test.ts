import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { after, describe, it } from 'node:test';
import type { CreatedTable, RematchOffer, TableSummary } from './protocol.ts';
import { testServer, type TestClient, type TestServer } from './testing/harness.ts';
import { playToEnd, quickTable } from './testing/quick-games.ts';

/** Tables created so far: live ones in memory, as /api/metrics counts them. */
async function liveTables(server: TestServer): Promise<number> {
  return (await server.api<Record<string, number>>('/api/metrics')).body.liveTables ?? -1;
}

/** A seat asks for a rematch from the client that played it (its seats are bound to it). */
function ask(client: TestClient, created: CreatedTable, seat = 0) {
  return client.request<RematchOffer>('rematch', {
    tableId: created.table.id,
    token: created.seats[seat]?.token,
  });
}

describe('rematches', () => {
  const servers: TestServer[] = [];
  const start = async (options: Parameters<typeof testServer>[0] = {}) => {
    const server = await testServer(options);
    servers.push(server);
    return server;
  };
  after(async () => {
    for (const server of servers) await server.close();
  });

  it('are refused while the game is played, and the refusal changes nothing', async () => {
    const server = await start();
    const created = await quickTable(server, 2);
    const player = await server.client();
    await player.request('join', {
      tableId: created.table.id,
      tokens: created.seats.map((s) => s.token),
    });
    const before = await liveTables(server);
    const asked = await player.request<RematchOffer>('rematch', {
      tableId: created.table.id,
      token: created.seats[0]?.token,
    });
    assert.equal(asked.ok ? 'made' : asked.error.code, 'not-finished');
    assert.equal(player.offers.length, 0);
    assert.equal(await liveTables(server), before);
    const table = await server.api<TableSummary>(`/api/tables/${created.table.id}`);
    assert.equal(table.body.rematch, null);
    assert.equal(table.body.status, 'playing');
  });

  it('count toward the address’s table allowance, like POST /api/tables', async () => {
    const server = await start({ createRate: { perSecond: 0.001, burst: 2 } });
    const created = await quickTable(server);
    const player = await server.client();
    await playToEnd(player, created);
    const asked = await ask(player, created);
    assert.ok(asked.ok, 'the second table of the allowance');
    const more = await server.api('/api/tables', {
      body: { game: 'coin-toss', seats: [{ kind: 'me' }] },
    });
    assert.equal(more.status, 429, 'the rematch used the allowance up');
  });

  it('are refused, making nothing, when the allowance is spent', async () => {
    const server = await start({ createRate: { perSecond: 0.001, burst: 1 } });
    const created = await quickTable(server);
    const player = await server.client();
    await playToEnd(player, created);
    const before = await liveTables(server);
    const asked = await ask(player, created);
    assert.equal(asked.ok ? 'made' : asked.error.code, 'rate-limited');
    assert.equal(await liveTables(server), before);
    const table = await server.api<TableSummary>(`/api/tables/${created.table.id}`);
    assert.equal(table.body.rematch, null);
  });

  it('asked at once by both seats make one table, paid for once', async () => {
    const server = await start({ createRate: { perSecond: 0.001, burst: 3 } });
    const created = await quickTable(server, 2);
    const player = await server.client();
    await playToEnd(player, created);
    const [first, second] = await Promise.all([ask(player, created, 0), ask(player, created, 1)]);
    assert.ok(first.ok && second.ok);
    assert.equal(first.value.to, second.value.to);
    const body = { game: 'coin-toss', seats: [{ kind: 'me' }] };
    const statuses = [];
    for (let i = 0; i < 2; i++) statuses.push((await server.api('/api/tables', { body })).status);
    assert.deepEqual(statuses, [201, 429], 'one table and one rematch were paid for');
  });

  it('stay one per table after a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'matchday-rematch-'));
    try {
      const first = await testServer({ dataDir });
      const created = await quickTable(first);
      const player = await first.client();
      const device = await playToEnd(player, created);
      const before = await ask(player, created);
      assert.ok(before.ok);
      await first.close();
      const second = await testServer({ dataDir });
      try {
        // The same device comes back after the restart, joins its seat and asks again.
        const back = await second.client();
        const tokens = [created.seats[0]?.token];
        const rejoined = await back.request('join', { tableId: created.table.id, tokens, device });
        assert.ok(rejoined.ok);
        const again = await ask(back, created, 0);
        assert.ok(again.ok);
        assert.equal(again.value.to, before.value.to);
        const table = await second.api<TableSummary>(`/api/tables/${created.table.id}`);
        assert.equal(table.body.rematch, before.value.to);
      } finally {
        await second.close();
      }
      const db = new DatabaseSync(join(dataDir, 'matchday.sqlite'));
      assert.equal(db.prepare('SELECT count(*) AS n FROM tables').get()?.n, 2);
      db.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
