/**
 * Newcomer screenshots (issue #37's closing note), a script and not a test: plays each of the
 * five games against an easy bot for a few decisions, as a newcomer would from the create
 * form's defaults, and saves a screenshot before each decision at a desktop and a phone size,
 * in web/e2e/screenshots/newcomer/<label>/ (git-ignored). Run on an older commit with another
 * label for the "before" pictures:
 *
 *   node web/e2e/newcomer-shots.ts [label=after] [decisions=4]
 *
 * Each decision is the shell's first enabled action button (the list beside the board), so
 * the script needs no knowledge of a board; nothing here is asserted.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { ensureBuilt } from './build.ts';
import { clickWhileThere, patientContext } from './patience.ts';
import { startServerProcess, tempDataDir } from './server.ts';
import { SHOTS } from './stage.ts';
import { createTable, waitLive } from './tables.ts';

const GAMES = ['goalkeepers', 'goal', 'next-goal-wins', 'supernatural-soccer', 'golazo'] as const;
const SIZES = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 390, height: 844 },
} as const;
/** How long a decision may take to show, or a click to be taken, before the game is left. */
const WAIT_MS = 60_000;

const label = process.argv[2] ?? 'after';
const decisions = Number(process.argv[3] ?? 4);
const folder = join(SHOTS, 'newcomer', label);

/** The log's length, or -1 at full time: a click is taken when it changes. */
const logMark = (page: Page): Promise<number> =>
  page.evaluate(() =>
    document.querySelector('.outcome') ? -1 : document.querySelectorAll('.log__event').length,
  );

/** Plays `game` for the decisions asked, a screenshot before each; says how far it got. */
async function playGame(browser: Browser, url: string, game: string, size: keyof typeof SIZES) {
  const context = await patientContext(browser, { viewport: SIZES[size], reducedMotion: 'reduce' });
  const page = await context.newPage();
  try {
    const options: Record<string, string> = game === 'next-goal-wins' ? { mode: 'match' } : {};
    await createTable(page, url, [{ player: 'me' }, { player: 'bot:easy' }], { game, options });
    await waitLive(page);
    for (let n = 1; n <= decisions; n++) {
      const button = page.locator('.actions__button:enabled').first();
      await button.waitFor({ timeout: WAIT_MS });
      await page.screenshot({ path: join(folder, `${game}-${size}-${String(n)}.png`) });
      const before = await logMark(page);
      if (!(await clickWhileThere(button))) {
        n--;
        continue;
      }
      await page.waitForFunction(
        (mark) => {
          const now = document.querySelector('.outcome')
            ? -1
            : document.querySelectorAll('.log__event').length;
          return now !== mark;
        },
        before,
        { timeout: WAIT_MS },
      );
      if ((await logMark(page)) === -1) break;
    }
    await page.screenshot({ path: join(folder, `${game}-${size}-last.png`) });
    return `${game} (${size}): done`;
  } catch (error) {
    await page.screenshot({ path: join(folder, `${game}-${size}-stuck.png`) }).catch(() => {});
    return `${game} (${size}): stopped, ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  await ensureBuilt();
  mkdirSync(folder, { recursive: true });
  const data = tempDataDir();
  const [browser, server] = await Promise.all([launchBrowser(), startServerProcess(data.dir)]);
  try {
    for (const game of GAMES)
      for (const size of Object.keys(SIZES) as (keyof typeof SIZES)[])
        console.log(await playGame(browser, server.url, game, size));
    console.log(`Screenshots in ${folder}`);
  } finally {
    await browser.close();
    await server.stop();
    data.remove();
  }
}

await main();
