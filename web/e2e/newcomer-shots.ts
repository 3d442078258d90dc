/**
 * Newcomer screenshots (issue #37's closing note), a script and not a test: plays each of the
 * five games against an easy bot, as a newcomer would from the create form's defaults (NGW one
 * match), at a laptop's 1280 × 900 and a phone's 390 × 844, and keeps a screenshot of the first
 * screen at each new kind of decision, of the create form and of full time:
 *
 *   node web/e2e/newcomer-shots.ts [folder=web/e2e/screenshots/newcomer/after] [decisions=60]
 *
 * With NEWCOMER_URL set (e.g. http://127.0.0.1:3137, a server started with `npm start`) the
 * pages go there; otherwise the script starts a server of its own. Each decision is one of the
 * enabled actions of the shell's list beside the board, drawn at random (so that many kinds of
 * decision come up), and a decision's kind is the set of its actions' first words (and
 * '(window)' at a window). Besides the pictures it says, per kind, whether the page scrolled
 * (the document taller than the screen) and which of the board's buttons were off the first
 * screen; nothing here is asserted (in-view.test.ts asserts, at stored moments).
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { ensureBuilt } from './build.ts';
import { patientContext } from './patience.ts';
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

const folder = resolve(process.argv[2] ?? join(SHOTS, 'newcomer', 'after'));
const decisions = Number(process.argv[3] ?? 60);

/** What the page shows now: its decision's kind, or 'end' at full time, or '' while waiting. */
const kindNow = (page: Page): Promise<string> =>
  page.evaluate(() => {
    if (document.querySelector('.outcome')) return 'end';
    const labels = [...document.querySelectorAll<HTMLButtonElement>('.actions__button')]
      .filter((b) => !b.disabled)
      .map((b) => (b.textContent || '').trim().split(/[\s,:]+/)[0] ?? '');
    if (labels.length === 0) return '';
    const window = document.querySelector('.window-banner') ? ' (window)' : '';
    return [...new Set(labels)].sort().join('+') + window;
  });

/** The log's length and the decision's labels: a click is taken when they change. */
const mark = (page: Page): Promise<string> =>
  page.evaluate(
    () =>
      `${document.querySelector('.log')?.getAttribute('data-events') ?? '0'}|${[
        ...document.querySelectorAll('.actions__button'),
      ]
        .map((b) => b.textContent)
        .join('|')}|${document.querySelector('.outcome') ? 'end' : ''}`,
  );

/** The board's enabled buttons and the banner's that are off the first screen, and the page's scroll. */
const offScreen = (page: Page): Promise<string> =>
  page.evaluate(() => {
    window.scrollTo(0, 0);
    const off = [
      ...document.querySelectorAll<HTMLElement>(
        '.table-board button:enabled, .window-banner button:enabled, [class*="hand"] button:enabled',
      ),
    ]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        if (r.width === 0 && r.height === 0) return false;
        return r.bottom > innerHeight + 0.5 || r.top < -0.5 || r.right > innerWidth + 0.5;
      })
      .map((el) => (el.getAttribute('aria-label') ?? el.textContent).trim().slice(0, 25));
    const tall = document.documentElement.scrollHeight - innerHeight;
    return `page ${tall > 1 ? `scrolls ${String(tall)} px` : 'fits'}${off.length ? `; off screen: ${off.slice(0, 6).join(' / ')}${off.length > 6 ? ` (+${String(off.length - 6)})` : ''}` : ''}`;
  });

/** Clicks one enabled action of the shell's list (closed groups too), drawn at random. */
const chooseAny = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const all = [...document.querySelectorAll<HTMLButtonElement>('.actions__button')].filter(
      (b) => !b.disabled,
    );
    const button = all[Math.floor(Math.random() * all.length)];
    button?.click();
    return button?.textContent ?? '';
  });

async function playGame(browser: Browser, url: string, game: string, size: keyof typeof SIZES) {
  const context = await patientContext(browser, { viewport: SIZES[size], reducedMotion: 'reduce' });
  const page = await context.newPage();
  const seen = new Map<string, string>();
  const shot = (name: string) =>
    page.screenshot({ path: join(folder, `${game}-${size}-${name}.png`) });
  try {
    await page.goto(`${url}/games/${game}/new`);
    await page.getByRole('button', { name: 'Create the table' }).waitFor();
    await shot('0-create');
    const options: Record<string, string> = game === 'next-goal-wins' ? { mode: 'match' } : {};
    await createTable(page, url, [{ player: 'me' }, { player: 'bot:easy' }], { game, options });
    await waitLive(page);
    let made = 0;
    for (; made < decisions; made++) {
      await page.waitForFunction(
        () =>
          document.querySelector('.outcome') ?? document.querySelector('.actions__button:enabled'),
        null,
        { timeout: WAIT_MS },
      );
      const kind = await kindNow(page);
      if (kind === 'end') break;
      if (kind !== '' && !seen.has(kind)) {
        // The board's chunk loaded, and laid out for its new decision, before the picture.
        await page.waitForFunction(
          () =>
            ![...document.querySelectorAll('[role="status"]')].some((el) =>
              el.textContent.includes('Loading the board'),
            ),
        );
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );
        seen.set(kind, await offScreen(page));
        await shot(`${String(seen.size)}-${kind.replace(/[^\w+-]+/g, '_')}`);
      }
      const before = await mark(page);
      await chooseAny(page);
      await page.waitForFunction((was) => {
        const now = `${document.querySelector('.log')?.getAttribute('data-events') ?? '0'}|${[
          ...document.querySelectorAll('.actions__button'),
        ]
          .map((b) => b.textContent)
          .join('|')}|${document.querySelector('.outcome') ? 'end' : ''}`;
        return now !== was;
      }, before);
    }
    const end = (await kindNow(page)) === 'end';
    await shot(end ? 'z-full-time' : 'z-last');
    if (end)
      await page.screenshot({
        path: join(folder, `${game}-${size}-z-full-time-page.png`),
        fullPage: true,
      });
    const kinds = [...seen].map(([kind, where]) => `  ${kind}: ${where}`).join('\n');
    return `${game} (${size}): ${end ? 'full time' : 'stopped'} after ${String(made)} decisions\n${kinds}`;
  } catch (error) {
    await shot('stuck').catch(() => {});
    return `${game} (${size}): stuck, ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  mkdirSync(folder, { recursive: true });
  const given = process.env.NEWCOMER_URL;
  const only = process.env.NEWCOMER_GAMES?.split(',');
  if (!given) await ensureBuilt();
  const data = given ? null : tempDataDir();
  const [browser, server] = await Promise.all([
    launchBrowser(),
    data ? startServerProcess(data.dir) : null,
  ]);
  const url = given ?? server?.url ?? '';
  try {
    for (const game of GAMES.filter((g) => !only || only.includes(g)))
      for (const size of Object.keys(SIZES) as (keyof typeof SIZES)[])
        console.log(await playGame(browser, url, game, size));
    console.log(`Screenshots in ${folder}`);
  } finally {
    await browser.close();
    await server?.stop();
    data?.remove();
  }
}

await main();
