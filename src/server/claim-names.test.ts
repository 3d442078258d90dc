/**
 * A lobby joiner names their seat: the name is checked as creators' seat names are, and every
 * watcher of the table is sent it.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { ClaimedSeat, ErrorBody, JoinedTable, TableSummary } from './protocol.ts';
import { testServer, type TestServer } from './testing/harness.ts';

describe('a name given with a lobby claim', () => {
  let server: TestServer;
  before(async () => {
    server = await testServer();
  });
  after(async () => {
    await server.close();
  });

  const listedTable = () =>
    server.createTable({
      game: 'coin-toss',
      listed: true,
      seats: [{ kind: 'me', name: 'Ann' }, { kind: 'friend' }],
    });
  const claim = (id: string, body: unknown) =>
    server.api<ClaimedSeat | ErrorBody>(`/api/tables/${id}/claim`, { body });

  it('reaches the host and a spectator already watching, and stays on the table', async () => {
    const created = await listedTable();
    const id = created.table.id;
    const host = await server.client();
    const joined = await host.request<JoinedTable>('join', {
      tableId: id,
      tokens: [created.seats[0]?.token],
    });
    assert.ok(joined.ok);
    const spectator = await server.client();
    await spectator.request('join', { tableId: id });
    await spectator.update(-1);

    const answer = await claim(id, { seat: 1, name: '  Bea  ' });
    assert.equal(answer.status, 200);
    const named = (seats: TableSummary['seats'] | undefined) => seats?.[1]?.name === 'Bea';
    await host.until(() => named(host.latest(0)?.table.seats));
    await spectator.until(() => named(spectator.latest(-1)?.table.seats));
    const summary = await server.api<TableSummary>(`/api/tables/${id}`);
    assert.equal(summary.body.seats[1]?.name, 'Bea');
  });

  it('refuses a name another seat has, or one with hidden characters, and changes nothing', async () => {
    for (const name of ['ann', 'Seat 1', 'Be\u202Ea', '']) {
      const created = await listedTable();
      const id = created.table.id;
      const answer = await claim(id, { seat: 1, name });
      assert.equal(answer.status, 400, name);
      assert.equal((answer.body as ErrorBody).code, 'bad-message');
      const summary = await server.api<TableSummary>(`/api/tables/${id}`);
      const seat = summary.body.seats[1];
      assert.ok(seat);
      assert.equal(seat.name, 'Seat 2');
      assert.equal(seat.claimed, false, 'the seat is still free');
    }
  });

  it('keeps the creator’s name for the seat when none is given', async () => {
    const created = await listedTable();
    const answer = await claim(created.table.id, { seat: 1 });
    assert.equal(answer.status, 200);
    const summary = await server.api<TableSummary>(`/api/tables/${created.table.id}`);
    assert.equal(summary.body.seats[1]?.name, 'Seat 2');
  });

  it('is saved: a restarted server still calls the seat by it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'matchday-claim-name-'));
    try {
      const first = await testServer({ dataDir });
      const created = await first.createTable({
        game: 'coin-toss',
        listed: true,
        seats: [{ kind: 'me', name: 'Ann' }, { kind: 'friend' }],
      });
      const id = created.table.id;
      assert.equal(
        (await first.api(`/api/tables/${id}/claim`, { body: { name: 'Bea' } })).status,
        200,
      );
      await first.close();
      const second = await testServer({ dataDir });
      try {
        const summary = await second.api<TableSummary>(`/api/tables/${id}`);
        assert.equal(summary.body.seats[1]?.name, 'Bea');
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
