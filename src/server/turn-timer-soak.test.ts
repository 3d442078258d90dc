import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { CreateTable } from './protocol.ts';
import { testServer, type TestServer } from './testing/harness.ts';

const TABLES = 50;
const TOSSES = 4;

describe('the turn timer under load (soak)', () => {
  let server: TestServer;
  before(async () => {
    // A turn second of 10 ms: each table's people run out of time every 10 ms, all at once.
    server = await testServer({ turnMsPerSecond: 10, botTimeScale: 0.02 });
  });
  after(async () => {
    await server.close();
  });

  it('finishes every one of 50 tables whose people never answer', async () => {
    const requests: CreateTable[] = Array.from({ length: TABLES }, (_, i) => ({
      game: 'coin-toss',
      options: { tosses: TOSSES },
      // People only, or a person beside a bot: the timer's bot and the table's bot meet.
      seats:
        i % 2 === 0
          ? [{ kind: 'me' }, { kind: 'me' }]
          : [{ kind: 'me' }, { kind: 'bot', level: 'easy' }],
      turnSeconds: 1,
    }));
    const created = await Promise.all(requests.map((request) => server.createTable(request)));
    // A spectator per table: each waits for its table's finished update.
    const watchers = await Promise.all(
      created.map(async ({ table }) => {
        const watcher = await server.client();
        const joined = await watcher.request('join', { tableId: table.id, tokens: [] });
        assert.ok(joined.ok, JSON.stringify(joined));
        return { id: table.id, watcher };
      }),
    );
    const finished = new Set<string>();
    await Promise.all(
      watchers.map(({ id, watcher }) =>
        watcher
          .until(() => watcher.latest(-1)?.table.status === 'finished')
          .then(
            () => finished.add(id),
            () => undefined,
          ),
      ),
    );
    const stuck = created.filter(({ table }) => !finished.has(table.id));
    assert.deepEqual(
      stuck.map(({ table }) => table.id),
      [],
      `${stuck.length} of ${TABLES} tables stalled`,
    );
    for (const { table } of created) {
      const summary = await server.api<{ version: number; status: string }>(
        `/api/tables/${table.id}`,
      );
      assert.equal(summary.body.status, 'finished');
      assert.equal(summary.body.version, 2 * TOSSES, 'every call was played');
    }
  });
});
