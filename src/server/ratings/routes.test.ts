import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { MEASURED_SEAT_ADVANTAGE } from '../../ratings/measured-seats.ts';
import { registerRatingRoutes, type PlayerPage } from './routes.ts';
import { SqliteRatingsBook } from './sqlite-book.ts';
import { TEST_MODES } from './testing/book-suite.ts';
import type { LeaderboardPage } from './book.ts';
import type { SeatedTable, TableRatings } from './table-ratings.ts';

const NOW = Date.UTC(2026, 10, 29, 12);

/** Tables being played, as the tables' service would tell who sits at them. */
const SEATED = new Map<string, SeatedTable>([
  [
    'playing',
    {
      game: 'goalkeepers',
      options: { reward: 'choice', rounds: 3, starter: 'drawn' },
      seats: [
        { agent: 'bot:normal', playerId: null },
        { agent: 'human', playerId: 'p3' },
      ],
    },
  ],
  [
    'crowded',
    {
      game: 'goalkeepers',
      // Not the defaults: the first seat starts every game, measured apart (seat-plan.ts).
      options: { reward: 'choice', rounds: 3, starter: 'first-seat' },
      seats: [
        { agent: 'bot:normal', playerId: null },
        { agent: 'human', playerId: 'p3' },
        { agent: 'human', playerId: null },
        { agent: 'human', playerId: 'new-guest' },
      ],
    },
  ],
]);

describe('the ratings routes', () => {
  const dir = mkdtempSync(join(tmpdir(), 'matchday-rating-routes-'));
  const book = new SqliteRatingsBook(join(dir, 'book.sqlite'), {
    modes: TEST_MODES,
    advantage: MEASURED_SEAT_ADVANTAGE,
  });
  let app: FastifyInstance;
  before(async () => {
    app = Fastify();
    registerRatingRoutes(app, {
      book,
      now: () => NOW,
      seatsOf: (id) => Promise.resolve(SEATED.get(id)),
    });
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
    // A table whose bot seat kept its default name: the bot's page is still named by its level.
    await book.recordFinished({
      tableId: 'table-2',
      game: 'goalkeepers',
      options: {},
      seats: [
        { player: 'bea', name: 'Bea', bot: false },
        { player: 'bot:hard', name: 'Seat 2', bot: true },
      ],
      places: [2, 1],
      finishedAt: NOW - 2000,
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
    // A bot is named by its level, whatever its latest seat was called ('Seat 2').
    const hard = (await app.inject('/api/players/bot:hard')).json<PlayerPage>();
    assert.equal(hard.name, 'Hard');
    assert.equal(hard.history.entries.at(0)?.seats.at(1)?.name, 'Seat 2');
    await book.importRatings([
      {
        player: 'bot:easy',
        mode: 'goalkeepers-3',
        name: 'Seat 3',
        bot: true,
        rating: { rating: 1450, deviation: 60, volatility: 0.06, games: 40, lastPlayed: NOW },
      },
    ]);
    const board = (await app.inject('/api/leaderboards/goalkeepers-3')).json<LeaderboardPage>();
    assert.deepEqual(
      board.entries.map((e) => [e.player, e.name]),
      [['bot:easy', 'Easy']],
    );
    const nobody = (await app.inject('/api/players/nobody')).json<PlayerPage>();
    assert.deepEqual(nobody.ratings, []);
  });

  it("answers tables' ratings: a person's beside their seat, none for bots or nobody signed in", async () => {
    for (const id of ['playing', 'crowded', 'gone']) await book.markRated(id);
    const answered = await app.inject(
      '/api/ratings/tables?ids=playing,crowded,table-1,gone,casual',
    );
    assert.equal(answered.statusCode, 200);
    const [playing, crowded, finished, gone, casual] = answered.json<TableRatings[]>();
    assert.ok(crowded && finished);
    assert.deepEqual(playing, {
      tableId: 'playing',
      state: 'rated',
      mode: 'goalkeepers-2',
      title: 'Goalkeepers, 2 players',
      seats: [{ seat: 1, rating: 1603, deviation: 60, provisional: false, shown: '1603' }],
      // Two seats of Goalkeepers at its defaults: measured, and even.
      seatAdvantage: { basis: 'even', offsets: [0, 0] },
    });
    // In the 4-player mode p3 is new, like the new guest: 1500?.
    assert.equal(crowded.mode, 'goalkeepers-4');
    assert.deepEqual(
      crowded.seats.map((s) => [s.seat, s.shown]),
      [
        [1, '1500?'],
        [3, '1500?'],
      ],
    );
    // Its own options' offsets, not the defaults' (+7.09 for seat 1): the first seat +28.05.
    assert.deepEqual(crowded.seatAdvantage, {
      basis: 'measured',
      offsets: [28.05, 4.86, -5.57, -27.35],
    });
    assert.equal(finished.state, 'recorded');
    assert.equal(finished.title, 'Goalkeepers, 2 players');
    assert.deepEqual(
      finished.seats.map((s) => [s.seat, s.shown, s.before]),
      [[0, '1620?', 1500]],
    );
    assert.deepEqual(gone, { tableId: 'gone', state: 'rated', seats: [] });
    assert.deepEqual(casual, { tableId: 'casual', state: 'casual', seats: [] });
    // No player id leaves the server.
    assert.doesNotMatch(answered.body, /p3|new-guest|ada|bot:normal/u);
  });
});
