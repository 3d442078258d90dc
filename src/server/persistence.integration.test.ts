import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { GameEvent } from '../core/game.ts';
import { replayRecord, type GameRecord } from '../core/record.ts';
import { loadResolver } from '../games/registry.ts';
import type { CreatedTable, JoinedTable } from './protocol.ts';
import { startChild, type ChildServer } from './testing/child.ts';
import { TestClient } from './testing/harness.ts';
import { playAcknowledged } from './testing/random-player.ts';
import { STORES, testStore } from './testing/stores.ts';

for (const kind of STORES) {
  describe(`persistence (${kind})`, () => {
    const store = testStore(kind);
    const dataDir = mkdtempSync(join(tmpdir(), 'matchday-persist-'));
    let server: ChildServer | undefined;
    let env: Record<string, string>;
    before(async () => {
      env = { DATA_DIR: dataDir, BOT_DELAY_MS: '0', ...(await store.env()) };
    });
    after(async () => {
      await server?.stop('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
      await store.stop();
    });

    it('a table survives SIGKILL: it is rebuilt, its bot resumes and the game finishes', async () => {
      server = await startChild(env);
      const response = await fetch(`${server.url}/api/tables`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          game: 'goalkeepers',
          seats: [{ kind: 'me' }, { kind: 'bot', level: 'normal' }],
        }),
      });
      const created = (await response.json()) as CreatedTable;
      const id = created.table.id;
      const token = created.seats[0]?.token ?? '';
      const before = await TestClient.connect(server.url);
      const acked = playAcknowledged(
        before,
        id,
        token,
        `persistence-${id}`,
        (u) => u.table.version >= 8,
      );
      const joined = await before.request<JoinedTable>('join', { tableId: id, tokens: [token] });
      assert.ok(joined.ok);
      // The seat belongs to this device, across the restart too.
      const device = joined.value.device;
      await before.until(() => acked.length >= 3);
      await server.stop('SIGKILL');
      before.close();
      const seen: GameEvent[] = before.updates.flatMap((u) => [...u.history, ...u.events]);
      const lastAcked = Math.max(...acked);

      server = await startChild(env);
      const again = await TestClient.connect(server.url);
      playAcknowledged(again, id, token, `persistence-${id}`);
      await again.request('join', { tableId: id, tokens: [token], device });
      const rejoined = await again.update(0);
      assert.ok(rejoined.table.version >= lastAcked, 'every acknowledged action survived');
      assert.deepEqual(rejoined.history.slice(0, seen.length), seen, 'the history continues');
      await again.until(() => again.latest(0)?.table.status === 'finished');
      const versions = again.updates.map((u) => u.table.version);
      assert.deepEqual(
        versions,
        [...versions].sort((a, b) => a - b),
        'versions only grow',
      );
      const record = (await (
        await fetch(`${server.url}/api/tables/${id}/record`)
      ).json()) as GameRecord;
      assert.equal(record.actions.length, again.latest(0)?.table.version);
      const replayed = replayRecord(record, await loadResolver(record.game));
      assert.ok(replayed.ok, replayed.ok ? '' : replayed.error.message);
      assert.deepEqual(replayed.value.outcome, again.latest(0)?.table.outcome);
      again.close();
      await server.stop('SIGTERM');
      assert.equal(server.process.exitCode, 0, server.errors());
    });
  });
}
