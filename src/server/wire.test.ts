/**
 * The wire of a table: one message per client and change, carrying the action's
 * acknowledgement and every seat's packet together; packets after the first carry only what
 * changed, and rebuild the same updates a fresh join is sent; a client that misses one asks
 * for the whole table again and is whole again.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it, mock } from 'node:test';
import { Socket } from 'socket.io';
import {
  LIMITS,
  type Ack,
  type CreatedTable,
  type JoinedTable,
  type TableUpdate,
} from './protocol.ts';
import {
  HANG_GUARD,
  TestClient,
  testServer,
  testSocket,
  type TestServer,
} from './testing/harness.ts';

const hotSeat = {
  game: 'goalkeepers',
  seats: [{ kind: 'me' as const }, { kind: 'me' as const }],
};

/** Everything but the events: what a fresh join and a patched client must agree on. */
function shown(update: TableUpdate | undefined): unknown {
  if (!update) return undefined;
  return { ...update, events: undefined, history: undefined };
}

/** A table of two seats held by one device, and how to join it as that device. */
interface HotSeat {
  readonly created: CreatedTable;
  device?: string;
}

/** The seat the table waits for, as `client` last heard, and its first legal choice. */
function asked(client: TestClient): TableUpdate {
  const update = [0, 1]
    .map((seat) => client.latest(seat))
    .find((u) => u !== undefined && u.legal.length > 0);
  assert.ok(update, 'a seat is asked to act');
  return update;
}

/** Plays the seat the table waits for (its first legal choice); resolves with the answer. */
async function playOne(client: TestClient, table: HotSeat): Promise<Ack> {
  const update = asked(client);
  const { version } = update.table;
  const answer = await client.request('act', {
    tableId: table.created.table.id,
    token: table.created.seats[update.seat]?.token,
    action: update.legal[0]?.action,
    version,
  });
  return answer;
}

/** A client joined as both seats, once it holds both seats' first updates. */
async function joined(server: TestServer, table: HotSeat): Promise<TestClient> {
  const client = await server.client();
  const tokens = table.created.seats.map((s) => s.token);
  const answer = await client.request<JoinedTable>('join', {
    tableId: table.created.table.id,
    tokens,
    ...(table.device ? { device: table.device } : {}),
  });
  assert.ok(answer.ok);
  table.device = answer.value.device ?? undefined;
  await client.update(0);
  await client.update(1);
  return client;
}

/** Both seats' updates at `version` at least. */
async function bothAt(client: TestClient, version: number): Promise<void> {
  await client.update(0, version);
  await client.update(1, version);
}

describe('the wire', HANG_GUARD, () => {
  let server: TestServer;
  before(async () => {
    server = await testServer();
  });
  after(async () => {
    await server.close();
  });

  it('sends one message per change: the acknowledgement and both seats in one packet', async () => {
    const table: HotSeat = { created: await server.createTable(hotSeat) };
    const client = await joined(server, table);
    const messages: string[] = [];
    client.socket.io.engine.on('message', (data) => {
      if (typeof data === 'string') messages.push(data);
    });
    const packetsBefore = client.packets.length;
    const { version } = asked(client).table;
    const answer = await playOne(client, table);
    assert.equal(answer.ok, true);
    await bothAt(client, version + 1);
    assert.equal(messages.length, 1, messages.join('\n'));
    const move = JSON.parse(messages[0] ?? '') as unknown[][];
    assert.deepEqual(
      move.map((packet) => packet[0]),
      [3, 2],
      'an acknowledgement, then an event',
    );
    assert.equal(client.packets.length, packetsBefore + 1);
    const packet = client.packets.at(-1);
    assert.deepEqual(
      packet?.seats.map((s) => s.seat),
      [0, 1],
    );
    assert.equal(packet.table, undefined, 'the summary only changed its version');
  });

  it("answers an action past socket.io's event dispatch and acknowledgement path", async () => {
    const table: HotSeat = { created: await server.createTable(hotSeat) };
    const client = await joined(server, table);
    // socket.io's own path: a nextTick and its listeners per event, an encoding per answer.
    const internals = Socket.prototype as unknown as Record<'dispatch' | 'packet', () => void>;
    const dispatched = mock.method(internals, 'dispatch');
    const written = mock.method(internals, 'packet');
    try {
      const { version } = asked(client).table;
      const answer = await playOne(client, table);
      assert.equal(answer.ok, true);
      await bothAt(client, version + 1);
      assert.equal(dispatched.mock.callCount(), 0, 'the act went through dispatch');
      assert.equal(written.mock.callCount(), 0, 'the answer went through socket.packet');
    } finally {
      dispatched.mock.restore();
      written.mock.restore();
    }
  });

  it('measures each message alone, also when several come in one read', async () => {
    const { table } = await server.createTable(hotSeat);
    const socket = testSocket(server.url, { transports: ['polling'] });
    try {
      await new Promise<void>((resolve) => {
        socket.once('connect', () => {
          resolve();
        });
      });
      // The first keeps the poll's POST busy, so that the next two leave together in one.
      const leave = { tableId: table.id };
      const answers = (await Promise.all([
        socket.emitWithAck('leave', leave),
        socket.emitWithAck('leave', leave),
        socket.emitWithAck('leave', { ...leave, padding: 'x'.repeat(LIMITS.maxMessageBytes) }),
      ])) as Ack[];
      assert.deepEqual(
        answers.map((answer) => (answer.ok ? 'ok' : answer.error.code)),
        ['ok', 'ok', 'too-large'],
      );
    } finally {
      socket.close();
    }
  });

  it('rebuilds, from changes alone, the very updates a fresh join is sent', async () => {
    const table: HotSeat = { created: await server.createTable(hotSeat) };
    const client = await joined(server, table);
    for (let move = 0; move < 25 && client.latest(0)?.table.status === 'playing'; move++) {
      const { version } = asked(client).table;
      await playOne(client, table);
      await bothAt(client, version + 1);
      assert.ok((client.packets.at(-1)?.n ?? 0) > 0, 'a change is sent as a change');
      const fresh = await joined(server, table);
      for (const seat of [0, 1]) {
        assert.deepEqual(shown(client.latest(seat)), shown(fresh.latest(seat)));
        // Field for field in the engine's order, as clients that compare JSON text see it.
        assert.equal(
          JSON.stringify(client.latest(seat)?.view),
          JSON.stringify(fresh.latest(seat)?.view),
        );
      }
      // The events since the join follow its history: together, the fresh client's history.
      const log = client.updates
        .filter((u) => u.seat === 0)
        .flatMap((u) => [...u.history, ...u.events]);
      assert.deepEqual(log, fresh.latest(0)?.history);
      fresh.close();
    }
  });

  it('asks for the whole table again after missing a packet, and is whole again', async () => {
    const table: HotSeat = { created: await server.createTable(hotSeat) };
    const client = await joined(server, table);
    const { version } = asked(client).table;
    client.dropPackets(1);
    await playOne(client, table);
    // Another device of the same person plays the next move: the first client cannot see it.
    const other = await joined(server, table);
    await bothAt(other, version + 1);
    assert.equal(client.latest(0)?.table.version, version, 'the lost packet was not read');
    await playOne(other, table);
    await bothAt(client, version + 2);
    assert.equal(client.resyncs, 1);
    assert.equal(client.packets.at(-1)?.n, 0, 'the gap was answered with a whole packet');
    const fresh = await joined(server, table);
    for (const seat of [0, 1])
      assert.deepEqual(shown(client.latest(seat)), shown(fresh.latest(seat)));
    assert.deepEqual(client.latest(0)?.history, fresh.latest(0)?.history);
    assert.ok((client.latest(0)?.history.length ?? 0) > 0, 'the resync brings the history');
  });

  // Messages go to a free WebSocket straight, and through engine.io's queue otherwise.
  for (const transports of [['polling'], ['polling', 'websocket']]) {
    it(`plays on over ${transports.join(', then ')} without missing a packet`, async () => {
      const table: HotSeat = { created: await server.createTable(hotSeat) };
      const client = await TestClient.connect(server.url, { transports });
      try {
        const tokens = table.created.seats.map((s) => s.token);
        const answer = await client.request('join', { tableId: table.created.table.id, tokens });
        assert.ok(answer.ok);
        await bothAt(client, 0);
        for (let move = 0; move < 12 && client.latest(0)?.table.status === 'playing'; move++) {
          const { version } = asked(client).table;
          assert.equal((await playOne(client, table)).ok, true);
          await bothAt(client, version + 1);
        }
        assert.equal(client.resyncs, 0);
        assert.deepEqual(
          client.packets.map((packet) => packet.n),
          client.packets.map((_, i) => i),
        );
        assert.equal(client.socket.io.engine.transport.name, transports.at(-1));
      } finally {
        client.close();
      }
    });
  }
});
