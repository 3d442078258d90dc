/**
 * Tables of three or more seats on node:sqlite (the suite of tables-suite.ts), and a store
 * written before them (schema step 1) that loads as it was once migrated.
 */
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, it } from 'node:test';
import { start } from './lifecycle.ts';
import { SqliteCompetitionBook } from './sqlite-book.ts';
import { STEPS_SQLITE } from './sql.ts';
import { tablesSuite } from './tables-suite.ts';
import { viewOf } from './view.ts';

describe('tables of 3+ seats on node:sqlite', () => {
  const dir = mkdtempSync(join(tmpdir(), 'competitions-tables-'));
  let n = 0;
  tablesSuite(() => Promise.resolve(new SqliteCompetitionBook(join(dir, `c${++n}.sqlite`))));

  it('loads a competition stored before tables of 3+ seats, as it was (2 seats, no others)', async () => {
    const path = join(dir, 'before.sqlite');
    const old = new DatabaseSync(path);
    old.exec('CREATE TABLE competitions_schema (step INTEGER PRIMARY KEY) STRICT');
    old.exec(STEPS_SQLITE[0] as string);
    old.exec('INSERT INTO competitions_schema (step) VALUES (1)');
    const settings = {
      game: 'goalkeepers',
      options: {},
      format: 'swiss',
      rounds: 3,
      legs: 1,
      rated: false,
      entry: 'open',
      minEntrants: 2,
      maxEntrants: 8,
      botLevel: 'normal',
      turnSeconds: 300,
    };
    old
      .prepare(
        `INSERT INTO competitions VALUES ('cOldOne1', 'Old cup', 'u1', 'Ana', ?, 'running', 'cOldOne1',
           NULL, 1, 2, NULL, 1)`,
      )
      .run(JSON.stringify(settings));
    for (const [player, name] of [
      ['u1', 'Ana'],
      ['u2', 'Bo'],
      ['u3', 'Cy'],
    ] as const)
      old
        .prepare(`INSERT INTO competition_entrants VALUES ('cOldOne1', ?, ?, 1500, 1, NULL)`)
        .run(player, name);
    old.exec(`INSERT INTO competition_rounds VALUES ('cOldOne1', 1)`);
    old.exec(
      `INSERT INTO competition_games VALUES ('cOldOne1', 1, 0, 1, 0, 'u1', 'u2', 'tOld01', '{"scores":[2,1],"places":[1,2]}')`,
    );
    old.exec(
      `INSERT INTO competition_games VALUES ('cOldOne1', 1, 1, 1, 1, 'u3', NULL, NULL, NULL)`,
    );
    old.close();
    const book = new SqliteCompetitionBook(path);
    const c = await book.get('cOldOne1');
    assert.ok(c);
    assert.deepEqual(c.row.settings, settings);
    assert.deepEqual(c.fixtures, [
      {
        round: 1,
        index: 0,
        stage: 1,
        tie: 0,
        first: 'u1',
        second: 'u2',
        tableId: 'tOld01',
        result: { scores: [2, 1], places: [1, 2] },
      },
      {
        round: 1,
        index: 1,
        stage: 1,
        tie: 1,
        first: 'u3',
        second: null,
        tableId: null,
        result: null,
      },
    ]);
    const view = viewOf(c, null);
    const points = Object.fromEntries(view.standings.map((s) => [s.player, s.points]));
    assert.deepEqual(points, { u1: 1, u2: 0, u3: 1 }, 'a win and a bye a point each, as before');
    assert.equal(view.rounds[0]?.games[0]?.others.length, 0);
    await book.close();
  });

  it('does not start a tables competition whose field cannot make one table of the game', () => {
    const entrant = (player: string) => ({
      player,
      name: player,
      rating: 1500,
      joinedAt: 0,
      withdrawnAt: null,
    });
    const c = {
      row: {
        id: 'cFew',
        name: 'Few',
        host: 'h',
        hostName: 'H',
        settings: {
          game: 'some-game',
          options: {},
          format: 'tables' as const,
          rounds: 3,
          seats: 4,
          fewestSeats: 3,
          legs: 1 as const,
          rated: false,
          entry: 'open' as const,
          minEntrants: 2,
          maxEntrants: 8,
          botLevel: 'normal' as const,
          turnSeconds: 60,
        },
        status: 'entry' as const,
        seed: 'cFew',
        startsAt: null,
        createdAt: 0,
        startedAt: null,
        finishedAt: null,
      },
      entrants: [entrant('h'), entrant('u2')],
      fixtures: [],
    };
    const refused = start(c, 'h', 1);
    assert.equal(refused.ok || refused.error.code, 'entry-closed');
    assert.ok(!refused.ok && /needs 3 players; it has 2/.test(refused.error.message));
    const three = start({ ...c, entrants: [...c.entrants, entrant('u3')] }, 'h', 1);
    assert.ok(three.ok);
    const round = three.value.find((op) => op.kind === 'round');
    assert.equal(round?.kind === 'round' && round.fixtures.length, 1, 'one table of three');
  });
});
