/**
 * Playing Goalkeepers in a page the way a person does: by clicking the board. Every button
 * on the board stands for one of the legal actions the server sent, so clicking the first
 * enabled one always plays a legal move (roll, pass to a player, a reward, steal nothing).
 */
import type { Page } from 'playwright-core';
import { POLL_MS, StallGuard, changeMark, clickWhileThere, untilChanged } from './patience.ts';

/** Plays one decision if this page has one now; true when it clicked. */
export async function playOnce(page: Page): Promise<boolean> {
  const choice = page.locator('.gk button:enabled').first();
  if ((await choice.count()) === 0) return false;
  // False when the table moved on under the pointer first: look again.
  return clickWhileThere(choice);
}

export function isFullTime(page: Page): Promise<boolean> {
  return page.locator('.outcome').isVisible();
}

/** Clicks in every page, in turn, until each one shows full time. */
export async function playToFullTime(pages: readonly Page[]): Promise<number> {
  const guard = new StallGuard();
  let clicks = 0;
  for (;;) {
    const marks = await Promise.all(pages.map(changeMark));
    const over = await Promise.all(pages.map(isFullTime));
    if (over.every(Boolean)) return clicks;
    guard.check(() => `No full time after ${clicks} clicks`);
    let clicked = false;
    for (const page of pages) if (await playOnce(page)) clicked = true;
    if (clicked) {
      clicks++;
      guard.moved();
    } else await untilChanged(pages, marks);
  }
}

/**
 * Plays to full time with the keyboard alone: each decision is the first of the shell's
 * action buttons, focused and pressed with Enter.
 */
export async function playByKeyboard(page: Page): Promise<void> {
  const guard = new StallGuard();
  for (;;) {
    const mark = await changeMark(page);
    if (await isFullTime(page)) return;
    guard.check(() => 'No full time by keyboard');
    const button = page.locator('.actions__button:enabled').first();
    if ((await button.count()) > 0 && (await clickWhileThere(button, 'focus'))) {
      await page.keyboard.press('Enter');
      guard.moved();
    } else {
      await untilChanged([page], [mark]);
    }
  }
}

/** Clicks until `count` decisions were played in `page` (the game must last that long). */
export async function playDecisions(page: Page, count: number): Promise<void> {
  const guard = new StallGuard();
  let played = 0;
  while (played < count) {
    guard.check(() => `Only ${played} of ${count} decisions played`);
    const mark = await changeMark(page);
    if (await isFullTime(page)) throw new Error('The game ended too soon');
    if (await playOnce(page)) {
      played++;
      guard.moved();
    } else await untilChanged([page], [mark]);
  }
}

/**
 * Clicks in every page, in turn, until each has played at least `count` decisions (the game
 * must last that long; a page may play more while another waits for its turn): people at one
 * table, each seen to play, without playing the game out.
 */
export async function playEach(pages: readonly Page[], count: number): Promise<void> {
  const guard = new StallGuard();
  const played = pages.map(() => 0);
  while (played.some((n) => n < count)) {
    guard.check(() => `Decisions played by page: ${played.join(', ')} of ${count} each`);
    const marks = await Promise.all(pages.map(changeMark));
    let clicked = false;
    for (const [i, page] of pages.entries()) {
      if (await isFullTime(page)) throw new Error('The game ended too soon');
      if (await playOnce(page)) {
        played[i] = (played[i] ?? 0) + 1;
        clicked = true;
        guard.moved();
      }
    }
    if (!clicked) await untilChanged(pages, marks);
  }
}

/**
 * Opens `path` (e.g. a stored table's invite path) inside the app already loaded in `page`,
 * as the app's own links do: the router moves on, no page load (each load compiles the whole
 * bundle again, about a CPU-second). Returns once the page shown is another than before (every
 * page renders its own <main>), so nothing the caller waits for is found on the page it left.
 * A table's page is keyed by its id, so to open another seat's link of the table shown, the
 * app first goes home and back, as a person following a second link would see it open afresh.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  const go = async (to: string): Promise<void> => {
    await page.evaluate((target) => {
      Reflect.set(window, 'mainLeft', document.querySelector('main'));
      window.history.pushState(null, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, to);
    await page.waitForFunction(
      () => document.querySelector('main') !== Reflect.get(window, 'mainLeft'),
      undefined,
      { polling: POLL_MS },
    );
  };
  const target = new URL(path, page.url());
  if (target.pathname === new URL(page.url()).pathname) await go('/');
  await go(`${target.pathname}${target.search}${target.hash}`);
}
