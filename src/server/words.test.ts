/**
 * The table in words goes only to a client that shows it: a client that never says gets it,
 * one that turns it off gets packets without it (and the server describes no view for it),
 * and turning it on again brings every seat's whole current text at once. A resync keeps the
 * setting; a join states it afresh.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { CreatedTable, JoinedTable, TablePacket } from './protocol.ts';
import { HANG_GUARD, testServer, type TestClient, type TestServer } from './testing/harness.ts';

const hotSeat = {
  game: 'goalkeepers',
  seats: [{ kind: 'me' as const }, { kind: 'me' as const }],
};

/** Whether a packet carries any seat's text, whole or in lines. */
function carriesText(packet: TablePacket): boolean {
  return packet.seats.some((s) => s.text !== undefined || s.textLines !== undefined);
}

/** The device that claimed each table's seats, to join them again from another client. */
const devices = new Map<string, string>();

/** Joins as both seats (words as given, or unsaid), once both seats' first updates came. */
async function join(
  server: TestServer,
  created: CreatedTable,
  words?: boolean,
): Promise<TestClient> {
  const client = await server.client();
  const tableId = created.table.id;
  const device = devices.get(tableId);
  const answer = await client.request<JoinedTable>('join', {
    tableId,
    tokens: created.seats.map((s) => s.token),
    ...(device ? { device } : {}),
    ...(words === undefined ? {} : { words }),
  });
  assert.ok(answer.ok, JSON.stringify(answer));
  if (answer.value.device) devices.set(tableId, answer.value.device);
  await client.update(0);
  await client.update(1);
  return client;
}

/** Plays the first legal choice of the seat asked to act; resolves once both seats saw it. */
async function playOne(client: TestClient, created: CreatedTable): Promise<void> {
  const update = [0, 1]
    .map((seat) => client.latest(seat))
    .find((u) => u !== undefined && u.legal.length > 0);
  assert.ok(update, 'a seat is asked to act');
  const { version } = update.table;
  const answer = await client.request('act', {
    tableId: created.table.id,
    token: created.seats[update.seat]?.token,
    action: update.legal[0]?.action,
    version,
  });
  assert.ok(answer.ok, JSON.stringify(answer));
  await client.update(0, version + 1);
  await client.update(1, version + 1);
}

describe('the table in words', HANG_GUARD, () => {
  let server: TestServer;
  before(async () => {
    server = await testServer();
  });
  after(async () => {
    await server.close();
  });

  it('is sent to a client that never says, whole on joining and as lines after', async () => {
    const created = await server.createTable(hotSeat);
    const client = await join(server, created);
    assert.ok(client.packets[0]?.seats.every((s) => typeof s.text === 'string'));
    const text = client.latest(0)?.text ?? '';
    assert.ok(text.length > 0);
    await playOne(client, created);
    const since = client.packets.slice(1);
    assert.ok(since.some(carriesText), 'a later packet carries the text that changed');
    assert.notEqual(client.latest(0)?.text, text);
  });

  it('is not sent while off, from the join on, and no text is rebuilt', async () => {
    const created = await server.createTable(hotSeat);
    const client = await join(server, created, false);
    await playOne(client, created);
    await playOne(client, created);
    assert.ok(client.packets.length >= 3);
    assert.ok(!client.packets.some(carriesText), 'no packet carries text');
    assert.equal(client.latest(0)?.text, '');
    assert.equal(client.latest(1)?.text, '');
  });

  it('comes whole at once when turned on, then as lines, and is emptied when turned off', async () => {
    const created = await server.createTable(hotSeat);
    const client = await join(server, created, false);
    await playOne(client, created);
    const before = client.packets.length;
    const on = await client.request('words', { tableId: created.table.id, on: true });
    assert.ok(on.ok);
    await client.until(() => client.packets.length > before);
    const whole = client.packets[before] as TablePacket;
    assert.ok(whole.n > 0, 'a numbered packet, not a rejoin');
    assert.deepEqual(
      whole.seats.map((s) => s.seat),
      [0, 1],
    );
    for (const seat of whole.seats) assert.equal(typeof seat.text, 'string');
    // What a fresh client that shows words is sent now.
    const fresh = await join(server, created);
    for (const seat of [0, 1]) assert.equal(client.latest(seat)?.text, fresh.latest(seat)?.text);
    fresh.close();

    await playOne(client, created);
    const afterOn = client.packets.slice(before + 1);
    assert.ok(afterOn.some((p) => p.seats.some((s) => s.textLines !== undefined)));
    assert.ok(!afterOn.some((p) => p.seats.some((s) => s.text !== undefined)));

    const offAt = client.packets.length;
    const off = await client.request('words', { tableId: created.table.id, on: false });
    assert.ok(off.ok);
    await client.until(() => client.packets.length > offAt);
    const emptied = client.packets[offAt] as TablePacket;
    assert.deepEqual(
      emptied.seats.map((s) => s.text),
      ['', ''],
      'turned off, the text is gone at once',
    );
    assert.equal(client.latest(0)?.text, '');
    await playOne(client, created);
    assert.ok(!client.packets.slice(offAt + 1).some(carriesText));
    assert.equal(client.latest(1)?.text, '');
  });

  it('stays off after a resync, and a spectator may turn it off too', async () => {
    const created = await server.createTable(hotSeat);
    const player = await join(server, created, false);
    const spectator = await server.client();
    const watched = await spectator.request<JoinedTable>('join', {
      tableId: created.table.id,
      words: false,
    });
    assert.ok(watched.ok);
    await spectator.update(-1);
    const resync = await player.request('resync', { tableId: created.table.id });
    assert.ok(resync.ok);
    await player.until(() => player.packets.filter((p) => p.n === 0).length === 2);
    await playOne(player, created);
    await spectator.update(-1, 1);
    assert.ok(!player.packets.some(carriesText));
    assert.ok(!spectator.packets.some(carriesText));
  });

  it('is refused for a table this connection has not joined, and for a bad message', async () => {
    const created = await server.createTable(hotSeat);
    const client = await server.client();
    const notJoined = await client.request('words', { tableId: created.table.id, on: true });
    assert.deepEqual(notJoined.ok ? null : notJoined.error.code, 'not-seated');
    const bad = await client.request('words', { tableId: created.table.id, on: 'yes' });
    assert.deepEqual(bad.ok ? null : bad.error.code, 'bad-message');
  });
});
