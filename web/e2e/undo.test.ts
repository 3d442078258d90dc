/**
 * Taking back a move in a real Chromium (GZ-5.6): Ana and Bo play Golazo online, each on a page
 * of their own. On Ana's moves with more than one left, she moves a counter on the pitch, takes
 * it back with the Undo button, then moves again and takes that back with Ctrl+Z: each time
 * the counter is back on its cell and the moves left are restored, on her screen and on Bo's.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { HANG_GUARD, PATIENCE_MS } from './patience.ts';
import { useStage } from './stage.ts';
import { createTable, logLength, waitLive, waitLogPast } from './tables.ts';

const wait = { timeout: PATIENCE_MS };
const enabledActions = (page: Page) => page.locator('.actions__button:enabled');
const undoButton = (page: Page) => page.getByRole('button', { name: 'Undo' });
const turnWords = (page: Page) => page.locator('.gz-turn__words');

/** The moves Ana's team has left, read off her head-up display; 0 outside her moves. */
async function movesLeft(page: Page): Promise<number> {
  const words = (await turnWords(page).textContent()) ?? '';
  const found = /^Ana.* moves: (\d+) moves? left/.exec(words);
  return found ? Number(found[1]) : 0;
}

/** Whichever page has a decision to make first, Ana's or Bo's. */
async function nextToDecide(pages: readonly Page[]): Promise<Page> {
  return Promise.any(
    pages.map(async (page) => {
      const banner = page.getByRole('region', { name: 'A moment to respond' });
      const wayOn = banner.locator('button:enabled', { hasText: /^(Pass|Continue)$/ });
      await enabledActions(page).first().or(wayOn).first().waitFor(wait);
      return page;
    }),
  );
}

/** Plays the page's first choice (a roll, ending the moves, a pick …), or lets a window go. */
async function decideFirst(page: Page): Promise<void> {
  const before = await logLength(page);
  const banner = page.getByRole('region', { name: 'A moment to respond' });
  const wayOn = banner.locator('button:enabled', { hasText: /^(Pass|Continue)$/ });
  if (await wayOn.isVisible()) await wayOn.click();
  else await enabledActions(page).first().click();
  await waitLogPast(page, before, wait);
}

/**
 * Selects Ana's counters in turn until one has a cell to step to, and steps there; returns the
 * counter, the cell it left and the cell it went to.
 */
async function stepACounter(page: Page): Promise<{ counter: string; from: string; to: string }> {
  for (let c = 1; c <= 10; c++) {
    const own = page.locator(`.gz-cell[data-counter="${String(c)}"]`);
    if ((await own.count()) === 0) continue;
    const from = (await own.getAttribute('data-cell')) ?? '';
    await own.click();
    const target = page.locator('.gz-cell--target').first();
    if ((await target.count()) === 0) continue;
    const to = (await target.getAttribute('data-cell')) ?? '';
    await target.click();
    const counter = String(c);
    await page.locator(`.gz-cell[data-cell="${to}"][data-counter="${counter}"]`).waitFor(wait);
    return { counter, from, to };
  }
  throw new Error('none of Ana’s counters has a cell to step to');
}

/** Both screens show the counter back on `from`, and Ana's team with `moves` left. */
async function bothShowTakenBack(
  pages: readonly Page[],
  step: { counter: string; from: string },
  moves: number,
): Promise<void> {
  for (const page of pages) {
    await page
      .locator(`.gz-cell[data-cell="${step.from}"][data-counter="${step.counter}"]`)
      .waitFor(wait);
    await page.waitForFunction(
      (n) =>
        new RegExp(`: ${n} moves? left`).test(
          document.querySelector('.gz-turn__words')?.textContent ?? '',
        ),
      moves,
      wait,
    );
    await page.getByText('Ana took back a move.').first().waitFor(wait);
  }
}

describe('taking back a move in the browser', () => {
  const stage = useStage();

  it('Undo and Ctrl+Z put Ana’s counter back; Bo’s screen follows', HANG_GUARD, async () => {
    const ana = await stage.newPage();
    await createTable(
      ana,
      stage.server.url,
      [
        { player: 'me', name: 'Ana' },
        { player: 'friend', name: 'Bo' },
      ],
      { game: 'golazo' },
    );
    const invite = await ana.locator('.invite__url').inputValue();
    const bo = await stage.newPage();
    await bo.goto(invite);
    await waitLive(bo);
    await waitLive(ana);
    const pages = [ana, bo];
    for (let decisions = 0; ; decisions++) {
      assert.ok(decisions < 200, 'Ana had two moves to spare within 200 decisions');
      const page = await nextToDecide(pages);
      const moves = page === ana ? await movesLeft(ana) : 0;
      if (moves < 2) {
        await decideFirst(page);
        continue;
      }
      assert.equal(await undoButton(ana).count(), 0, 'nothing to take back yet');
      const first = await stepACounter(ana);
      await undoButton(ana).click();
      await bothShowTakenBack(pages, first, moves);
      const second = await stepACounter(ana);
      await undoButton(ana).waitFor(wait);
      await ana.keyboard.press('Control+z');
      await bothShowTakenBack(pages, second, moves);
      await undoButton(ana).waitFor({ state: 'detached', ...wait });
      assert.equal(await undoButton(bo).count(), 0, 'Bo has nothing to take back');
      break;
    }
    await ana.context().close();
    await bo.context().close();
  });
});
