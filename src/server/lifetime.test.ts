import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { openDatabase, transaction } from './storage/database.ts';
import type {
  ErrorBody,
  JoinedTable,
  LobbyPage,
  RematchOffer,
  ReplayFrames,
  TableSummary,
} from './protocol.ts';
import { testServer, type TestServer } from './testing/harness.ts';
import { playToEnd, quickTable } from './testing/quick-games.ts';

const HOUR = 3_600_000;

function metrics(server: TestServer): Promise<Record<string, number>> {
  return server.api<Record<string, number>>('/api/metrics').then((answer) => answer.body);
}

const listedPair = {
  game: 'coin-toss',
  options: { tosses: 3 },
  listed: true,
  seats: [{ kind: 'me' as const }, { kind: 'friend' as const }],
};

describe('idle tables are closed as abandoned', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'matchday-idle-'));
  let clock = Date.parse('2026-03-01T12:00:00.000Z');
  let server: TestServer;
  /** The table left alone in the first test, with its first seat's token and its device. */
  let forgotten = { id: '', token: '', device: '' };
  before(async () => {
    server = await testServer({ dataDir, now: () => clock });
  });
  after(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('after the idle time with no action and nobody connected; watched or played ones stay', async () => {
    const left = await server.createTable(listedPair);
    forgotten = { id: left.table.id, token: left.seats[0]?.token ?? '', device: '' };
    const watched = await server.createTable(listedPair);
    const played = await server.createTable(listedPair);
    const player = await server.client();
    const first = await player.request<JoinedTable>('join', {
      tableId: forgotten.id,
      tokens: [forgotten.token],
    });
    assert.ok(first.ok && first.value.device !== null);
    forgotten.device = first.value.device;
    const call = await player.update(0);
    await player.request('act', {
      tableId: forgotten.id,
      token: forgotten.token,
      action: call.legal[0]?.action,
      version: 0,
    });
    await player.request('leave', { tableId: forgotten.id });
    const fan = await server.client();
    await fan.request('join', { tableId: watched.table.id });

    clock += 23 * HOUR;
    const late = await server.client();
    await late.request('join', { tableId: played.table.id, tokens: [played.seats[0]?.token] });
    const lateCall = await late.update(0);
    const acted = await late.request('act', {
      tableId: played.table.id,
      token: played.seats[0]?.token,
      action: lateCall.legal[0]?.action,
      version: 0,
    });
    assert.ok(acted.ok);
    await late.request('leave', { tableId: played.table.id });

    clock += 1 * HOUR + 60_000;
    const closedAt = new Date(clock).toISOString();
    const status = async (id: string) => (await server.api<TableSummary>(`/api/tables/${id}`)).body;
    // The sweep's own interval is a minute; the test runs it as soon as the clock has moved.
    await server.sweep();
    assert.equal((await status(forgotten.id)).status, 'abandoned');
    const summary = await status(forgotten.id);
    assert.equal(summary.abandonedAt, closedAt);
    assert.equal(summary.version, 1);
    // The sweep that closed it looked at the others too.
    assert.equal((await status(watched.table.id)).status, 'playing');
    assert.equal((await status(played.table.id)).status, 'playing');
    const lobby = await server.api<LobbyPage>('/api/lobby');
    const listed = lobby.body.entries.map((e) => e.table.id);
    assert.ok(!listed.includes(forgotten.id));
    assert.ok(listed.includes(watched.table.id));
  });

  it('an abandoned table refuses play, claims and rematches, but shows and replays what was played', async () => {
    const { id, token, device } = forgotten;
    const finished = await server.api<TableSummary[]>('/api/finished');
    assert.deepEqual(finished.body, [], 'abandoned is not finished');
    const client = await server.client();
    const act = await client.request('act', { tableId: id, token, action: 0, version: 1 });
    assert.equal(act.ok ? 'played' : act.error.code, 'abandoned');
    const rematch = await client.request<RematchOffer>('rematch', { tableId: id, token });
    assert.equal(rematch.ok ? 'made' : rematch.error.code, 'abandoned');
    const claim = await server.api<ErrorBody>(`/api/tables/${id}/claim`, { body: {} });
    assert.equal(claim.status, 410);
    assert.equal(claim.body.code, 'abandoned');
    // Its seat's own device comes back to look.
    const joined = await client.request('join', { tableId: id, tokens: [token], device });
    assert.ok(joined.ok, 'it can still be watched');
    const view = await client.update(0);
    assert.equal(view.table.status, 'abandoned');
    assert.deepEqual(view.legal, []);
    assert.deepEqual(view.actors, []);
    const record = await server.api<{ actions: unknown[]; outcome: unknown }>(
      `/api/tables/${id}/record`,
    );
    assert.equal(record.status, 200);
    assert.equal(record.body.actions.length, 1);
    assert.equal(record.body.outcome, null);
    const replay = await server.api<ReplayFrames>(`/api/tables/${id}/replay`);
    assert.equal(replay.body.frames.length, 2);
  });

  it('is not rebuilt at the next start, and is still answered for', async () => {
    const before = await metrics(server);
    assert.equal(before.abandonedTables, 1);
    await server.close();
    server = await testServer({ dataDir, now: () => clock });
    const after = await metrics(server);
    assert.equal(after.rebuiltTables, 2, 'the watched and the played table, not the abandoned one');
    const summary = await server.api<TableSummary>(`/api/tables/${forgotten.id}`);
    assert.equal(summary.body.status, 'abandoned');
    assert.equal((await metrics(server)).rebuiltTables, 2, 'answered from its row');
  });
});

/** Copies a table's rows `times` times under new ids, as a long-running server would have. */
function copyTable(dbPath: string, id: string, times: number, abandonedAt: string | null) {
  const db = openDatabase(dbPath);
  const copies: string[] = [];
  transaction(db, () => {
    const table = db.prepare(`INSERT INTO tables (id, game, engine_version, options, seed,
        turn_seconds, listed, created_at, finished_at, outcome, rematch, host_hash, abandoned_at)
      SELECT ?, game, engine_version, options, seed, turn_seconds, listed, created_at,
        finished_at, outcome, NULL, host_hash, ? FROM tables WHERE id = ?`);
    const seats = db.prepare(`INSERT INTO seats (table_id, seat, name, invite, agent, token_hash,
        claimed, device_hash)
      SELECT ?, seat, name, invite, agent, token_hash, claimed, device_hash
      FROM seats WHERE table_id = ?`);
    const actions = db.prepare(`INSERT INTO actions (table_id, idx, seat, action, timeout, at)
      SELECT ?, idx, seat, action, timeout, at FROM actions WHERE table_id = ?`);
    for (let i = 0; i < times; i++) {
      const copy = `${id.slice(0, 20)}-copy${i}`;
      table.run(copy, abandonedAt, id);
      seats.run(copy, id);
      actions.run(copy, id);
      copies.push(copy);
    }
  });
  db.close();
  return copies;
}

describe('start', () => {
  it('rebuilds the tables in play only, however many finished and abandoned ones there are', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'matchday-start-'));
    try {
      const first = await testServer({ dataDir });
      const playing = await quickTable(first);
      // Listed, so that its copies are in the public finished list.
      const done = await first.createTable({
        game: 'coin-toss',
        options: { tosses: 1 },
        seats: [{ kind: 'me' }],
        listed: true,
      });
      await playToEnd(await first.client(), done);
      await first.close();
      const dbPath = join(dataDir, 'matchday.sqlite');
      const finished = copyTable(dbPath, done.table.id, 400, null);
      copyTable(dbPath, playing.table.id, 100, '2026-03-01T12:00:00.000Z');

      const second = await testServer({ dataDir });
      try {
        const started = await metrics(second);
        assert.equal(started.rebuiltTables, 1, 'only the table in play was read and replayed');
        assert.equal(started.liveTables, 1);
        const list = await second.api<TableSummary[]>('/api/finished');
        assert.equal(list.body.length, 50);
        assert.ok(list.body.every((t) => t.status === 'finished' && t.version === 1));
        const one = await second.api<TableSummary>(`/api/tables/${finished[7] ?? ''}`);
        assert.equal(one.body.status, 'finished');
        assert.equal((await metrics(second)).rebuiltTables, 1, 'summaries come from rows');
        const record = await second.api(`/api/tables/${finished[7] ?? ''}/record`);
        assert.equal(
          record.status,
          200,
          'a finished table is rebuilt when its record is asked for',
        );
        assert.equal((await metrics(second)).rebuiltTables, 2);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
