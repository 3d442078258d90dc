/**
 * Response windows in a real Chromium: chain cards (a test game the server offers with
 * MATCHDAY_TEST_GAMES=1) against a bot, stopping at every window point.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { HANG_GUARD, PATIENCE_MS, clickWhileThere } from './patience.ts';
import { useStage } from './stage.ts';
import { waitLive } from './tables.ts';

describe('response windows in the browser', () => {
  const stage = useStage({ MATCHDAY_TEST_GAMES: '1' });

  it(
    'stops an Always person at a window with its countdown, lets them pass or continue, and remembers the setting',
    HANG_GUARD,
    async () => {
      const page = await stage.newPage();
      // The create page offers a game with windows their countdown.
      await page.goto(`${stage.server.url}/games/chain-cards/new`);
      await page.locator('#seat-0-player').selectOption('me');
      await page.locator('#seat-0-name').fill('Ana');
      await page.locator('#seat-1-player').selectOption('bot:easy');
      await page.getByLabel('Response window (seconds)').fill('600');
      await page.getByRole('button', { name: 'Create the table' }).click();
      await page.waitForURL(/\/table\/[\w-]+$/);
      await waitLive(page);
      await page.getByRole('radio', { name: 'Always stop' }).check();

      const banner = page.getByRole('region', { name: 'A moment to respond' });
      const wayOn = banner.getByRole('button', { name: /^(Pass|Continue)$/ });
      // Ana's team attacks first: she commits a card, and the reveal is a window point.
      const commit = page.locator('.actions__button').first();
      await commit.or(wayOn).first().waitFor({ timeout: PATIENCE_MS });
      if (!(await wayOn.isVisible())) await commit.click();
      await wayOn.waitFor({ timeout: PATIENCE_MS });
      const countdown = await banner.getByLabel('Window countdown').textContent();
      assert.match(countdown ?? '', /^Closes in (10:00|9:[45]\d)$/);
      // Robo commits for the next round only once this window point is over: long before
      // its 10-minute countdown ends, only if Ana's clicks are taken. Robo may answer first
      // (a new link: Ana's click on the old one is refused as stale), so she goes on until then.
      const nextRound = page.locator('.log__event--commit').nth(1);
      const ready = banner.locator('button:enabled', { hasText: /^(Pass|Continue)$/ });
      // A click that is taken moves the window on (a chain holds a few cards at most); one
      // that is not would be clicked again and again until the countdown ran out.
      let clicks = 0;
      while (!(await nextRound.isVisible())) {
        assert.ok(clicks <= 12, `${String(clicks)} clicks have not moved the window on`);
        await nextRound.or(ready).first().waitFor({ timeout: PATIENCE_MS });
        if (!(await ready.isVisible())) continue;
        clicks++;
        await clickWhileThere(ready);
      }

      await page.reload();
      await waitLive(page);
      assert.ok(await page.getByRole('radio', { name: 'Always stop' }).isChecked());
    },
  );
});
