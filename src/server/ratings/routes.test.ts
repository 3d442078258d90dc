import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerRatingRoutes, type PlayerPage } from './routes.ts';
import { SqliteRatingsBook } from './sqlite-book.ts';
import { TEST_MODES } from './testing/book-suite.ts';
import type { LeaderboardPage } from './book.ts';

const NOW = Date.UTC(2026, 10, 29, 12);

describe('the ratings routes', () => {
  const dir = mkdtempSync(join(tmpdir(), 'matchday-rating-routes-'));
  const book = new SqliteRatingsBook(join(dir, 'book.sqlite'), { modes: TEST_MODES });
  let app: FastifyInstance;
  before(async () => {
    app = Fastify();
    registerRatingRoutes(app, { book, now: () => NOW });
    await app.ready();
    await book.recordFinished({
      tableId: 'table-1',
      game: 'goalkeepers',
      options: {},
      seats: [
        { player: 'ada', name: 'Ada', bot: false },
        { player: 'bot:normal', name: 'Normal', bot: true },
      ],
      places: [1, 2],
      finishedAt: NOW - 1000,
    });
    await book.importRatings(
      Array.from({ length: 5 }, (_, i) => ({
        player: `p${i}`,
        mode: 'goalkeepers-2',
        name: `P${i}`,
        bot: false,
        rating: { rating: 1600 + i, deviation: 60, volatility: 0.06, games: 20, lastPlayed: NOW },
      })),
    );
  });
  after(async () => {
    await app.close();
    await book.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lists the modes', async () => {
    const response = await app.inject('/api/ratings/modes');
    const modes = response.json<{ id: string }[]>();
    assert.ok(modes.some((m) => m.id === 'golazo-1v1'));
  });

  it('pages a leaderboard by its cursor', async () => {
    const first = (
      await app.inject('/api/leaderboards/goalkeepers-2?limit=3')
    ).json<LeaderboardPage>();
    assert.deepEqual(
      first.entries.map((e) => [e.rank, e.player]),
      [
        [1, 'p4'],
        [2, 'p3'],
        [3, 'p2'],
      ],
    );
    const next = await app.inject(
      `/api/leaderboards/goalkeepers-2?limit=3&after=${first.next ?? ''}`,
    );
    assert.deepEqual(
      next.json<LeaderboardPage>().entries.map((e) => e.player),
      ['p1', 'p0'],
    );
  });

  it('refuses an unknown mode, a bad limit and a forged cursor in the error shape', async () => {
    const unknown = await app.inject('/api/leaderboards/chess-2');
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json<{ code: string }>().code, 'unknown-mode');
    for (const query of ['limit=0', 'limit=1000', 'limit=x', 'after=not-a-cursor', 'sort=name']) {
      const bad = await app.inject(`/api/leaderboards/goalkeepers-2?${query}`);
      assert.equal(bad.statusCode, 400, query);
      assert.equal(bad.json<{ code: string }>().code, 'bad-message', query);
    }
    const badPlayer = await app.inject('/api/players/%20drop%20table');
    assert.equal(badPlayer.json<{ code: string }>().code, 'bad-message');
    const badMode = await app.inject('/api/players/ada?mode=nope');
    assert.equal(badMode.statusCode, 404);
  });

  it("answers a player's page: ratings with '?', history with opponents, W/D/L by seat", async () => {
    const page = (await app.inject('/api/players/ada')).json<PlayerPage>();
    assert.equal(page.name, 'Ada');
    assert.equal(page.ratings.at(0)?.shown, '1620?');
    assert.equal(page.ratings.at(0)?.title, 'Goalkeepers, 2 players');
    assert.equal(page.history.entries.at(0)?.tableId, 'table-1');
    assert.equal(page.history.entries.at(0)?.seats.at(1)?.name, 'Normal');
    assert.deepEqual(page.record, [
      { mode: 'goalkeepers-2', seat: 0, wins: 1, draws: 0, losses: 0 },
    ]);
    const nobody = (await app.inject('/api/players/nobody')).json<PlayerPage>();
    assert.deepEqual(nobody.ratings, []);
  });
});
