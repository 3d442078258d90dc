import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { WinLine } from '../../lab/winline.ts';
import type { ErrorBody } from '../protocol.ts';
import { testServer, type TestServer } from '../testing/harness.ts';

describe('GET /api/tables/:id/line', () => {
  let server: TestServer;
  before(async () => {
    // The table's bots only have to finish a game for its line (the levels' strength is
    // bots' business, not the line's): they think a fiftieth of the harness's fifth.
    server = await testServer({ botTimeScale: 0.004 });
  });
  after(async () => {
    await server.close();
  });

  it("answers a finished Golazo table's line from the worker thread, and refuses an unfinished one", async () => {
    const created = await server.createTable({
      game: 'golazo',
      seats: [
        { kind: 'bot', level: 'easy' },
        { kind: 'bot', level: 'easy' },
      ],
    });
    const id = created.table.id;
    const early = await server.api<ErrorBody>(`/api/tables/${id}/line`);
    if (early.status !== 200) assert.equal(early.body.code, 'not-finished');
    const spectator = await server.client();
    await spectator.request('join', { tableId: id });
    await spectator.until(() => spectator.latest(-1)?.table.status === 'finished');
    const line = await server.api<WinLine>(`/api/tables/${id}/line`);
    assert.equal(line.status, 200);
    assert.equal(line.body.game, 'golazo');
    assert.equal(line.body.evaluated, true);
    assert.ok(line.body.points.length > 1);
    assert.ok(line.body.points.every((p) => p.action >= 0 && p.action <= line.body.actions));
    // Asked again: the kept line, the same.
    const again = await server.api<WinLine>(`/api/tables/${id}/line`);
    assert.deepEqual(again.body, line.body);
  });
});
