import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { after, describe, it } from 'node:test';
import { SqliteRatingsBook } from './sqlite-book.ts';
import { botAlignmentSuite, bookSuite, TEST_MODES } from './testing/book-suite.ts';

describe('the ratings book on node:sqlite', () => {
  const dir = mkdtempSync(join(tmpdir(), 'matchday-ratings-'));
  let files = 0;
  after(() => {
    rmSync(dir, { recursive: true, force: true });
  });
  bookSuite((faults, advantage) =>
    Promise.resolve(
      new SqliteRatingsBook(join(dir, `book-${++files}.sqlite`), {
        modes: TEST_MODES,
        faults,
        ...(advantage ? { advantage } : {}),
      }),
    ),
  );
});

describe('bot rows made to agree with the calibration on node:sqlite (aligned-bots.ts)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'matchday-aligned-'));
  after(() => {
    rmSync(dir, { recursive: true, force: true });
  });
  botAlignmentSuite((bots) =>
    Promise.resolve(new SqliteRatingsBook(join(dir, 'book.sqlite'), { modes: TEST_MODES, bots })),
  );
});

describe("a renamed mode's rows on node:sqlite (renamed-modes.ts)", () => {
  it('go on under the new id when the step is taken, a rating already there kept', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'matchday-renamed-'));
    try {
      const path = join(dir, 'book.sqlite');
      await new SqliteRatingsBook(path, { modes: TEST_MODES }).close();
      // The book as it stood before the step: rows under Goal!'s old ids, the step not taken.
      const db = new DatabaseSync(path);
      const rating = db.prepare(`INSERT INTO ratings VALUES (?, ?, ?, 0, ?, 60, 0.06, 12, 0, 1)`);
      rating.run('ana', 'goal-3', 'Ana', 1610);
      rating.run('bo', 'goal-4', 'Bo', 1580);
      rating.run('bo', 'goal-2v2', 'Bo', 1505);
      db.prepare(`INSERT INTO rated_games VALUES ('t1', 'goal', 'goal-3', 0)`).run();
      const steps = Number(db.prepare('SELECT count(*) AS n FROM ratings_schema').get()?.n);
      db.prepare('DELETE FROM ratings_schema WHERE step = ?').run(steps);
      db.close();

      const book = new SqliteRatingsBook(path, { modes: TEST_MODES });
      await book.close();
      const after = new DatabaseSync(path);
      const modes = (player: string) =>
        after
          .prepare('SELECT mode, rating FROM ratings WHERE player = ? ORDER BY mode')
          .all(player)
          .map((row) => `${String(row.mode)} ${String(row.rating)}`);
      assert.deepEqual(modes('ana'), ['goal-1v2 1610']);
      // Bo was rated under the new id already: that rating is kept, the old row left as it was.
      assert.deepEqual(modes('bo'), ['goal-2v2 1505', 'goal-4 1580']);
      assert.equal(after.prepare(`SELECT mode FROM rated_games`).get()?.mode, 'goal-1v2');
      after.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
