/**
 * The ratings book on a real PostgreSQL: the same suite as on node:sqlite, plus two processes'
 * worth of connections recording the same table at once (one rates it, the other finds it
 * rated) and two tables of one player at once (rated one after the other).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { testPostgres, type TestPostgres } from '../testing/postgres-server.ts';
import { PgRatingsBook } from './postgres-book.ts';
import { botAlignmentSuite, bookSuite, TEST_MODES } from './testing/book-suite.ts';

describe('the ratings book on PostgreSQL', () => {
  let postgres: TestPostgres;
  before(async () => {
    postgres = await testPostgres();
  });
  after(async () => {
    await postgres.stop();
  });
  // Each book in a schema of its own, not a database, which costs more to make (see schema()).
  bookSuite(async (faults, advantage) =>
    PgRatingsBook.open(await postgres.schema(), {
      modes: TEST_MODES,
      faults,
      ...(advantage ? { advantage } : {}),
    }),
  );

  void describe('bot rows made to agree with the calibration (aligned-bots.ts)', () => {
    let url: string;
    before(async () => {
      url = await postgres.database();
    });
    botAlignmentSuite((bots) => PgRatingsBook.open(url, { modes: TEST_MODES, bots }));
  });

  it('rates a table once when two books record it at the same moment', async () => {
    const url = await postgres.database();
    const [one, two] = await Promise.all([
      PgRatingsBook.open(url, { modes: TEST_MODES }),
      PgRatingsBook.open(url, { modes: TEST_MODES }),
    ]);
    const x = { player: 'x', name: 'X', bot: false };
    const table = {
      tableId: 'same-table',
      game: 'goalkeepers',
      options: {},
      seats: [x, { player: 'y', name: 'Y', bot: false }],
      places: [1, 2],
      finishedAt: Date.UTC(2026, 10, 29),
    };
    const kinds = (await Promise.all([one.recordFinished(table), two.recordFinished(table)]))
      .map((r) => r.kind)
      .sort();
    assert.deepEqual(kinds, ['already', 'rated']);
    assert.equal((await one.ratings('x'))[0]?.games, 1);
    // Two tables of one player finishing together are both counted, one after the other.
    await Promise.all([
      one.recordFinished({
        ...table,
        tableId: 'second',
        seats: [x, { player: 'z', name: 'Z', bot: false }],
      }),
      two.recordFinished({
        ...table,
        tableId: 'third',
        seats: [x, { player: 'w', name: 'W', bot: false }],
      }),
    ]);
    assert.equal((await one.ratings('x'))[0]?.games, 3);
    await one.close();
    await two.close();
  });

  it("carries a renamed mode's rows to its new id when the step is taken (renamed-modes.ts)", async () => {
    const url = await postgres.database();
    await (await PgRatingsBook.open(url, { modes: TEST_MODES })).close();
    // The book as it stood before the step: rows under Goal!'s old ids, the step not taken.
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const rating = (player: string, mode: string, value: number) =>
        client.query(
          `INSERT INTO ratings (player, mode, name, bot, rating, deviation, volatility, games, last_played, settled)
           VALUES ($1, $2, $1, 0, $3, 60, 0.06, 12, 0, 1)`,
          [player, mode, value],
        );
      await rating('ana', 'goal-3', 1610);
      await rating('bo', 'goal-4', 1580);
      await rating('bo', 'goal-2v2', 1505);
      // The rename's step and the one after it (ratings_locked, taken again as it was).
      await client.query(
        `DELETE FROM ratings_schema WHERE step >= (SELECT max(step) - 1 FROM ratings_schema)`,
      );
      await (await PgRatingsBook.open(url, { modes: TEST_MODES })).close();
      const { rows } = await client.query<{ player: string; mode: string; rating: number }>(
        'SELECT player, mode, rating FROM ratings ORDER BY player, mode',
      );
      assert.deepEqual(
        rows.map((r) => `${r.player} ${r.mode} ${Math.round(r.rating)}`),
        // Bo was rated under the new id already: that rating is kept, the old row left as it was.
        ['ana goal-1v2 1610', 'bo goal-2v2 1505', 'bo goal-4 1580'],
      );
    } finally {
      await client.end();
    }
  });
});
