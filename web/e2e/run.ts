/**
 * The browser lane (`npm run test:e2e [files…]`): every browser test file, or those named, in
 * three processes that each run their share one after another (`--test-isolation=none`), on
 * one Chromium per process (shared-browser.ts). A process per file paid each time for Node,
 * Playwright and a Chromium to start: seven small files took 83.4 CPU-s so and 64.1 in one
 * process (session 31, `python3 /tmp/cpurun.py`), and the suite's time on a fresh clone is
 * bound by its CPU (issue #32). Three at a time, because the files mostly wait on pages and
 * paced bots.
 *
 * Files are dealt by what each cost when last measured (COSTS; src/testing/deal-files.ts), so
 * that the three end together. A new or changed file's figure only unbalances the deal.
 */
import { globSync } from 'node:fs';
import { join, relative } from 'node:path';
import concurrently from 'concurrently';
import { dealFiles } from '../../src/testing/deal-files.ts';
import { ROOT } from './build.ts';

const PROCESSES = 3;

/**
 * CPU-seconds of each file, its server and its Chromium included, when each file still had a
 * process of its own (`MATCHDAY_E2E_CPU=1` over the whole lane, session 31, load ~20). Six files
 * the accounting printed nothing for (cluster, restart, correspondence-restart, hidden,
 * lab-report-page, golazo-rehearsal) are estimated from their time in that run.
 */
const COSTS: Readonly<Record<string, number>> = {
  'web/e2e/in-view.test.ts': 136,
  'web/e2e/games/supernatural-soccer.test.ts': 82,
  'web/e2e/games/next-goal-wins.test.ts': 60,
  'web/e2e/games/goalkeepers.test.ts': 46,
  'web/e2e/games/golazo-match.test.ts': 44,
  'web/e2e/cluster.test.ts': 45,
  'web/e2e/lab.test.ts': 42,
  'web/e2e/restart.test.ts': 40,
  'web/e2e/notifications.test.ts': 37,
  'web/e2e/golazo.test.ts': 37,
  'web/e2e/games/goal.test.ts': 35,
  'web/e2e/accessibility.test.ts': 35,
  'web/e2e/competitions.test.ts': 34,
  'web/e2e/rating-accounts.test.ts': 29,
  'web/e2e/accounts.test.ts': 27,
  'web/e2e/hidden.test.ts': 25,
  'web/e2e/seats.test.ts': 23,
  'web/e2e/leaderboard.test.ts': 23,
  'web/e2e/watching.test.ts': 21,
  'web/e2e/competitions-leaver.test.ts': 20,
  'web/e2e/correspondence-restart.test.ts': 20,
  'web/e2e/lab-until.test.ts': 20,
  'web/e2e/board.test.ts': 20,
  'web/e2e/resign.test.ts': 19,
  'web/e2e/undo.test.ts': 19,
  'web/e2e/words.test.ts': 16,
  'web/e2e/lab-cards.test.ts': 16,
  'web/e2e/windows.test.ts': 15,
  'web/e2e/rules.test.ts': 14,
  'web/e2e/correspondence.test.ts': 13,
  'web/e2e/replay-line.test.ts': 12,
  'web/e2e/competitions-tables.test.ts': 11,
  'web/e2e/busy.test.ts': 11,
  'web/e2e/lab-report-page.test.ts': 10,
  'web/e2e/golazo-rehearsal.test.ts': 5,
};

const named = process.argv.slice(2).map((file) => relative(ROOT, join(process.cwd(), file)));
const files = named.length > 0 ? named : globSync('web/e2e/**/*.test.ts', { cwd: ROOT });
const shares = dealFiles(files, PROCESSES, { costs: COSTS, unknown: 20 });

const { result } = concurrently(
  shares.map((share, index) => ({
    name: `e2e ${index + 1}`,
    // This Node (the project's 24), whatever `node` the shell would find.
    command: [process.execPath, '--test --test-isolation=none --test-reporter=spec', ...share].join(
      ' ',
    ),
    env: { NODE_COMPILE_CACHE: 'node_modules/.cache/node-compile' },
  })),
  { cwd: ROOT, prefix: 'name' },
);

try {
  await result;
} catch {
  process.exitCode = 1;
}
