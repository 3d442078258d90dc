/**
 * The table in words in a real Chromium: a game without a board shows it at once; at a game
 * with a board the server sends it only while "The table in words" is open (closed, the page
 * holds no text), so opening it brings the whole text, and it keeps up with the play.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { HANG_GUARD, PATIENCE_MS } from './patience.ts';
import { playDecisions } from './play.ts';
import { useStage } from './stage.ts';
import { createTable, waitLive } from './tables.ts';

describe('the table in words in the browser', () => {
  const stage = useStage({ MATCHDAY_TEST_GAMES: '1' });

  it('shows the words of a game without a board at once', HANG_GUARD, async () => {
    const page = await stage.newPage();
    await createTable(page, stage.server.url, [{ player: 'me' }, { player: 'bot:easy' }], {
      game: 'chain-cards',
    });
    await waitLive(page);
    const words = page.locator('.table-page__board pre.table-words');
    await words.getByText(/Round 1 of \d+/).waitFor({ timeout: PATIENCE_MS });
    assert.match((await words.textContent()) ?? '', /Hand: /);
    await page.context().close();
  });

  it(
    'sends the words of a board game once they are opened, then keeps them up',
    HANG_GUARD,
    async () => {
      const page = await stage.newPage();
      await createTable(page, stage.server.url, [{ player: 'me' }, { player: 'bot:easy' }]);
      await waitLive(page);
      const details = page.locator('details.table-words__details');
      const words = details.locator('pre.table-words');
      await page.locator('.actions__button').first().waitFor({ timeout: PATIENCE_MS });
      await playDecisions(page, 1);
      // Closed, the words are not sent: the text the join brought is gone too.
      await page.waitForFunction(
        () => document.querySelector('details pre.table-words')?.textContent === '',
        undefined,
        { timeout: PATIENCE_MS },
      );
      await details.locator('summary').click();
      await words.getByText(/Round \d+ of \d+, played/).waitFor({ timeout: PATIENCE_MS });
      const first = (await words.textContent()) ?? '';
      assert.match(first, /in hand/);
      await playDecisions(page, 2);
      await page
        .waitForFunction(
          (before) => document.querySelector('details pre.table-words')?.textContent !== before,
          first,
          { timeout: PATIENCE_MS },
        )
        .catch(() => undefined);
      assert.notEqual(await words.textContent(), first, 'the words follow the play');
      await page.context().close();
    },
  );
});
