/**
 * Response windows that don't nag (issue #37): how long a person with the default settings
 * (stop only where they hold something playable, the default countdown) spends waiting on
 * windows in a whole game against an easy bot. Measured in the page: every moment the
 * window's banner is up with nothing for the person to do ("Waiting for the window to
 * close"), added up; reported with the number of windows and how many stopped the person. A
 * stop is the person's own decision, not waiting: it is counted, not timed (its time is the
 * test's clicking speed).
 *
 * The bots answer at a window after the served pause, BOT_WINDOW_DELAY_MS (150 ms): that is
 * all a person with nothing to play waits for there, so it stays as served. Their pause before
 * a move, BOT_DELAY_MS, is 40 ms here instead of the served 600: it is never part of the
 * measure (the banner is up only while a window is open, and at a window a bot waits the
 * window's pause, src/server/bots/bot-player.ts), and the page still shows every move, each
 * arriving as its own message. The served 600 ms made a whole match spend minutes in bot
 * pauses, and 150 ms still most of a minute (a Golazo match has hundreds of bot moves).
 *
 * Each table is stored with a seed before the server starts, so that every run deals, rolls
 * and bots the same game, as far as the person's moments of clicking allow (a drawn seed made
 * Supernatural Soccer games from 90 to 384 windows long). Supernatural Soccer's is the first
 * one named; Golazo's first one opened a single window, so its match is the one of the next
 * three that opens the most (games/golazo-match.test.ts).
 *
 * The measure is taken in each game's whole game by clicking the board
 * (games/supernatural-soccer.test.ts, games/golazo-match.test.ts): one game proves both claims.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { DEFAULT_WINDOW_SECONDS } from '../../src/server/protocol.ts';
import { StallGuard } from './patience.ts';
import { SHOTS, useStage } from './stage.ts';
import { storeTable } from './stored-table.ts';
import { waitLive } from './tables.ts';

/**
 * The bots' pause at a window as served (README: BOT_WINDOW_DELAY_MS), and before a move the
 * other browser tests' 40 ms (BOT_DELAY_MS is served 600; see above why it is not part of the
 * measure).
 */
const PACE = { BOT_DELAY_MS: '40', BOT_WINDOW_DELAY_MS: '150' };

export interface Waiting {
  /** Seconds the banner was up with nothing for the person to do, all windows together. */
  readonly seconds: number;
  /** Windows seen (a banner coming up). */
  readonly windows: number;
  /** Of them, the ones that stopped the person: held something playable, so passed by hand. */
  readonly stops: number;
}

declare global {
  interface Window {
    /** The waiting times, kept by watchWindows. */
    windowWait?: { since: number | null; total: number; windows: number };
  }
}

/**
 * The stage of one game's measure: a server holding a table of `game` seeded `seed` (by
 * default `windows-wait-<game>`) between the person (seat 0) and an easy bot, at the default
 * countdown. `sitDown` opens the person's page there, live, with its windows watched from then
 * on. `env` adds to the server's environment, e.g. { BOT_PACE: 'iterations' }.
 */
export function windowsStage(
  game: string,
  options: Readonly<Record<string, unknown>> = {},
  env: Readonly<Record<string, string>> = {},
  seed = `windows-wait-${game}`,
): { sitDown: () => Promise<Page> } {
  let invite = '';
  const stage = useStage(windowsEnv(env), (dataDir) => {
    invite = storeWindowsTable(dataDir, game, options, seed);
  });
  return {
    async sitDown() {
      const page = await stage.newPage();
      await sitDownAt(page, `${stage.server.url}${invite}`);
      return page;
    },
  };
}

/**
 * windowsStage in parts, for a file whose one stage holds other tables too (one server and one
 * Chromium for several tests): the server's environment for the measure, plus `env`.
 */
export const windowsEnv = (env: Readonly<Record<string, string>> = {}): Record<string, string> => ({
  ...PACE,
  ...env,
});

/** windowsStage's table stored in `dataDir` (its stock): the person's invite path. */
export function storeWindowsTable(
  dataDir: string,
  game: string,
  options: Readonly<Record<string, unknown>> = {},
  seed = `windows-wait-${game}`,
): string {
  const stored = storeTable(dataDir, {
    game,
    seed,
    options,
    seats: [
      { name: 'Ana', person: 'me' },
      { name: 'Robo', bot: 'easy' },
    ],
    windowSeconds: DEFAULT_WINDOW_SECONDS,
  });
  return stored.invites.get(0) ?? '';
}

/** windowsStage's sitDown on a page of the caller's: opens `url`, live, its windows watched. */
export async function sitDownAt(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitLive(page);
  await watchWindows(page);
}

/**
 * From now on, counts every window's banner and times the person's waiting at it (the banner
 * up with no enabled button in it) in the page: a mutation observer, nothing missed.
 */
async function watchWindows(page: Page): Promise<void> {
  await page.evaluate(() => {
    const wait = { since: null as number | null, total: 0, windows: 0 };
    window.windowWait = wait;
    let up = false;
    const look = (): void => {
      const banner = document.querySelector('.window-banner');
      const now = performance.now();
      if (banner && !up) wait.windows++;
      up = banner !== null;
      const waiting = banner !== null && banner.querySelector('button:enabled') === null;
      if (waiting && wait.since === null) {
        wait.since = now;
      } else if (!waiting && wait.since !== null) {
        wait.total += now - wait.since;
        wait.since = null;
      }
    };
    new MutationObserver(look).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['disabled'],
    });
    look();
  });
}

export async function waitingSoFar(page: Page, stops: number): Promise<Waiting> {
  const seen = await page.evaluate(() => {
    const wait = window.windowWait;
    if (!wait) return { seconds: 0, windows: 0 };
    const open = wait.since === null ? 0 : performance.now() - wait.since;
    return { seconds: (wait.total + open) / 1000, windows: wait.windows };
  });
  return { ...seen, stops };
}

/**
 * Plays `step` until full time; the guard fails only when nothing moved for the patience,
 * leaving a screenshot of the page it stalled at.
 */
export async function playToFullTime(page: Page, step: () => Promise<boolean>): Promise<void> {
  const guard = new StallGuard();
  const fullTime = page.locator('.outcome');
  while (!(await fullTime.isVisible())) {
    if (guard.expired()) {
      const shot = join(SHOTS, 'windows-wait-stalled.png');
      await page.screenshot({ path: shot, fullPage: true });
      guard.check(() => `the game never reached full time (the page: ${shot})`);
    }
    if (await step()) guard.moved();
  }
}

export function report(game: string, waiting: Waiting): string {
  return `${game}: ${waiting.seconds.toFixed(1)} s waiting on ${String(waiting.windows)} windows (${String(waiting.stops)} stopped the person)`;
}
