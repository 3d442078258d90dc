/**
 * The process's Chromium, shared by every browser test file it runs (issue #32: the suite's
 * time). The suite's runner (./run.ts) runs all the files in one Node process, a few at a
 * time; each file starting its own Chromium paid for the browser's, GPU's and utility
 * processes' start before any page opened. A file takes a lease instead: the contexts and
 * pages it opens are its own (Playwright's contexts share nothing: another person's storage,
 * cookies and cache) and close with its lease; the browser stays up for the other files and
 * closes when the process's tests are done. Run alone (`node --test web/e2e/<file>.test.ts`),
 * a file is the only one, and its Chromium closes when it ends, as before.
 */
import { after } from 'node:test';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser, type ChromiumKind } from './browser.ts';
import { ACCOUNTING, cpuLine } from './cpu-account.ts';

/** What a test file does with a browser: opens contexts and pages, and closes its own. */
export type BrowserLease = Pick<Browser, 'newContext' | 'newPage' | 'close'>;

/** The process's Chromium of each kind, started by the first lease that needs it. */
const running = new Map<ChromiumKind, Promise<Browser>>();

/**
 * A file's share of the process's Chromium of `kind`. Its `close` closes the contexts opened
 * through it, never the browser.
 */
export async function shareBrowser(kind: ChromiumKind = 'shell'): Promise<BrowserLease> {
  let started = running.get(kind);
  if (!started) {
    started = launchBrowser(kind);
    running.set(kind, started);
    // A launch that failed is forgotten, so that the next file tries again.
    started.catch(() => running.delete(kind));
  }
  const browser = await started;
  const opened = new Set<BrowserContext>();
  const newContext = async (options?: BrowserContextOptions): Promise<BrowserContext> => {
    const context = await browser.newContext(options);
    opened.add(context);
    context.on('close', () => opened.delete(context));
    return context;
  };
  return {
    newContext,
    async newPage(options?: BrowserContextOptions): Promise<Page> {
      return (await newContext(options)).newPage();
    },
    async close(): Promise<void> {
      await Promise.all([...opened].map((context) => context.close()));
    },
  };
}

// When the process's tests are done (a hook of the root, registered once, at the first import).
after(async () => {
  if (ACCOUNTING && process.env.MATCHDAY_E2E_RUNNER === '1')
    console.log(cpuLine('every file of the run', undefined));
  const browsers = await Promise.allSettled(running.values());
  running.clear();
  await Promise.all(
    browsers
      .filter((launched) => launched.status === 'fulfilled')
      .map((launched) => launched.value.close()),
  );
});
