/**
 * Games over days and "your move" on PostgreSQL (DATABASE_URL's server, or one of the test's
 * own): the same scenarios as games-list.test.ts on SQLite. The restart is a second server
 * on the same database.
 */
import { after, before, describe, it } from 'node:test';
import { testServer } from '../testing/harness.ts';
import { testPostgres, type TestPostgres } from '../testing/postgres-server.ts';
import { deadlineSurvivesRestart, listsInOrder, ratedDaysLose } from './testing.ts';

let postgres: TestPostgres;
before(async () => {
  postgres = await testPostgres();
});
after(() => postgres.stop());

describe('games over days on PostgreSQL', () => {
  it('keeps a correspondence deadline through a restart, then a bot plays when it runs out', async () => {
    const databaseUrl = await postgres.database();
    await deadlineSurvivesRestart((turnScheduler) => testServer({ databaseUrl, turnScheduler }));
  });

  it('at a rated table, loses the game when the days run out: no bot plays, rated once', async () => {
    const databaseUrl = await postgres.database();
    await ratedDaysLose((turnScheduler) => testServer({ databaseUrl, turnScheduler }));
  });

  it('lists waiting tables first by deadline, then the others, then the finished, page by page', async () => {
    const databaseUrl = await postgres.database();
    await listsInOrder((turnScheduler) => testServer({ databaseUrl, turnScheduler }));
  });
});
