import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type {
  ClaimedSeat,
  ErrorBody,
  JoinedTable,
  LobbyPage,
  RematchOffer,
  TableSummary,
} from './protocol.ts';
import { TableReaders } from './realtime/table-reader.ts';
import type { Ack, TablePacket, TableUpdate } from './protocol.ts';
import { PATIENCE_MS, testServer, testSocket, type TestServer } from './testing/harness.ts';

const twoPeople = {
  game: 'goalkeepers',
  seats: [{ kind: 'me' as const, name: 'Ana' }, { kind: 'friend' as const }],
};
// Scripted play: seat 1 starts (GK-2.3), for the tests that act as Ana from the first move.
const anaStarts = { ...twoPeople, options: { starter: 'first-seat' } };

describe('tables', () => {
  let server: TestServer;
  before(async () => {
    server = await testServer();
  });
  after(async () => {
    await server.close();
  });

  it('creates a table with a secret token and an invite per human seat', async () => {
    const created = await server.createTable(twoPeople);
    assert.equal(created.table.game, 'goalkeepers');
    assert.equal(created.table.status, 'playing');
    assert.deepEqual(
      created.table.seats.map((s) => [s.name, s.kind, s.claimed]),
      [
        ['Ana', 'human', false],
        ['Seat 2', 'human', false],
      ],
    );
    const [me, friend] = created.seats;
    assert.ok(me && friend);
    assert.notEqual(me.token, friend.token);
    assert.match(me.token, /^[A-Za-z0-9_-]{32}$/);
    assert.equal(friend.invite, `/table/${created.table.id}?seat=1#token=${friend.token}`);
    assert.equal(friend.kind, 'friend');
  });

  it('joins a seat by its token, claims it, and shows the others who is connected', async () => {
    const created = await server.createTable(anaStarts);
    const id = created.table.id;
    const watcher = await server.client();
    assert.deepEqual(await watcher.request('join', { tableId: id }), {
      ok: true,
      value: { seats: [], device: null },
    });
    const player = await server.client();
    const joined = await player.request<JoinedTable>('join', {
      tableId: id,
      tokens: [created.seats[0]?.token],
    });
    assert.ok(joined.ok);
    assert.deepEqual(joined.value.seats, [0]);
    assert.match(joined.value.device ?? '', /^[A-Za-z0-9_-]{32}$/, 'the device gets its token');
    const mine = await player.update(0);
    assert.equal(mine.seat, 0);
    assert.deepEqual(mine.actors, [0]);
    assert.ok(mine.legal.length > 0);
    assert.deepEqual(mine.events, []);
    await watcher.until(() => watcher.latest(-1)?.table.seats[0]?.connected === true);
    const summary = await server.api<TableSummary>(`/api/tables/${id}`);
    assert.equal(summary.body.seats[0]?.claimed, true);
    assert.equal(summary.body.seats[1]?.claimed, false);
  });

  it('gives a spectator the public view and no legal actions', async () => {
    const created = await server.createTable(anaStarts);
    const spectator = await server.client();
    await spectator.request('join', { tableId: created.table.id, tokens: [] });
    const update = await spectator.update(-1);
    assert.equal(update.seat, -1);
    assert.deepEqual(update.legal, []);
    assert.deepEqual(update.actors, [0]);
    assert.equal(typeof update.text, 'string');
  });

  it('sends a hot-seat client one update per seat it joined, and events after each move', async () => {
    const created = await server.createTable(twoPeople);
    const id = created.table.id;
    const client = await server.client();
    const tokens = created.seats.map((s) => s.token);
    await client.request('join', { tableId: id, tokens });
    const first = await client.update(0);
    await client.update(1);
    // Whoever the game drew to start (GK-2.3) makes the move.
    const starter = first.actors[0] ?? 0;
    const action = client.latest(starter)?.legal[0]?.action ?? 0;
    const acted = await client.request('act', {
      tableId: id,
      token: tokens[starter],
      action,
      version: 0,
    });
    assert.deepEqual(acted, { ok: true });
    const next0 = await client.update(0, 1);
    const next1 = await client.update(1, 1);
    assert.ok(next0.events.length > 0);
    assert.deepEqual(next0.history, []);
    assert.deepEqual(next0.events, next1.events);
  });

  it('stops sending to a client that leaves, and keeps its seat reserved', async () => {
    const created = await server.createTable(anaStarts);
    const id = created.table.id;
    const [a, b] = created.seats.map((s) => s.token);
    const leaver = await server.client();
    const first = await leaver.request<JoinedTable>('join', { tableId: id, tokens: [b] });
    assert.ok(first.ok);
    await leaver.update(1);
    assert.deepEqual(await leaver.request('leave', { tableId: id }), { ok: true });
    const count = leaver.updates.length;
    const player = await server.client();
    await player.request('join', { tableId: id, tokens: [a] });
    const update = await player.update(0);
    assert.equal(update.table.seats[1]?.connected, false);
    assert.equal(update.table.seats[1].claimed, true);
    await player.request('act', {
      tableId: id,
      token: a,
      action: update.legal[0]?.action,
      version: 0,
    });
    await player.update(0, 1);
    await leaver.caughtUp();
    assert.equal(leaver.updates.length, count);
    const back = await leaver.request('join', {
      tableId: id,
      tokens: [b],
      device: first.value.device,
    });
    assert.equal(back.ok, true);
    const rejoined = await leaver.update(1, 1);
    assert.ok(rejoined.history.length > 0, 'a rejoining client gets the history');
  });

  it('a client that loses its connection reconnects, rejoins and gets its seat and history back', async () => {
    const created = await server.createTable(anaStarts);
    const id = created.table.id;
    const token = created.seats[0]?.token;
    const socket = testSocket(server.url, { reconnection: true, reconnectionDelay: 20 });
    const updates: TableUpdate[] = [];
    // A new reader for each connection: a rejoin's whole packet starts the table afresh.
    let readers = new TableReaders();
    socket.on('connect', () => {
      readers = new TableReaders();
    });
    socket.on('table', (packet: TablePacket) => {
      const read = readers.read(packet);
      if (read.kind === 'updates') updates.push(...read.updates);
    });
    // As the web app does: join (again) with the held tokens and device token after every
    // (re)connection.
    let device: string | undefined;
    socket.on('connect', () =>
      socket.emit('join', { tableId: id, tokens: [token], device }, (ack: Ack<JoinedTable>) => {
        if (ack.ok) device = ack.value.device ?? undefined;
      }),
    );
    // Checked on every update; the bound only keeps a broken reconnection from hanging.
    const until = (test: () => boolean): Promise<void> =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          reject(new Error(`no update made it true: ${String(test)}`));
        }, PATIENCE_MS);
        const check = (): void => {
          if (!test()) return;
          socket.off('table', check);
          clearTimeout(timer);
          resolve();
        };
        socket.on('table', check);
        check();
      });
    try {
      await until(() => updates.length > 0);
      const first = updates[0];
      await socket.emitWithAck('act', {
        tableId: id,
        token,
        action: first?.legal[0]?.action,
        version: 0,
      });
      await until(() => updates.some((u) => u.table.version === 1));
      const before = updates.length;
      socket.io.engine.close();
      await until(() => updates.length > before && socket.connected);
      const back = updates[updates.length - 1];
      assert.equal(back?.seat, 0);
      assert.equal(back.table.version, 1);
      assert.equal(back.table.seats[0]?.connected, true);
      assert.ok(back.history.length > 0, 'the event history comes back');
    } finally {
      socket.close();
    }
  });

  it('offers listed friend seats in the lobby; a claim rotates the seat token', async () => {
    const created = await server.createTable({ ...twoPeople, listed: true });
    const id = created.table.id;
    const lobby = await server.api<LobbyPage>('/api/lobby');
    const entry = lobby.body.entries.find((e) => e.table.id === id);
    assert.deepEqual(entry?.freeSeats, [1]);
    const claimed = await server.api<ClaimedSeat>(`/api/tables/${id}/claim`, { body: {} });
    assert.equal(claimed.status, 200);
    assert.equal(claimed.body.seat, 1);
    assert.notEqual(claimed.body.token, created.seats[1]?.token);
    const after = await server.api<LobbyPage>('/api/lobby');
    assert.ok(!after.body.entries.some((e) => e.table.id === id));
    const again = await server.api<ErrorBody>(`/api/tables/${id}/claim`, { body: { seat: 1 } });
    assert.equal(again.status, 409);
    assert.equal(again.body.code, 'seat-taken');
    const client = await server.client();
    const old = await client.request('join', { tableId: id, tokens: [created.seats[1]?.token] });
    assert.equal(old.ok ? '' : old.error.code, 'bad-token', 'the old invite stops working');
    const fresh = await client.request('join', {
      tableId: id,
      tokens: [claimed.body.token],
      device: claimed.body.device,
    });
    assert.equal(fresh.ok, true);
    const other = await server.client();
    const taken = await other.request('join', { tableId: id, tokens: [claimed.body.token] });
    assert.equal(taken.ok ? '' : taken.error.code, 'seat-in-use', 'the seat is the claimer’s');
  });

  it('does not let an unlisted table be claimed', async () => {
    const created = await server.createTable(twoPeople);
    const claim = await server.api<ErrorBody>(`/api/tables/${created.table.id}/claim`, {
      body: {},
    });
    assert.equal(claim.status, 409);
    assert.equal(claim.body.code, 'seat-taken');
  });

  it('makes one rematch after full time with new tokens for every joined client, however often asked', async () => {
    const created = await server.createTable({
      game: 'coin-toss',
      seats: [
        { kind: 'me', name: 'Ana' },
        { kind: 'friend', name: 'Bo' },
        { kind: 'bot', level: 'easy' },
      ],
      options: { tosses: 1 },
    });
    const id = created.table.id;
    const [a, b] = created.seats.map((s) => s.token);
    const ana = await server.client();
    const bo = await server.client();
    const fan = await server.client();
    const anaJoined = await ana.request<JoinedTable>('join', { tableId: id, tokens: [a] });
    assert.ok(anaJoined.ok);
    await bo.request('join', { tableId: id, tokens: [b] });
    await fan.request('join', { tableId: id });
    for (const [seat, client, token] of [
      [0, ana, a],
      [1, bo, b],
    ] as const) {
      const update = await client.update(seat);
      const action = update.legal[0]?.action;
      await client.request('act', { tableId: id, token, action, version: update.table.version });
    }
    await fan.until(() => fan.latest(-1)?.table.status === 'finished');
    const asked = await ana.request<RematchOffer>('rematch', { tableId: id, token: a });
    assert.ok(asked.ok);
    const offer = asked.value;
    assert.equal(offer.from, id);
    assert.deepEqual(
      offer.tokens.map((t) => t.seat),
      [0],
    );
    await bo.until(() => bo.offers.length > 0);
    await fan.until(() => fan.offers.length > 0);
    assert.deepEqual(
      bo.offers[0]?.tokens.map((t) => t.seat),
      [1],
    );
    assert.deepEqual(fan.offers[0]?.tokens, []);
    assert.equal(bo.offers[0].to, offer.to);
    const again = await bo.request<RematchOffer>('rematch', { tableId: id, token: b });
    assert.ok(again.ok);
    assert.equal(again.value.to, offer.to);
    assert.equal(again.value.tokens[0]?.token, bo.offers[0].tokens[0]?.token);
    const old = await server.api<TableSummary>(`/api/tables/${id}`);
    assert.equal(old.body.rematch, offer.to);
    const next = await server.api<TableSummary>(`/api/tables/${offer.to}`);
    // A new game from the start. Its bot answers at once, so whether its call is in yet
    // depends on timing; what is certain is that nobody else has played there.
    const watcher = await server.client();
    await watcher.request('join', { tableId: offer.to, tokens: [] });
    const start = await watcher.update(-1);
    assert.ok(start.actors.includes(0) && start.actors.includes(1), 'both people still call');
    assert.equal(start.table.version, start.actors.includes(2) ? 0 : 1, 'at most the bot played');
    assert.deepEqual(next.body.options, { tosses: 1 });
    assert.deepEqual(
      next.body.seats.map((s) => [s.name, s.agent]),
      [
        ['Ana', 'human'],
        ['Bo', 'human'],
        ['Seat 3', 'bot:easy'],
      ],
    );
    const elsewhere = await fan.request('join', {
      tableId: offer.to,
      tokens: [offer.tokens[0]?.token],
    });
    assert.equal(
      elsewhere.ok ? '' : elsewhere.error.code,
      'seat-in-use',
      'a rematch seat stays with the device that played it',
    );
    const joinNew = await ana.request('join', {
      tableId: offer.to,
      tokens: [offer.tokens[0]?.token],
      device: anaJoined.value.device,
    });
    assert.equal(joinNew.ok, true);
    const oldToken = await fan.request('join', { tableId: offer.to, tokens: [a] });
    assert.equal(oldToken.ok ? '' : oldToken.error.code, 'bad-token');
  });
});
