import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { testServer, type TestServer } from './harness.ts';

describe('TestClient.caughtUp', () => {
  let server: TestServer;
  before(async () => {
    server = await testServer();
  });
  after(async () => {
    await server.close();
  });

  it('resolves only after everything the server sent before it: a move another client made', async () => {
    const created = await server.createTable({
      game: 'goalkeepers',
      seats: [{ kind: 'me' }, { kind: 'me' }],
    });
    const id = created.table.id;
    const tokens = created.seats.map((s) => s.token);
    const fan = await server.client();
    await fan.request('join', { tableId: id });
    await fan.update(-1);
    const player = await server.client();
    await player.request('join', { tableId: id, tokens });
    const call = await player.update(0);
    const seat = call.actors[0] ?? 0;
    const turn = await player.update(seat);
    const played = await player.request('act', {
      tableId: id,
      token: tokens[seat],
      action: turn.legal[0]?.action,
      version: 0,
    });
    assert.ok(played.ok);
    await fan.caughtUp();
    assert.equal(fan.latest(-1)?.table.version, 1, 'the move reached the spectator first');
    assert.ok(
      fan.received.every((text) => !text.includes('bad-message')),
      'the probe’s answer is not kept',
    );
  });
});
