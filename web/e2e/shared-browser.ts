/**
 * The process's Chromium, shared by every browser test file the process runs (issue #32: the
 * suite's time). `npm run test:e2e` runs the files in three processes, each its share one after
 * another (`--test-isolation=none`, run.ts), so they share one browser instead of each paying
 * for its browser's, GPU's and utility processes' start; `node --test <file>` alone has its own.
 * A file takes a lease: the contexts and pages it opens are its own (Playwright's contexts
 * share nothing: another person's storage, cookies and cache) and close with its lease; the
 * browser closes when the process's tests are done.
 *
 * Not three files at once in one process: node:test's run() without isolation runs a file's
 * own tests side by side too (they inherit the root's concurrency), and the files' tests are
 * written to run in order (a shared page, a server killed by the last test): run so, the
 * in-view walk's shared pages were closed under its next test.
 */
import { after } from 'node:test';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser, type ChromiumKind } from './browser.ts';

/** What a test file does with a browser: opens contexts and pages, and closes its own. */
export type BrowserLease = Pick<Browser, 'newContext' | 'newPage' | 'close'> & {
  /** The pages open in the contexts opened through this lease. */
  pages(): Page[];
};

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
    pages: () => [...opened].flatMap((context) => context.pages()),
    async close(): Promise<void> {
      await Promise.all([...opened].map((context) => context.close()));
    },
  };
}

// When the process's tests are done (a hook of the root, registered once, at the first import).
after(async () => {
  const browsers = await Promise.allSettled(running.values());
  running.clear();
  await Promise.all(
    browsers
      .filter((launched) => launched.status === 'fulfilled')
      .map((launched) => launched.value.close()),
  );
});
