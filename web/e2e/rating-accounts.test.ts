/**
 * Issue #34's "Tests and checks", in a real Chromium: two accounts play a rated Goalkeepers
 * game in two browser contexts and both see their new ratings at full time and the game on
 * their own pages; a guest plays a rated game against a bot, signs up, and keeps it. The table is made from the form (its seed drawn by the server): the test
 * asserts nothing that depends on who wins, only that each page shows its player's new
 * rating and lists the one game.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { HANG_GUARD, PATIENCE_MS } from './patience.ts';
import { playToFullTime } from './play.ts';
import { signUpWithPassword } from './sign-up.ts';
import { useStage } from './stage.ts';
import { waitLive } from './tables.ts';

const wait = { timeout: PATIENCE_MS };

/** The page's player's own page, from the leaderboards' link. */
async function ownPage(page: Page, site: string): Promise<void> {
  await page.goto(`${site}/leaderboards`);
  await page.getByRole('link', { name: 'Your ratings and rated games' }).click();
  await page.locator('ul.cards > li').first().waitFor(wait);
}

describe('rated games between accounts in the browser', () => {
  const stage = useStage();

  it(
    'two accounts play a rated game; both see their new ratings and the game on their pages',
    HANG_GUARD,
    async () => {
      const site = stage.server.url;
      const ana = await stage.newPage();
      const bo = await stage.newPage();
      await signUpWithPassword(ana, site, 'Rated Ana');
      await signUpWithPassword(bo, site, 'Rated Bo');
      await ana.goto(`${site}/games/goalkeepers/new`);
      await ana.getByRole('button', { name: 'Create the table' }).waitFor(wait);
      await ana.locator('#seat-0-player').selectOption('me');
      await ana.locator('#seat-0-name').fill('Ana');
      await ana.locator('#seat-1-player').selectOption('friend');
      await ana.locator('#seat-1-name').fill('Bo');
      await ana.getByLabel('Rated game').check();
      await ana.getByRole('button', { name: 'Create the table' }).click();
      await ana.waitForURL(/\/table\/[\w-]+$/u);
      await waitLive(ana);
      const invite = await ana.locator('input.invite__url').first().inputValue();
      await bo.goto(invite);
      await waitLive(bo);
      // Both new: 1500? beside each name, on both pages.
      for (const page of [ana, bo]) {
        for (const name of ['Ana', 'Bo']) {
          await page
            .locator('.scoreboard__seat', { hasText: name })
            .locator('.seat-rating', { hasText: '1500?' })
            .waitFor(wait);
        }
      }
      await playToFullTime([ana, bo]);
      for (const [page, name] of [
        [ana, 'Ana'],
        [bo, 'Bo'],
      ] as const) {
        const line = page.locator('.outcome__ratings li', { hasText: name });
        await line.waitFor(wait);
        assert.match(
          await line.innerText(),
          new RegExp(`^${name} \\d{3,4}\\? \\((\\+\\d+|−\\d+|±0)\\)$`, 'u'),
        );
      }
      for (const page of [ana, bo]) {
        await ownPage(page, site);
        const games = page.locator('ul.cards > li');
        assert.equal(await games.count(), 1);
        assert.match(await games.first().innerText(), /Goalkeepers, 2 players · (Won|Lost|Drew)/u);
        await games.first().getByRole('link', { name: 'Watch the replay' }).waitFor(wait);
      }
      await ana.context().close();
      await bo.context().close();
    },
  );
  it('a guest plays a rated game, then signs up, and keeps the game', HANG_GUARD, async () => {
    const site = stage.server.url;
    const page = await stage.newPage();
    await page.goto(site);
    await page.getByTestId('account-control').getByText('Guest').waitFor(wait);
    await page.goto(`${site}/games/goalkeepers/new`);
    await page.getByRole('button', { name: 'Create the table' }).waitFor(wait);
    await page.locator('#seat-0-player').selectOption('me');
    await page.locator('#seat-0-name').fill('Gil');
    await page.locator('#seat-1-player').selectOption('bot:easy');
    await page.getByLabel('Rated game').check();
    await page.getByRole('button', { name: 'Create the table' }).click();
    await page.waitForURL(/\/table\/[\w-]+$/u);
    await waitLive(page);
    await playToFullTime([page]);
    await page.locator('.outcome__ratings li', { hasText: 'Gil' }).waitFor(wait);
    await signUpWithPassword(page, site, 'Guest Gil');
    await ownPage(page, site);
    const games = page.locator('ul.cards > li');
    assert.equal(await games.count(), 1);
    assert.match(await games.first().innerText(), /Goalkeepers, 2 players · (Won|Lost|Drew)/u);
    await page.context().close();
  });
});
