/**
 * A real-time clock table across a real restart on the same data (issue #35): the banks are
 * not stored but follow from the actions' times, so the seat still deciding runs out when it
 * would have without the restart, and the seat that moved keeps the bank it had.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { TableSummary } from '../protocol.ts';
import { FakeScheduler } from '../testing/fake-scheduler.ts';
import { testServer } from '../testing/harness.ts';

const S = 1000;

describe('a clock table restarted', () => {
  it('gives no seat a fresh clock: banks and deadlines follow from the stored times', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'matchday-clock-'));
    let clock = Date.now();
    const scheduler = new FakeScheduler();
    scheduler.time = clock;
    try {
      const first = await testServer({ dataDir, now: () => clock, turnScheduler: scheduler });
      const created = await first.createTable({
        game: 'coin-toss',
        options: { tosses: 3 },
        seats: [{ kind: 'me' }, { kind: 'me' }],
        clock: { baseSeconds: 300, incrementSeconds: 3 },
      });
      const tableId = created.table.id;
      const createdAt = Date.parse(created.table.createdAt);
      const token = created.seats.find((s) => s.seat === 0)?.token ?? '';
      const ann = await first.client();
      assert.ok((await ann.request('join', { tableId, tokens: [token] })).ok);
      await ann.until(() => ann.latest(0)?.actors.includes(0) === true);
      // Both call the toss at once; seat 0 calls after 100 s, seat 1 is still thinking.
      clock += 100 * S;
      scheduler.time = clock;
      assert.ok((await ann.request('act', { tableId, token, action: 0, version: 0 })).ok);
      await ann.until(() => (ann.latest(0)?.table.version ?? 0) >= 1);
      await first.close();

      // The server comes back 50 s later.
      clock += 50 * S;
      const restarted = new FakeScheduler();
      restarted.time = clock;
      const second = await testServer({ dataDir, now: () => clock, turnScheduler: restarted });
      try {
        const summary = await second.api<TableSummary>(`/api/tables/${tableId}`);
        const shown = summary.body.clocks;
        assert.deepEqual(shown, [
          { seat: 0, bankMs: 300 * S - (clock - 50 * S - createdAt) + 3 * S, deadline: null },
          { seat: 1, bankMs: 300 * S, deadline: createdAt + 300 * S },
        ]);
        // Seat 1 runs out at its decision's start plus 300 s, not 300 s after the restart.
        const watcher = await second.client();
        assert.ok((await watcher.request('join', { tableId })).ok);
        restarted.advance(createdAt + 300 * S - clock - 1);
        await watcher.caughtUp();
        assert.equal(watcher.latest(-1)?.table.version, 1, 'not yet');
        restarted.advance(1);
        await watcher.until(() => (watcher.latest(-1)?.table.version ?? 0) >= 2);
        const events = watcher.updates.flatMap((u) => u.events);
        assert.ok(events.some((e) => e.kind === 'timeout' && e.seat === 1));
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
