/**
 * Where a browser test's renderer time goes, page by page (issue #32): with
 * MATCHDAY_E2E_PAGES=<file> every page of a patient context reads Chromium's own counters
 * (the DevTools Performance domain: script, layout, style recalculation, the renderer's
 * thread and process time) just before it or its context closes, and appends one JSON line
 * to <file> naming the test file and the page's last address. cpu-account.ts says which
 * process kind spent the CPU; this says what the page did with it.
 */
import { appendFileSync } from 'node:fs';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';

const OUT = process.env.MATCHDAY_E2E_PAGES ?? '';

/** Whether pages report their counters. */
export const PAGE_METRICS = OUT !== '';

const KEPT = [
  'ProcessTime',
  'ThreadTime',
  'TaskDuration',
  'ScriptDuration',
  'V8CompileDuration',
  'LayoutDuration',
  'RecalcStyleDuration',
  'LayoutCount',
  'RecalcStyleCount',
  'Nodes',
  'JSHeapUsedSize',
];

async function report(page: Page, session: CDPSession): Promise<void> {
  try {
    const { metrics } = await session.send('Performance.getMetrics');
    const kept: Record<string, number> = {};
    for (const { name, value } of metrics) if (KEPT.includes(name)) kept[name] = value;
    const line = { file: process.argv[1] ?? '', url: page.url(), ...kept };
    appendFileSync(OUT, `${JSON.stringify(line)}\n`);
  } catch {
    // the page went first (a crash, the browser closing): nothing to read
  }
}

/** Makes every page of `context` report its counters once, as it or its context closes. */
export function measurePages(context: BrowserContext): void {
  const open = new Map<Page, CDPSession>();
  const reportAll = async (): Promise<void> => {
    const pages = [...open];
    open.clear();
    await Promise.all(pages.map(([page, session]) => report(page, session)));
  };
  context.on('page', (page) => {
    void context.newCDPSession(page).then(async (session) => {
      await session.send('Performance.enable', { timeDomain: 'threadTicks' });
      open.set(page, session);
      const close = page.close.bind(page);
      page.close = async (options) => {
        const kept = open.get(page);
        open.delete(page);
        if (kept) await report(page, kept);
        return close(options);
      };
    });
  });
  const closeContext = context.close.bind(context);
  context.close = async (options) => {
    await reportAll();
    return closeContext(options);
  };
  const browser = context.browser();
  if (browser) {
    const closeBrowser = browser.close.bind(browser);
    browser.close = async (options) => {
      await reportAll();
      return closeBrowser(options);
    };
  }
}
