/**
 * What every browser test file needs: the built app, a real server on a fresh data directory
 * and a Chromium, started before the file's tests and stopped after them. The Chromium is the
 * process's (./shared-browser.ts), shared with any other file run in the same process: the
 * file's pages close after it, the browser when the process is done.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, afterEach, before } from 'node:test';
import type { Page } from 'playwright-core';
import type { ChromiumKind } from './browser.ts';
import { shareBrowser, type BrowserLease } from './shared-browser.ts';
import { ensureBuilt, ROOT } from './build.ts';
import { startServerProcess, tempDataDir, type ServerProcess } from './server.ts';
import { patientContext } from './patience.ts';
import { ACCOUNTING, cpuLine } from './cpu-account.ts';
import { whatPagesShow } from './page-report.ts';

/** Where the tests leave their screenshots when asked to (./shots.ts; git ignores them). */
export const SHOTS = join(ROOT, 'web', 'e2e', 'screenshots');

export interface Stage {
  readonly browser: BrowserLease;
  readonly server: ServerProcess;
  /**
   * A page in a fresh context (its own storage: another person), at `viewport` (default a
   * 1280 × 900 desktop), animations reduced, page errors printed.
   */
  newPage(viewport?: { width: number; height: number }): Promise<Page>;
}

/**
 * Registers the file's before and after hooks; read the stage only inside tests. `env` adds
 * to the server's environment (e.g. MATCHDAY_TEST_GAMES=1 for the test games); `stock` fills
 * the data directory before the server starts on it (e.g. a table stored with a chosen seed);
 * `chromium` is the headless shell unless the file needs the full browser (./browser.ts).
 */
export function useStage(
  env: Readonly<Record<string, string>> = {},
  stock: (dataDir: string) => void = () => undefined,
  chromium: ChromiumKind = 'shell',
): Stage {
  const data = tempDataDir();
  let browser: BrowserLease | undefined;
  let server: ServerProcess | undefined;
  let file = process.argv[1] ?? '';
  before(async (context) => {
    file = context.filePath ?? file;
    await ensureBuilt();
    mkdirSync(SHOTS, { recursive: true });
    stock(data.dir);
    // Both are kept even when the other fails to start, so that `after` stops what did start:
    // a server left running keeps the file's process alive until the suite's own guard.
    const [launched, started] = await Promise.allSettled([
      shareBrowser(chromium),
      startServerProcess(data.dir, undefined, env),
    ]);
    if (launched.status === 'fulfilled') browser = launched.value;
    if (started.status === 'fulfilled') server = started.value;
    if (launched.status === 'rejected') throw launched.reason;
    if (started.status === 'rejected') throw started.reason;
  });
  // A failed test's log says what its open pages show (page-report.ts), not only what it
  // waited for. A stage made outside any describe hooks every test of the process's files:
  // its pages are only those of its own lease, none once its file is done.
  afterEach(async (context) => {
    // Typed as a suite's or a test's context; after each test, it is the test's.
    if (!('passed' in context) || context.passed || !browser) return;
    const shown = await whatPagesShow(browser.pages());
    if (shown !== '')
      console.log(`The open pages after the failed test '${context.name}':\n${shown}`);
    const log = server?.logTail() ?? '';
    if (log !== '') console.log(`The server's last lines after '${context.name}':\n${log}`);
  });
  after(async () => {
    // Read before they stop: a closed Chromium's processes are no longer under this one.
    const cpu = ACCOUNTING ? cpuLine(file, server?.pid) : '';
    await browser?.close();
    await server?.stop();
    data.remove();
    if (cpu !== '') console.log(cpu);
  });
  return {
    get browser() {
      if (!browser) throw new Error('the browser is not started: use the stage inside a test');
      return browser;
    },
    get server() {
      if (!server) throw new Error('the server is not started: use the stage inside a test');
      return server;
    },
    async newPage(viewport = { width: 1280, height: 900 }) {
      const context = await patientContext(this.browser, { viewport, reducedMotion: 'reduce' });
      const page = await context.newPage();
      page.on('pageerror', (error) => {
        console.error(`page error: ${error.message}`);
      });
      return page;
    },
  };
}
