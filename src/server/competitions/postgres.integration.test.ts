/**
 * The competitions' lifecycle on a real PostgreSQL (the suite of testing.ts), plus two
 * processes' worth of books recording the last game of a round at the same moment: the next
 * round is paired once.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Table } from '../tables/table.ts';
import { testPostgres, type TestPostgres } from '../testing/postgres-server.ts';
import { noShowSuite } from './no-shows-suite.ts';
import pg from 'pg';
import { PgCompetitionBook } from './postgres-book.ts';
import { STEPS_POSTGRES } from './sql.ts';
import { tablesSuite } from './tables-suite.ts';
import { twoLegSuite } from './two-legs-suite.ts';
import { competitionSuite, entered, rig, type FakeTable } from './testing.ts';

describe('competitions on PostgreSQL', () => {
  let postgres: TestPostgres;
  before(async () => {
    postgres = await testPostgres();
  });
  after(async () => {
    await postgres.stop();
  });
  // Each test's book in a schema of its own, not a database: making some forty databases was
  // about a third of the file's CPU.
  competitionSuite(async () => PgCompetitionBook.open(await postgres.schema()));
  noShowSuite(async () => PgCompetitionBook.open(await postgres.schema()));
  twoLegSuite(async () => PgCompetitionBook.open(await postgres.schema()));
  tablesSuite(async () => PgCompetitionBook.open(await postgres.schema()));

  it('migrates a store written before steps 4 and 5: forfeits marked from the rows held, link competitions given keys', async () => {
    const url = await postgres.database();
    const old = new pg.Pool({ connectionString: url, max: 1 });
    await old.query('CREATE TABLE competitions_schema (step INTEGER PRIMARY KEY)');
    for (let step = 0; step < 3; step++) {
      await old.query(STEPS_POSTGRES[step] as string);
      await old.query('INSERT INTO competitions_schema (step) VALUES ($1)', [step + 1]);
    }
    const settings = (entry: string) =>
      JSON.stringify({
        ...{ game: 'goalkeepers', options: {}, format: 'league', rounds: 1, legs: 1 },
        ...{ rated: false, entry, minEntrants: 2, maxEntrants: 8, botLevel: 'normal' },
        turnSeconds: 300,
      });
    const insert = `INSERT INTO competitions (id, name, host, host_name, settings, status, seed,
      starts_at, created_at, started_at, finished_at, listed)
      VALUES ($1, $1, 'u1', 'Ana', $2, $3, $1, NULL, 1, NULL, NULL, $4)`;
    await old.query(insert, ['cRunning1', settings('open'), 'running', 1]);
    await old.query(insert, ['cLinkOne1', settings('link'), 'entry', 0]);
    await old.query(insert, ['cLinkTwo1', settings('link'), 'entry', 0]);
    for (const [player, name] of [
      ['u1', 'Ana'],
      ['u2', 'Bo'],
      ['u3', 'Cy'],
      ['u4', 'Di'],
    ])
      await old.query(
        `INSERT INTO competition_entrants VALUES ('cRunning1', $1, $2, 1500, 1, NULL)`,
        [player, name],
      );
    await old.query(`INSERT INTO competition_rounds VALUES ('cRunning1', 1)`);
    const game = `INSERT INTO competition_games (competition_id, round, idx, stage, tie, first,
      second, table_id, result) VALUES ('cRunning1', 1, $1, 1, $1, $2, $3, $4, $5)`;
    const forfeited = { scores: [3, 0], places: [1, 2], forfeit: [1] };
    await old.query(game, [0, 'u1', 'u2', 'tOld0001', JSON.stringify(forfeited)]);
    await old.query(game, [1, 'u3', 'u4', 'tOld0002', '{"scores":[1,0],"places":[1,2]}']);
    await old.end();
    const book = await PgCompetitionBook.open(url);
    const check = new pg.Pool({ connectionString: url, max: 1 });
    const { rows } = await check.query<{ idx: number; forfeit: number }>(
      `SELECT idx, forfeit FROM competition_games WHERE competition_id = 'cRunning1' ORDER BY idx`,
    );
    assert.deepEqual(
      rows.map((r) => [r.idx, r.forfeit]),
      [
        [0, 1],
        [1, 0],
      ],
      'the forfeit marked from the result already held',
    );
    const [view] = await book.openGames(['cRunning1']);
    assert.deepEqual(
      view?.games.map((g) => [g.index, g.forfeit]),
      [[0, [1]]],
      'a tick sees the forfeited game (its table may play on), not the one played out',
    );
    const keys = await book.getMany(['cLinkOne1', 'cLinkTwo1', 'cRunning1']);
    const [one, two, open] = keys.map((c) => c.row.joinKey);
    assert.match(one ?? '', /^[0-9a-f]{32}$/);
    assert.notEqual(two, one, 'each its own');
    assert.equal(open, null);
    await check.end();
    await book.close();
  });

  it('pairs the next round once when two processes record the round’s last games at once', async () => {
    const url = await postgres.database();
    const one = await rig(() => PgCompetitionBook.open(url));
    const two = await rig(() => PgCompetitionBook.open(url));
    const id = await entered(one, 8);
    await one.service.start(id, 'p1');
    const games = one.tables.playing();
    assert.equal(games.length, 4);
    for (const t of games) t.outcome = { scores: [1, 0], places: [1, 2] };
    // Each process is told of half the tables, all at once.
    await Promise.all(
      games.map((t: FakeTable, i) =>
        (i % 2 === 0 ? one : two).service.tableFinished(t as unknown as Table),
      ),
    );
    const c = await one.book.get(id);
    assert.ok(c);
    assert.equal(c.fixtures.filter((f) => f.round === 2).length, 2);
    assert.equal(c.fixtures.filter((f) => f.round === 1 && f.result !== null).length, 4);
    const made = one.tables.playing().length + two.tables.playing().length;
    assert.equal(made, 2, 'the semi-finals made once');
    for (const r of [one, two]) {
      await r.service.close();
      await r.book.close();
    }
  });
});
