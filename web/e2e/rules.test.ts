/**
 * The rules from the table: a table's link opens its game's player rules in a new tab, the
 * table staying where it was; the rules open with the game in 30 seconds, their contents
 * lead to each section, and the design notes are one link further.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { HANG_GUARD } from './patience.ts';
import { useStage } from './stage.ts';
import { createTable, waitLive } from './tables.ts';

describe('The rules in the browser', () => {
  const stage = useStage();

  it(
    'opens the rules of the game being played in a new tab, keeping the table',
    HANG_GUARD,
    async () => {
      const page = await stage.newPage();
      const id = await createTable(page, stage.server.url, [
        { player: 'me', name: 'Ana' },
        { player: 'bot:easy' },
      ]);
      await waitLive(page);

      const link = page.getByRole('link', { name: 'Rules (new tab)' });
      assert.equal(await link.getAttribute('target'), '_blank');
      const [rules] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
      await rules.waitForURL(/\/games\/goalkeepers$/);
      assert.ok(page.url().endsWith(`/table/${id}`), 'the table stays in its own tab');
      await page.locator('[data-connection="live"]').waitFor();

      const headings = rules.locator('.rules h3');
      await headings.first().waitFor();
      assert.deepEqual((await headings.allTextContents()).slice(0, 3), [
        'The game in 30 seconds',
        'Contents',
        'GK-1 The dice and the aim',
      ]);

      await rules.getByRole('link', { name: 'GK-7 Scoring a round' }).click();
      await rules.waitForURL(/#gk-7-scoring-a-round$/);
      const section = rules.getByRole('heading', { name: 'GK-7 Scoring a round' });
      assert.ok(await section.isVisible());
      await rules.waitForFunction(() => {
        const top = document.getElementById('gk-7-scoring-a-round')?.getBoundingClientRect().top;
        return top !== undefined && top > -5 && top < window.innerHeight - 50;
      });

      // Opened at a section, the page goes to it once the rules have come.
      const opened = await stage.newPage();
      await opened.goto(`${stage.server.url}/games/goalkeepers#gk-9-the-end-of-the-game`);
      await opened.waitForFunction(() => {
        const top = document
          .getElementById('gk-9-the-end-of-the-game')
          ?.getBoundingClientRect().top;
        return top !== undefined && top > -5 && top < window.innerHeight - 50;
      });

      await rules.getByRole('link', { name: 'Design notes' }).click();
      await rules.waitForURL(/\/games\/goalkeepers\/design$/);
      await rules.getByRole('heading', { name: 'How the rules are tested' }).waitFor();
      await rules.getByRole('link', { name: 'Back to the rules of Goalkeepers' }).click();
      await rules.getByRole('heading', { name: 'GK-3 A turn' }).waitFor();
      await page.context().close();
      await opened.context().close();
    },
  );
});
