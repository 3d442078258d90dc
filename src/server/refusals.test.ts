import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Ack, CreatedTable, ErrorBody, JoinedTable, TableSummary } from './protocol.ts';
import { LIMITS } from './protocol.ts';
import { testServer, type TestClient, type TestServer } from './testing/harness.ts';

/**
 * Every kind of bad message gets its own error code, to the sender alone, and changes
 * nothing: the table's version and every seat's view are the same before and after.
 */
describe('refused messages', () => {
  let server: TestServer;
  let created: CreatedTable;
  let id: string;
  let tokens: string[];
  let watchers: TestClient[];
  /** Joined as both seats (so its acts reach the referee), with the device both are bound to. */
  let sender: TestClient;
  let device: string;
  /** The seat that must act at version 1, the one that must not, and a legal action. */
  let actor: number;
  let idle: number;
  let legal: number;

  before(async () => {
    server = await testServer();
    created = await server.createTable({
      game: 'goalkeepers',
      seats: [{ kind: 'me' }, { kind: 'friend' }],
    });
    id = created.table.id;
    tokens = created.seats.map((s) => s.token);
    sender = await server.client();
    const seated = await sender.request<JoinedTable>('join', { tableId: id, tokens });
    assert.ok(seated.ok && seated.value.device !== null);
    device = seated.value.device;
    const seat0 = await server.client();
    const seat1 = await server.client();
    const spectator = await server.client();
    await seat0.request('join', { tableId: id, tokens: [tokens[0]], device });
    await seat1.request('join', { tableId: id, tokens: [tokens[1]], device });
    await spectator.request('join', { tableId: id });
    watchers = [seat0, seat1, spectator];
    // One move played, so that version 0 is stale: by the seat the game drew to start (GK-2.3).
    const starter = (await spectator.update(-1)).actors[0];
    assert.ok(starter === 0 || starter === 1, 'one seat starts');
    const opener = starter === 0 ? seat0 : seat1;
    const first = await opener.update(starter);
    const action = first.legal[0]?.action;
    assert.deepEqual(
      await opener.request('act', { tableId: id, token: tokens[starter], action, version: 0 }),
      {
        ok: true,
      },
    );
    await Promise.all(watchers.map((w, seat) => w.update(seat === 2 ? -1 : seat, 1)));
    actor = watchers[2]?.latest(-1)?.actors[0] ?? 0;
    idle = 1 - actor;
    legal = watchers[actor]?.latest(actor)?.legal[0]?.action ?? -1;
  });
  after(async () => {
    await server.close();
  });

  /** The table as every seat and the spectator see it, from fresh joins. */
  async function snapshot(): Promise<string> {
    const summary = await server.api<TableSummary>(`/api/tables/${id}`);
    const probe = await server.client();
    await probe.request('join', { tableId: id, tokens, device });
    await probe.update(0);
    await probe.update(1);
    const spectator = await server.client();
    await spectator.request('join', { tableId: id });
    await spectator.update(-1);
    const views = [probe.latest(0), probe.latest(1), spectator.latest(-1)].map((u) => [
      u?.view,
      u?.legal,
      u?.actors,
      u?.history,
    ]);
    probe.close();
    spectator.close();
    return JSON.stringify({ version: summary.body.version, views });
  }

  async function refused(
    event: string,
    payload: unknown,
    code: ErrorBody['code'],
    from = sender,
  ): Promise<ErrorBody | undefined> {
    const before = await snapshot();
    const counts = watchers.map((w) => w.updates.length);
    const answer: Ack<unknown> = await from.request(event, payload);
    if (answer.ok) assert.fail(`${event} was accepted`);
    assert.equal(answer.error.code, code, answer.error.message);
    await Promise.all(watchers.map((w) => w.caughtUp()));
    assert.deepEqual(
      watchers.map((w) => w.updates.length),
      counts,
      'nobody else hears of a refusal',
    );
    assert.equal(await snapshot(), before, 'a refusal changes nothing');
    return answer.error;
  }

  const act = (fields: Record<string, unknown>) => ({
    tableId: id,
    token: tokens[1],
    action: 0,
    version: 1,
    ...fields,
  });

  it('malformed JSON: bad-message', async () => {
    await refused('act', '{"tableId": "', 'bad-message');
  });

  it('wrong types: bad-message', async () => {
    await refused('act', act({ action: 'shoot', version: -1 }), 'bad-message');
    await refused('join', { tableId: id, tokens: 'all of them' }, 'bad-message');
    await refused('act', act({ extra: true }), 'bad-message');
  });

  it('an unknown message: bad-message, quoting no more than a short piece of its name', async () => {
    await refused('cheat', { tableId: id }, 'bad-message');
    const error = await refused('x'.repeat(2000), { tableId: id }, 'bad-message');
    assert.ok((error?.message.length ?? Infinity) < 60, error?.message);
  });

  it('a schema complaint about a long key quotes a bounded piece of it', async () => {
    const error = await refused('act', act({ ['k'.repeat(5000)]: 1 }), 'bad-message');
    assert.ok((error?.message.length ?? Infinity) <= 300, error?.message);
  });

  it('unknown table: unknown-table', async () => {
    await refused('act', act({ tableId: 'nosuchtable' }), 'unknown-table');
    await refused('join', { tableId: 'nosuchtable' }, 'unknown-table');
  });

  it('a token that is no seat of this table: bad-token', async () => {
    await refused('act', act({ token: 'x'.repeat(32) }), 'bad-token');
    const other = await server.createTable({
      game: 'goalkeepers',
      seats: [{ kind: 'me' }, { kind: 'me' }],
    });
    await refused('act', act({ token: other.seats[1]?.token }), 'bad-token');
    await refused('join', { tableId: id, tokens: [other.seats[0]?.token] }, 'bad-token');
  });

  it('a seat bound to another device: seat-in-use; and no view of it', async () => {
    const second = await server.client();
    const error = await refused(
      'join',
      { tableId: id, tokens: [tokens[1]] },
      'seat-in-use',
      second,
    );
    assert.equal(error?.message, 'This seat is already taken — ask the host for a new link.');
    const forged = { tableId: id, tokens: [tokens[1]], device: 'y'.repeat(32) };
    await refused('join', forged, 'seat-in-use', second);
    await second.caughtUp();
    assert.deepEqual(second.updates, [], 'not even a spectator view');
  });

  it('a seat this connection has not joined: not-seated', async () => {
    const outsider = await server.client();
    const move = act({ token: tokens[actor], action: legal });
    await refused('act', move, 'not-seated', outsider);
    await refused('rematch', { tableId: id, token: tokens[actor] }, 'not-seated', outsider);
  });

  it('the token of another seat acts only for its own seat: not-your-turn', async () => {
    await refused('act', act({ token: tokens[idle], action: legal }), 'not-your-turn');
  });

  it('an action that is not legal: illegal-action', async () => {
    await refused('act', act({ token: tokens[actor], action: 9999 }), 'illegal-action');
  });

  it('a stale version: stale, with a message that says to look again', async () => {
    // The actor's decision began at version 1, whoever played version 0's move.
    const error = await refused(
      'act',
      act({ token: tokens[actor], action: legal, version: 0 }),
      'stale',
    );
    assert.equal(error?.message, 'The table moved on before your click; look again.');
  });

  it('a version the table has not reached: bad-message', async () => {
    await refused('act', act({ token: tokens[actor], action: legal, version: 7 }), 'bad-message');
  });

  it('an oversized message: too-large', async () => {
    const padding = 'x'.repeat(LIMITS.maxMessageBytes);
    await refused('act', { ...act({}), padding }, 'too-large');
  });

  it('without an acknowledgement a refusal comes back as a failure event', async () => {
    sender.socket.emit('act', act({ tableId: 'nosuchtable' }));
    await sender.until(() => sender.failures.length > 0);
    assert.equal(sender.failures[0]?.code, 'unknown-table');
  });

  it('a flood: rate-limited, and nothing changes', async () => {
    const before = await snapshot();
    const flooder = await server.client();
    const answers = await Promise.all(
      Array.from({ length: LIMITS.messageBurst + 20 }, () =>
        flooder.request('act', act({ token: tokens[actor], action: legal, version: 7 })),
      ),
    );
    const codes = answers.map((a) => (a.ok ? 'ok' : a.error.code));
    assert.ok(codes.includes('rate-limited'));
    assert.ok(!codes.includes('ok'));
    assert.equal(await snapshot(), before);
  });
});
