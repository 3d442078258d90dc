/**
 * Entry by link on a store written before it (schema step 5, #35): a link competition stored
 * without a key gets one as the store opens, which its host then sees and its link admits.
 */
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, it } from 'node:test';
import { enter } from './lifecycle.ts';
import { SqliteCompetitionBook } from './sqlite-book.ts';
import { STEPS_SQLITE } from './sql.ts';

/** Settings as a competition of `entry` was stored before step 5. */
const settingsOf = (entry: string): string =>
  JSON.stringify({
    ...{ game: 'goalkeepers', options: {}, format: 'league', rounds: 1, legs: 1, rated: false },
    ...{ entry, minEntrants: 2, maxEntrants: 8, botLevel: 'normal', turnSeconds: 300 },
  });

describe('entry by link on a store written before it (node:sqlite)', () => {
  it('gives a link competition stored without a key one of its own, and the others none', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'competitions-link-')), 'before.sqlite');
    const old = new DatabaseSync(path);
    old.exec('CREATE TABLE competitions_schema (step INTEGER PRIMARY KEY) STRICT');
    for (let step = 0; step < 4; step++) {
      old.exec(STEPS_SQLITE[step] as string);
      old.prepare('INSERT INTO competitions_schema (step) VALUES (?)').run(step + 1);
    }
    const insert = old.prepare(
      `INSERT INTO competitions VALUES (?, ?, 'u1', 'Ana', ?, 'entry', ?, NULL, 1, NULL, NULL, ?)`,
    );
    insert.run('cLinkOne', 'By link', settingsOf('link'), 'cLinkOne', 0);
    insert.run('cLinkTwo', 'By link too', settingsOf('link'), 'cLinkTwo', 0);
    insert.run('cOpenOne', 'Open', settingsOf('open'), 'cOpenOne', 1);
    old.close();
    const book = new SqliteCompetitionBook(path);
    const [one, two, listed] = await book.getMany(['cLinkOne', 'cLinkTwo', 'cOpenOne']);
    assert.ok(one && two && listed);
    const key = one.row.joinKey ?? '';
    assert.match(key, /^[0-9a-f]{36}$/);
    assert.notEqual(two.row.joinKey, key, 'each its own');
    assert.equal(listed.row.joinKey, null);
    const bo = { player: 'u2', name: 'Bo', rating: 1500, joinedAt: 2, withdrawnAt: null };
    assert.equal(enter(one, bo).ok, false, 'without the key');
    assert.ok(enter(one, bo, key).ok, 'with it');
    await book.close();
  });
});
