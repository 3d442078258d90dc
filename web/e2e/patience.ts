/**
 * How long browser tests wait. These are guards against hanging forever, never budgets: a
 * loaded machine only makes a test take longer, and only a broken page or server meets them.
 */
import { errors } from 'playwright-core';
import { measurePages, PAGE_METRICS } from './page-metrics.ts';
import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Locator,
  Page,
} from 'playwright-core';

/**
 * How often a waitForFunction of the play loops looks (ms). Playwright's default looks at every
 * animation frame, which keeps a waiting page drawing sixty frames a second: about an eighth
 * of a core per waiting page, and a loaded machine makes every wait longer.
 */
export const POLL_MS = 50;

/** A whole browser test's guard, for node:test's `timeout`. */
export const HANG_GUARD = { timeout: 20 * 60_000 };

/** How long one thing may take to show (a selector, a download link, a live connection). */
export const PATIENCE_MS = 120_000;

/**
 * A play loop's guard: it gives up only when nothing moved for `PATIENCE_MS`, however long
 * the whole game takes.
 */
export class StallGuard {
  private last = Date.now();

  /** Something moved (a decision played, a new phase shown): the wait starts again. */
  moved(): void {
    this.last = Date.now();
  }

  /** Whether nothing has moved for the whole patience. */
  expired(): boolean {
    return Date.now() - this.last > PATIENCE_MS;
  }

  /** Throws with `what` once nothing has moved for the whole patience. */
  check(what: () => string): void {
    if (this.expired()) throw new Error(`${what()} (nothing moved for ${PATIENCE_MS / 1000} s)`);
  }
}

/**
 * Waits for `target` while `progress` (what the page shows of a long job: a bar's value, its
 * words) keeps changing: fails only once it stood still for `PATIENCE_MS`. For work whose
 * length is the machine's (a lab run in the page's workers), where one fixed wait would be a
 * budget a loaded machine overruns.
 */
export async function waitWhileMoving(
  target: Locator,
  progress: () => Promise<string>,
  what: string,
): Promise<void> {
  const guard = new StallGuard();
  let seen = await progress();
  for (;;) {
    try {
      await target.waitFor({ timeout: TRY_MS });
      return;
    } catch (error) {
      if (!(error instanceof errors.TimeoutError)) throw error;
    }
    const now = await progress();
    if (now !== seen) {
      seen = now;
      guard.moved();
    }
    guard.check(() => `${what}: the page still shows '${now}'`);
  }
}

/** Polls `test` every 50 ms until it holds; fails with `what` after `PATIENCE_MS`. */
export async function pollUntil(
  test: () => boolean | Promise<boolean>,
  what: string,
): Promise<void> {
  const guard = new StallGuard();
  while (!(await test())) {
    guard.check(() => `never true: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A browser context whose waits (clicks, selectors, waitForFunction) all default to
 * `PATIENCE_MS` instead of Playwright's 30 s: on a loaded machine a page can take longer
 * than that to answer, and only a broken page or server should meet a guard.
 */
export async function patientContext(
  browser: Pick<Browser, 'newContext'>,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  context.setDefaultTimeout(PATIENCE_MS);
  await context.addInitScript(countChanges);
  if (PAGE_METRICS) measurePages(context);
  return context;
}

declare global {
  interface Window {
    /** How many times the document changed (countChanges). */
    pageChanges?: number;
  }
}

/**
 * Counts every change of the document, from before the page's own scripts run, on every page
 * of a patient context: a play loop with nothing to do waits for the page to change
 * (untilChanged) instead of looking again every few milliseconds. Looking costs the page a
 * round of queries each time, and a whole game's loops looked thousands of times while bots
 * thought.
 */
function countChanges(): void {
  window.pageChanges = 0;
  new MutationObserver(() => {
    window.pageChanges = (window.pageChanges ?? 0) + 1;
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}

/** The page's count of changes now, to wait on after a look (untilChanged); -1 if none kept. */
export const changeMark = (page: Page): Promise<number> =>
  page.evaluate(() => window.pageChanges ?? -1);

/** The longest a play loop waits for a change before it looks again anyway. */
const CHANGE_CAP_MS = 1_000;

/**
 * Waits until one of `pages` changed since its mark (taken before the look that found
 * nothing to do), at most a second: the page's own clock-driven changes (a countdown) count
 * as changes too, so the cap only bounds a wait for something that never shows. A page
 * whose changes are not counted (mark -1) looks again after 40 ms, as the loops used to.
 */
export async function untilChanged(
  pages: readonly Page[],
  marks: readonly number[],
): Promise<void> {
  await Promise.race(
    pages.map((page, i) => {
      const mark = marks[i] ?? -1;
      if (mark < 0) return page.waitForTimeout(40);
      return (
        page
          .evaluate(
            ({ seen, cap }) =>
              new Promise<void>((resolve) => {
                if ((window.pageChanges ?? 0) > seen) {
                  resolve();
                  return;
                }
                const done = (): void => {
                  observer.disconnect();
                  clearTimeout(timer);
                  resolve();
                };
                const observer = new MutationObserver(done);
                const timer = setTimeout(done, cap);
                observer.observe(document, {
                  subtree: true,
                  childList: true,
                  attributes: true,
                  characterData: true,
                });
              }),
            { seen: mark, cap: CHANGE_CAP_MS },
          )
          // A page that navigated or closed meanwhile changed: the next look tells what it shows.
          .catch(() => undefined)
      );
    }),
  );
}

/**
 * How long one click, hover or focus tries before the test looks whether its target is still
 * there.
 */
const TRY_MS = 5_000;

/**
 * Clicks (or hovers over, or focuses) `target` if it stays on the page; false when it went away
 * first. In a game against bots the moment can move on between seeing a button and clicking it
 * (a bot answered, the window closed, the aim was cancelled): a plain click would then wait the
 * whole patience for an element that never comes back. A target still there but not yet
 * actionable (a loaded machine) is tried again, for as long as the patience allows.
 */
export async function clickWhileThere(
  target: Locator,
  how: 'click' | 'hover' | 'focus' = 'click',
): Promise<boolean> {
  const guard = new StallGuard();
  for (;;) {
    try {
      const options = { timeout: TRY_MS };
      if (how === 'click') await target.click(options);
      else if (how === 'hover') await target.hover(options);
      else await target.focus(options);
      return true;
    } catch (error) {
      if (!(error instanceof errors.TimeoutError)) throw error;
      if ((await target.count()) === 0) return false;
      guard.check(() => `could not ${how} ${String(target)}`);
    }
  }
}

/**
 * Hovers over (or focuses) `target` until `shown` is visible, as a person moves the mouse
 * again: a banner coming in above a board moves the board under a still mouse, the cell under
 * it changes and what its hover showed goes away, with no new hover to bring it back. False
 * when `target` went away first (the moment moved on: the caller looks again).
 */
export async function pointUntilShown(
  target: Locator,
  shown: Locator,
  how: 'hover' | 'focus',
): Promise<boolean> {
  const guard = new StallGuard();
  for (;;) {
    if (!(await clickWhileThere(target, how))) return false;
    try {
      await shown.waitFor({ timeout: TRY_MS });
      return true;
    } catch (error) {
      if (!(error instanceof errors.TimeoutError)) throw error;
      guard.check(() => `${how} on ${String(target)} never showed ${String(shown)}`);
    }
  }
}
