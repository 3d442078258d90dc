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
import { testServer, type TestServer } from '../testing/harness.ts';
import type { Visitor } from '../accounts/visitor.ts';
import type { GamesPage } from './model.ts';
import type { CompetitionView } from '../competitions/wire.ts';
import {
  account,
  deadlineSurvivesRestart,
  listsInOrder,
  myGames,
  ratedDaysLose,
} from './testing.ts';

describe('games over days', () => {
  it('keeps a correspondence deadline through a restart, then a bot plays when it runs out', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'matchday-days-'));
    try {
      await deadlineSurvivesRestart((turnScheduler) => testServer({ dataDir, turnScheduler }));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('at a rated table, loses the game when the days run out: no bot plays, rated once', async () => {
    await ratedDaysLose((turnScheduler) => testServer({ turnScheduler }));
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

/** A competitions API call as a signed-in browser makes it. */
async function compete(server: TestServer, visitor: Visitor, path: string, body?: unknown) {
  const response = await fetch(`${server.url}/api/competitions${path}`, {
    method: 'POST',
    headers: {
      origin: server.url,
      cookie: visitor.cookie,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, view: (await response.json()) as CompetitionView };
}

describe('competitions over days', () => {
  it('make their tables with the days per move they were created with', async () => {
    const server = await testServer();
    try {
      const ana = await account(server, 'Cup Days Ana');
      const bo = await account(server, 'Cup Days Bo');
      const made = await compete(server, ana, '', {
        name: 'Slow cup',
        game: 'goalkeepers',
        format: 'knockout',
        turnSeconds: 3 * DAY_SECONDS,
      });
      assert.equal(made.status, 201, JSON.stringify(made.view));
      for (const visitor of [ana, bo]) {
        assert.equal((await compete(server, visitor, `/${made.view.id}/join`)).status, 200);
      }
      const started = await compete(server, ana, `/${made.view.id}/start`);
      assert.equal(started.status, 200, JSON.stringify(started.view));
      const tableId = started.view.rounds[0]?.games[0]?.tableId ?? '';
      const summary = await server.api<{ turnSeconds: number }>(`/api/tables/${tableId}`);
      assert.equal(summary.body.turnSeconds, 3 * DAY_SECONDS);
      const listed = (await myGames(server, bo)).games.find((g) => g.id === tableId);
      assert.equal(listed?.turnSeconds, 3 * DAY_SECONDS, 'on the entrant’s list');
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
