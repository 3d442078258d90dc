/**
 * Games over days and "your move" (issue #35), on the real server (fastify + node:sqlite):
 * a correspondence table's deadline is in the database and survives a restart unchanged,
 * and runs out as the turn timer does (a bot plays); a player's games come waiting first,
 * then the others, then the finished, paged by key; the header's count. Time is a
 * FakeScheduler the test turns by hand: nothing waits for a day, or for a timeout.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { DAY_SECONDS } from '../protocol.ts';
import { testServer } from '../testing/harness.ts';
import type { GamesPage } from './model.ts';
import { deadlineSurvivesRestart, listsInOrder } from './testing.ts';

describe('games over days', () => {
  it('keeps a correspondence deadline through a restart, then a bot plays when it runs out', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'matchday-days-'));
    try {
      await deadlineSurvivesRestart((turnScheduler) => testServer({ dataDir, turnScheduler }));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses days it does not offer', async () => {
    const server = await testServer();
    try {
      const refused = await server.api<{ code: string }>('/api/tables', {
        body: { game: 'coin-toss', seats: [{ kind: 'me' }], turnSeconds: 2 * DAY_SECONDS },
      });
      assert.equal(refused.status, 400);
      assert.equal(refused.body.code, 'bad-message');
    } finally {
      await server.close();
    }
  });
});

describe('your move', () => {
  it('lists waiting tables first by deadline, then the others, then the finished, page by page', () =>
    listsInOrder((turnScheduler) => testServer({ turnScheduler })));

  it('shows nothing without a session, and refuses a cursor it never gave', async () => {
    const server = await testServer();
    try {
      const empty = await server.api<GamesPage>('/api/my-games');
      assert.deepEqual([empty.status, empty.body.games, empty.body.next], [200, [], null]);
      const none = await server.api<{ waiting: number }>('/api/my-games/waiting');
      assert.equal(none.body.waiting, 0);
      const forged = await server.api<{ code: string }>('/api/my-games?after=bm90LWpzb24');
      assert.deepEqual([forged.status, forged.body.code], [400, 'bad-message']);
      const tooMany = await server.api('/api/my-games?limit=500');
      assert.equal(tooMany.status, 400);
    } finally {
      await server.close();
    }
  });
});
