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
import { PgCompetitionBook } from './postgres-book.ts';
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
  competitionSuite(async () => PgCompetitionBook.open(await postgres.database()));
  noShowSuite(async () => PgCompetitionBook.open(await postgres.database()));
  twoLegSuite(async () => PgCompetitionBook.open(await postgres.database()));
  tablesSuite(async () => PgCompetitionBook.open(await postgres.database()));

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
