/** Two-legged ties and invited entry (#35) on node:sqlite (the suite of two-legs-suite.ts). */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { twoLegSuite } from './two-legs-suite.ts';
import { SqliteCompetitionBook } from './sqlite-book.ts';

const dir = mkdtempSync(join(tmpdir(), 'competitions-two-legs-'));
let n = 0;
twoLegSuite(() => Promise.resolve(new SqliteCompetitionBook(join(dir, `c${++n}.sqlite`))));
