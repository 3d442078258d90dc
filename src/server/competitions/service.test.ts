/** The competitions' lifecycle on node:sqlite (the suite of testing.ts). */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe } from 'node:test';
import { SqliteCompetitionBook } from './sqlite-book.ts';
import { competitionSuite } from './testing.ts';

describe('competitions on node:sqlite', () => {
  const dir = mkdtempSync(join(tmpdir(), 'competitions-'));
  let n = 0;
  competitionSuite(() => Promise.resolve(new SqliteCompetitionBook(join(dir, `c${++n}.sqlite`))));
});
