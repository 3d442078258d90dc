/**
 * Resigning, a refused seat and a cool-down in a real Chromium (issue #34). A guest's rated
 * Goalkeepers table against a bot: "Resign…" asks first ("Keep playing" keeps it), "Yes,
 * resign" closes the table, whose panel and replay say "Ana resigned.", and the guest's page
 * lists the game as lost; at the next rated table the bot's rating stands beside its name
 * ('(1662?)'). A player rated 1900 opening the invite of a table for ratings
 * 1300–1700 is refused in words (the page's sentence for 'out-of-range'); after three
 * abandons they are told of their cool-down on the new-table form and refused a rated table
 * in words. No game is played past its first
 * decision, so no seed matters; the ratings and abandons are written through the book.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { SqliteRatingsBook } from '../../src/server/ratings/sqlite-book.ts';
import { TEST_MODES } from '../../src/server/ratings/testing/book-suite.ts';
import { HANG_GUARD, PATIENCE_MS } from './patience.ts';
import { useStage } from './stage.ts';
import { waitLive } from './tables.ts';

const wait = { timeout: PATIENCE_MS };

/** A rated Goalkeepers table from the form: Ana's seat and a second one. */
async function createRated(
  page: Page,
  site: string,
  second: 'friend' | 'bot:easy',
  range?: string,
): Promise<void> {
  await page.goto(`${site}/games/goalkeepers/new`);
  await page.getByRole('button', { name: 'Create the table' }).waitFor(wait);
  await page.locator('#seat-0-player').selectOption('me');
  await page.locator('#seat-0-name').fill('Ana');
  await page.locator('#seat-1-player').selectOption(second);
  await page.getByLabel('Rated game').check();
  if (range !== undefined) await page.locator('#rating-range').selectOption(range);
  await page.getByRole('button', { name: 'Create the table' }).click();
  await page.waitForURL(/\/table\/[\w-]+$/);
  await waitLive(page);
}

/** The page's player id (its guest's), read from the leaderboards' link to its own page. */
async function playerIdOf(page: Page, site: string): Promise<string> {
  await page.goto(`${site}/leaderboards`);
  const link = page.getByRole('link', { name: 'Your ratings and rated games' });
  await link.waitFor(wait);
  const href = (await link.getAttribute('href')) ?? '';
  const id = decodeURIComponent(href.replace(/^\/players\//u, ''));
  assert.ok(id.length > 0, `the page links to its player: '${href}'`);
  return id;
}

/** The server's ratings book, opened beside it (node:sqlite: each write done on return). */
function bookOf(dataDir: string): SqliteRatingsBook {
  return new SqliteRatingsBook(join(dataDir, 'matchday.sqlite'), { modes: TEST_MODES });
}

describe('resigning in the browser', () => {
  const stage = useStage();

  it('asks first, closes the table as resigned, and the game is lost', HANG_GUARD, async () => {
    const site = stage.server.url;
    const page = await stage.newPage();
    await page.goto(site);
    await page.getByTestId('account-control').getByText('Guest').waitFor(wait);
    await createRated(page, site, 'bot:easy');
    const tableUrl = page.url();
    await page.getByRole('button', { name: 'Resign…' }).click();
    const ask = page.getByRole('group', { name: 'Resign this game?' });
    await ask.getByText('Resign as Ana? It counts as a loss.').waitFor(wait);
    await ask.getByRole('button', { name: 'Keep playing' }).click();
    await page.getByRole('button', { name: 'Resign…' }).click();
    await page.getByRole('button', { name: 'Yes, resign' }).click();
    const closed = page.locator('[data-ending]', { hasText: 'Ana resigned.' });
    await closed.waitFor(wait);
    await page.getByRole('heading', { name: 'Table closed' }).waitFor(wait);
    assert.equal(await page.getByRole('button', { name: 'Resign…' }).count(), 0);
    // The replay's last step says so too.
    await page.getByRole('link', { name: 'Watch the replay' }).click();
    await page.getByRole('heading', { name: /^Replay:/u }).waitFor(wait);
    await page.keyboard.press('End');
    await page.locator('[data-ending]', { hasText: 'Ana resigned.' }).waitFor(wait);
    // Rated once, lost, on the guest's own page.
    const id = await playerIdOf(page, site);
    await page.goto(`${site}/players/${encodeURIComponent(id)}`);
    const games = page.locator('ul.cards > li');
    await games.first().waitFor(wait);
    assert.equal(await games.count(), 1, `one rated game for ${tableUrl}`);
    assert.match(await games.first().innerText(), /Lost/u);
    // The bot won a rated game: at the next rated table its rating stands beside its name.
    await createRated(page, site, 'bot:easy');
    const bot = page.locator('.scoreboard__seat', { hasText: 'bot, easy' }).locator('.bot-rating');
    await bot.waitFor(wait);
    assert.match(await bot.innerText(), /^\(\d{4}\??\)$/u);
    await page.context().close();
  });

  it(
    'refuses a seat out of range, and a rated table while cooling down, in words',
    HANG_GUARD,
    async () => {
      const site = stage.server.url;
      const host = await stage.newPage();
      await host.goto(site);
      await host.getByTestId('account-control').getByText('Guest').waitFor(wait);
      await createRated(host, site, 'friend', '200');
      const invite = await host.locator('input.invite__url').first().inputValue();

      const bo = await stage.newPage();
      const boId = await playerIdOf(bo, site);
      const book = bookOf(stage.server.dataDir);
      try {
        await book.importRatings([
          {
            player: boId,
            mode: 'goalkeepers-2',
            name: 'Bo',
            bot: false,
            rating: {
              rating: 1900,
              deviation: 60,
              volatility: 0.06,
              games: 30,
              lastPlayed: Date.now(),
            },
          },
        ]);
        await bo.goto(invite);
        const refused = bo.locator('[role="alert"][data-code="out-of-range"]');
        await refused.waitFor(wait);
        // In the server's words, once (#34 G5): the range and Bo's rating.
        assert.match(
          await refused.innerText(),
          /This rated table is for ratings 1300 to 1700; your rating in Goalkeepers, 2 players is 1900\./u,
        );

        // Three rated tables Bo left in the last hour: a cool-down.
        const now = Date.now();
        for (let i = 0; i < 3; i++) {
          await book.recordFinished({
            tableId: `left-${i}`,
            game: 'goalkeepers',
            options: {},
            seats: [
              { player: boId, name: 'Bo', bot: false },
              { player: 'bot:easy', name: 'Easy', bot: true },
            ],
            places: [2, 1],
            finishedAt: now - (30 - i) * 60_000,
            abandonedBy: [0],
          });
        }
      } finally {
        await book.close();
      }
      await bo.goto(`${site}/games/goalkeepers/new`);
      await bo.getByRole('button', { name: 'Create the table' }).waitFor(wait);
      await bo.locator('#seat-0-player').selectOption('me');
      await bo.locator('#seat-0-name').fill('Bo');
      await bo.locator('#seat-1-player').selectOption('bot:easy');
      await bo.getByLabel('Rated game').check();
      const notice = bo.locator('[data-code="cooling-down"]').first();
      await notice.waitFor(wait);
      assert.match(await notice.innerText(), /You left 3 rated games in the last 24 hours/u);
      await bo.getByRole('button', { name: 'Create the table' }).click();
      const refusal = bo.locator('p.notice[data-code="cooling-down"]', {
        hasText: 'may not create or join a rated table',
      });
      await refusal.first().waitFor(wait);
      assert.match(bo.url(), /\/games\/goalkeepers\/new$/u);
      await host.context().close();
      await bo.context().close();
    },
  );
});
