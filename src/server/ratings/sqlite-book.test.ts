import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe } from 'node:test';
import { SqliteRatingsBook } from './sqlite-book.ts';
import { bookSuite, TEST_MODES } from './testing/book-suite.ts';

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
