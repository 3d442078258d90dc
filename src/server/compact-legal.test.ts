/**
 * Legal lists over the wire with the grid test game, one action per piece and destination:
 * a decision of 100+ actions goes as integers, its words on request.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ROLL } from '../core/testing/grid-game.ts';
import type { DescribedActions, LegalChoice } from './protocol.ts';
import { testServer, type TestServer } from './testing/harness.ts';

describe('compact legal lists', () => {
  let server: TestServer;
  before(async () => {
    server = await testServer();
  });
  after(async () => {
    await server.close();
  });

  it('sends a 100+-action decision as sorted integers, a fraction of the bytes with words', async () => {
    const created = await server.createTable({
      game: 'grid-game',
      options: { steps: 'one' },
      seats: [{ kind: 'me' }, { kind: 'friend' }],
    });
    const tableId = created.table.id;
    const token = created.seats[0]?.token;
    const ana = await server.client();
    assert.ok((await ana.request('join', { tableId, tokens: [token] })).ok);
    const first = await ana.update(0);
    // A short list still carries its words.
    assert.deepEqual(first.actions, [ROLL]);
    assert.equal(first.legal[0]?.label, 'Roll the die');
    assert.ok((await ana.request('act', { tableId, token, action: ROLL, version: 0 })).ok);
    const moves = await ana.update(0, 1);
    assert.ok(moves.actions.length > 100, `${moves.actions.length} actions`);
    assert.deepEqual(
      moves.actions,
      [...new Set(moves.actions)].sort((a, b) => a - b),
    );
    assert.deepEqual(moves.legal, []);
    const described = await ana.request<DescribedActions>('describe', {
      tableId,
      token,
      version: 1,
    });
    assert.ok(described.ok);
    const legal: readonly LegalChoice[] = described.value.legal;
    assert.deepEqual(
      legal.map((c) => c.action),
      moves.actions,
    );
    const placed = legal.filter((c) => c.info?.piece !== undefined && c.info.to !== undefined);
    assert.ok(placed.length > 100, `${placed.length} moves a board can place`);
    const bytes = (u: object): number => Buffer.byteLength(JSON.stringify(u));
    const compact = bytes(moves);
    // As every update carried it before: each action's label and info inline.
    const inline = bytes({ ...moves, actions: undefined, legal });
    console.log(
      `grid game, ${moves.actions.length} actions: ${compact} bytes an update now, ${inline} with words inline; 'describe' answers ${bytes(described)} bytes once`,
    );
    assert.ok(compact * 4 < inline, `${compact} bytes is not under a quarter of ${inline}`);
  });

  it('describes only the version the client was sent, and only for its own seat', async () => {
    const created = await server.createTable({
      game: 'grid-game',
      options: { steps: 'one' },
      seats: [{ kind: 'me' }, { kind: 'friend' }],
    });
    const tableId = created.table.id;
    const [mine, theirs] = created.seats;
    const ana = await server.client();
    assert.ok((await ana.request('join', { tableId, tokens: [mine?.token] })).ok);
    await ana.update(0);
    const ahead = await ana.request('describe', { tableId, token: mine?.token, version: 3 });
    assert.equal(!ahead.ok && ahead.error.code, 'stale');
    const other = await ana.request('describe', { tableId, token: theirs?.token, version: 0 });
    assert.equal(!other.ok && other.error.code, 'not-seated');
  });
});
