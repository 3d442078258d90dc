/**
 * The bots' calibrated ratings (issue #34): how the calibration reads games, that the data
 * covers the plan's modes, and that a bot is rated from its calibrated rating from its first
 * rated game on, and keeps it.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { botRatingsTable, provisionalIn } from '../../ratings/bot-ratings.ts';
import { BOT_RATING_ROWS, CALIBRATED_BOTS } from '../../ratings/calibrated-bots.ts';
import { rateTwoSided } from '../../ratings/two-sided.ts';
import { BOT_GAME_WEIGHT } from '../../ratings/weight.ts';
import { near } from '../../ratings/testing/near.ts';
import {
  ANCHOR_RATING,
  headToHeads,
  levelsOf,
  plannedGames,
  sidePlaces,
} from './calibrate-bots.ts';
import type { Recorded } from './book.ts';
import { rateTable, UNRATED, type FinishedTable } from './rate-table.ts';
import { registerRatingRoutes } from './routes.ts';
import { SqliteRatingsBook } from './sqlite-book.ts';
import { TEST_MODES } from './testing/book-suite.ts';

const NOW = Date.UTC(2026, 10, 30, 6);
// Normal at 1620 ± 50 in goalkeepers-2, as a calibration might put it.
const BOTS = botRatingsTable([
  {
    mode: 'goalkeepers-2',
    player: 'bot:normal',
    rating: 1620,
    deviation: 50,
    games: 40,
    version: 'test',
    command: 'test',
  },
]);

const againstNormal = (tableId: string, places: number[]): FinishedTable => ({
  tableId,
  game: 'goalkeepers',
  options: {},
  seats: [
    { player: 'ada', name: 'Ada', bot: false },
    { player: 'bot:normal', name: 'Normal', bot: true },
  ],
  places,
  finishedAt: NOW,
});

describe('calibrating the bot levels', () => {
  it('plays every ordering of the levels: six games of two sides meet each pair both ways', () => {
    const pairs = [0, 1, 2, 3, 4, 5].map((i) => levelsOf(i, 2).join(' v '));
    assert.equal(new Set(pairs).size, 6);
    assert.ok(
      pairs.every((p) => !/^(\w+) v \1$/u.test(p)),
      'never a level against itself',
    );
  });

  it('reads each pair of sides of different levels as a head-to-head, a shared place a draw', () => {
    assert.deepEqual(headToHeads(['easy', 'normal', 'hard'], [1, 2, 2]), [
      { a: 0, b: 1, wins: 1, draws: 0, losses: 0 },
      { a: 0, b: 2, wins: 1, draws: 0, losses: 0 },
      { a: 1, b: 2, wins: 0, draws: 1, losses: 0 },
    ]);
    // Two sides of one level say nothing of the levels.
    assert.deepEqual(headToHeads(['hard', 'easy', 'hard'], [1, 3, 2]), [
      { a: 2, b: 0, wins: 1, draws: 0, losses: 0 },
      { a: 0, b: 2, wins: 0, draws: 0, losses: 1 },
    ]);
  });

  it("reads a side's place from its first seat, and a game stopped at its bound as a draw", () => {
    assert.deepEqual(sidePlaces([[0], [1, 2]], [2, 1, 1]), [2, 1]);
    assert.deepEqual(sidePlaces([[0, 2], [1]], [1, 2, 1]), [1, 2]);
    // An endless game stopped at its bound has no places: the sides share the first.
    assert.deepEqual(sidePlaces([[0], [1, 2]], undefined), [1, 1]);
    assert.deepEqual(headToHeads(['easy', 'normal'], sidePlaces([[0], [1, 2]], undefined)), [
      { a: 0, b: 1, wins: 0, draws: 1, losses: 0 },
    ]);
  });

  it('has every planned mode calibrated, the easy bot at 1500, and only modes that exist', () => {
    const rows = new Map(BOT_RATING_ROWS.map((row) => [`${row.mode} ${row.player}`, row]));
    for (const row of BOT_RATING_ROWS) assert.ok(TEST_MODES.get(row.mode), `${row.mode} exists`);
    let planned = 0;
    for (const mode of TEST_MODES.all) {
      if (plannedGames(mode) === 0) continue;
      planned++;
      assert.equal(rows.get(`${mode.id} bot:easy`)?.rating, ANCHOR_RATING, mode.id);
      for (const level of ['normal', 'hard'])
        assert.ok(rows.get(`${mode.id} bot:${level}`), `${mode.id} bot:${level}`);
    }
    assert.equal(BOT_RATING_ROWS.length, 3 * planned);
    assert.ok(CALIBRATED_BOTS.get('goalkeepers-2')?.get('bot:hard'));
  });

  it("rates a bot's first game from its calibrated rating, and the bot keeps it", () => {
    const mode = TEST_MODES.get('goalkeepers-2');
    assert.ok(mode);
    const [ada, normal] = rateTable(mode, againstNormal('t', [1, 2]), new Map(), undefined, BOTS);
    assert.ok(ada && normal);
    assert.equal(normal.before.rating, 1620);
    assert.equal(normal.before.deviation, 50);
    assert.deepEqual(
      [normal.after.rating, normal.after.deviation, normal.after.games],
      [1620, 50, 1],
    );
    // Ada is rated against 1620 ± 50 at half weight, as lichess's maths would rate her.
    const [expected] = rateTwoSided({
      players: [UNRATED, { rating: 1620, deviation: 50, volatility: UNRATED.volatility }],
      score: 1,
      weights: [BOT_GAME_WEIGHT, 1],
    });
    near(ada.after.rating, expected.rating, 1e-9, 'Ada');
    // Without a calibration the bot starts at 1500 ± 500 like anyone.
    const [, plain] = rateTable(mode, againstNormal('t', [1, 2]), new Map());
    assert.equal(plain?.before.rating, 1500);
  });
});

describe('a calibrated bot in the book and at tables', () => {
  const dir = mkdtempSync(join(tmpdir(), 'matchday-bot-ratings-'));
  const book = new SqliteRatingsBook(join(dir, 'book.sqlite'), { modes: TEST_MODES, bots: BOTS });
  let app: FastifyInstance;
  before(async () => {
    app = Fastify();
    registerRatingRoutes(app, { book, now: () => NOW });
    await app.ready();
  });
  after(async () => {
    await app.close();
    await book.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('shows "Normal (1620)" before its first game, rates it from 1620 and keeps 1620', async () => {
    const ask = async () =>
      (await app.inject('/api/ratings/bots?mode=goalkeepers-2&ids=bot:normal,bot:hard')).json<
        { player: string; shown: string }[]
      >();
    const normal1620 = { player: 'bot:normal', rating: 1620, shown: '1620', calibrated: true };
    assert.deepEqual(await ask(), [normal1620]);
    const rated: Recorded = await book.recordFinished(againstNormal('first', [1, 2]));
    assert.equal(rated.kind, 'rated');
    const normal = rated.seats[1];
    assert.deepEqual([normal?.before.rating, normal?.after.rating], [1620, 1620]);
    const [stored] = await book.ratings('bot:normal');
    assert.deepEqual([stored?.rating, stored?.deviation, stored?.games], [1620, 50, 1]);
    assert.deepEqual(await ask(), [normal1620]);
  });

  it('shows a bot the lab has not calibrated in the mode as provisional, whatever its deviation', async () => {
    // Hard, not calibrated in goalkeepers-2 here, rated by twelve games to 1580 ± 60.
    const hard = { rating: 1580, deviation: 60, volatility: 0.06, games: 12, lastPlayed: NOW };
    await book.importRatings([
      { player: 'bot:hard', mode: 'goalkeepers-2', name: 'Hard', bot: true, rating: hard },
    ]);
    const bots = await app.inject('/api/ratings/bots?mode=goalkeepers-2&ids=bot:hard');
    assert.deepEqual(bots.json(), [
      { player: 'bot:hard', rating: 1580, shown: '1580?', calibrated: false },
    ]);
    const page = (await app.inject('/api/players/bot:hard')).json<{
      ratings: { provisional: boolean; shown: string }[];
    }>();
    assert.deepEqual(
      page.ratings.map((r) => [r.shown, r.provisional]),
      [['1580?', true]],
    );
    // A person at the same deviation is settled: the mark is the bot's calibration, not 60.
    assert.equal(provisionalIn(BOTS, 'goalkeepers-2', { id: 'ada', bot: false }, hard), false);
    assert.equal(
      provisionalIn(BOTS, 'goalkeepers-2', { id: 'bot:normal', bot: true }, hard),
      false,
    );
  });
});
