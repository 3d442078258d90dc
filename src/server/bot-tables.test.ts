import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import type { CreateTable, ErrorBody } from './protocol.ts';
import { testServer, type TestServer } from './testing/harness.ts';

const allBots: CreateTable = {
  game: 'coin-toss',
  options: { tosses: 1 },
  seats: [
    { kind: 'bot', level: 'easy' },
    { kind: 'bot', level: 'easy' },
  ],
};

describe('tables of bots alone', () => {
  const servers: TestServer[] = [];
  after(async () => {
    for (const server of servers) await server.close();
  });

  it('are limited per address while they play; a refusal makes nothing', async () => {
    // Bots that wait a minute: the tables stay unfinished throughout.
    const server = await testServer({ botDelayMs: 60_000, botTablesPerAddress: 2 });
    servers.push(server);
    for (let i = 0; i < 2; i++) {
      assert.equal((await server.api('/api/tables', { body: allBots })).status, 201);
    }
    const before = await server.api<Record<string, number>>('/api/metrics');
    const refused = await server.api<ErrorBody>('/api/tables', { body: allBots });
    assert.equal(refused.status, 429);
    assert.equal(refused.body.code, 'too-many-tables');
    const after = await server.api<Record<string, number>>('/api/metrics');
    assert.equal(after.body.liveTables, before.body.liveTables);
    const withPerson = {
      ...allBots,
      seats: [{ kind: 'me' }, { kind: 'bot', level: 'easy' }],
    };
    assert.equal((await server.api('/api/tables', { body: withPerson })).status, 201);
  });

  it('make room again once their game is over', async () => {
    const server = await testServer({ botTablesPerAddress: 1 });
    servers.push(server);
    const first = await server.createTable(allBots);
    const spectator = await server.client();
    await spectator.request('join', { tableId: first.table.id });
    await spectator.until(() => spectator.latest(-1)?.table.status === 'finished');
    assert.equal((await server.api('/api/tables', { body: allBots })).status, 201);
  });
});
