/**
 * The browser suite's runner (`npm run test:e2e`): every browser test file in this one Node
 * process, three at a time, sharing one Chromium (./shared-browser.ts) and one build check
 * (./build.ts), the longest files first. Run as a process each, every file paid its own Node
 * and Playwright start and its own Chromium's browser, GPU and utility processes, on a suite
 * bound by the machine's two cores (issue #32): six small files side by side took 67.5 CPU-s
 * as processes and 57.9 in one (load ~23). Each file still starts its own server on its own
 * data (./stage.ts): what one file's people do never shows in another's lobby.
 *
 *   node web/e2e/run.ts [file.test.ts …]   (default: every web/e2e/**\/*.test.ts)
 *
 * A file run alone with `node --test web/e2e/<file>.test.ts` behaves as before.
 */
import { globSync } from 'node:fs';
import { join } from 'node:path';
import { run } from 'node:test';
import { spec } from 'node:test/reporters';
import { ROOT } from './build.ts';

/** Files at once: the most the two cores kept busy without a file starving (as before). */
const CONCURRENCY = 3;

// The stages read it to print only what is a file's own when MATCHDAY_E2E_CPU=1.
process.env.MATCHDAY_E2E_RUNNER = '1';

/**
 * Files that take minutes, started first: one of them started last would run alone at the
 * end while the other slots stand idle. The rest follow in name order.
 */
const LONGEST = ['in-view', 'games/supernatural-soccer', 'games/golazo-match', 'games/goal.'];

const rank = (file: string): number => {
  const at = LONGEST.findIndex((name) => file.includes(`/e2e/${name}`));
  return at === -1 ? LONGEST.length : at;
};

const asked = process.argv.slice(2);
const files = (asked.length > 0 ? asked : globSync('web/e2e/**/*.test.ts', { cwd: ROOT }))
  .map((file) => join(asked.length > 0 ? process.cwd() : ROOT, file))
  .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
console.log(`${String(files.length)} browser test files, ${String(CONCURRENCY)} at a time`);

const stream = run({ files, isolation: 'none', concurrency: CONCURRENCY });
// Any failure fails the run: a test's, a hook's, a file that did not load.
stream.on('test:fail', () => {
  process.exitCode = 1;
});
stream.compose(spec).pipe(process.stdout);
