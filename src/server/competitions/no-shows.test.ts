/** No-shows and leavers (#35) on node:sqlite (the suite of no-shows-suite.ts). */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { noShowSuite } from './no-shows-suite.ts';
import { SqliteCompetitionBook } from './sqlite-book.ts';

const dir = mkdtempSync(join(tmpdir(), 'competitions-no-shows-'));
let n = 0;
noShowSuite(() => Promise.resolve(new SqliteCompetitionBook(join(dir, `c${++n}.sqlite`))));
