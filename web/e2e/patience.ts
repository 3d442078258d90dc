/**
 * How long browser tests wait. These are guards against hanging forever, never budgets: a
 * loaded machine only makes a test take longer, and only a broken page or server meets them.
 */
import { errors } from 'playwright-core';
import type { Browser, BrowserContext, BrowserContextOptions, Locator } from 'playwright-core';

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
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  context.setDefaultTimeout(PATIENCE_MS);
  return context;
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
