/**
 * Leaderboards and player pages in a real Chromium (issue #34), on a server whose ratings book
 * was filled before it started (made-up players, ratings as the book writes them): the header
 * leads to the boards, a board lists settled ratings best first a page at a time, a player's
 * page shows their ratings with '?' and '±', the rating-over-time plot, W/D/L and their games
 * with a replay link; the new-table page offers a rated game. At a rated table a guest's
 * rating stands beside their name (a bot's none), the lobby's entry says 'Rated' with it, and
 * at full time the guest's new rating with its change.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { SqliteRatingsBook } from '../../src/server/ratings/sqlite-book.ts';
import { TEST_MODES } from '../../src/server/ratings/testing/book-suite.ts';
import { HANG_GUARD, PATIENCE_MS } from './patience.ts';
import { playToFullTime } from './play.ts';
import { useStage } from './stage.ts';
import { waitLive } from './tables.ts';
import { shot } from './shots.ts';

const wait = { timeout: PATIENCE_MS };

/** Creates a rated Goalkeepers table from the form: Ana's seat and a second one. */
async function createRated(
  page: Page,
  site: string,
  second: 'friend' | 'bot:easy',
  listed = false,
  range?: string,
): Promise<void> {
  await page.goto(`${site}/games/goalkeepers/new`);
  await page.getByRole('button', { name: 'Create the table' }).waitFor(wait);
  await page.locator('#seat-0-player').selectOption('me');
  await page.locator('#seat-0-name').fill('Ana');
  await page.locator('#seat-1-player').selectOption(second);
  if (listed) await page.getByLabel('List in the lobby').check();
  await page.getByLabel('Rated game').check();
  if (range !== undefined) await page.locator('#rating-range').selectOption(range);
  await page.getByRole('button', { name: 'Create the table' }).click();
  await page.waitForURL(/\/table\/[\w-]+$/);
  await waitLive(page);
}
const NOW = Date.now();
const HOUR = 60 * 60 * 1000;

/** 60 settled players on goalkeepers-2, and Ada's three rated games against a bot. */
function stock(dataDir: string): void {
  const book = new SqliteRatingsBook(join(dataDir, 'matchday.sqlite'), { modes: TEST_MODES });
  // The book answers at once on node:sqlite: every write below is done when its call returns.
  void book.importRatings(
    Array.from({ length: 60 }, (_, i) => ({
      player: `p-${String(i).padStart(2, '0')}`,
      mode: 'goalkeepers-2',
      name: `Player ${i}`,
      bot: false,
      rating: {
        rating: 1400 + 10 * i,
        deviation: 60,
        volatility: 0.06,
        games: 30,
        lastPlayed: NOW,
      },
    })),
  );
  for (let game = 0; game < 3; game++) {
    void book.recordFinished({
      tableId: `ada-game-${game}`,
      game: 'goalkeepers',
      options: {},
      seats: [
        { player: 'ada', name: 'Ada', bot: false },
        { player: 'bot:normal', name: 'Normal', bot: true },
      ],
      places: game === 1 ? [2, 1] : [1, 2],
      finishedAt: NOW - (3 - game) * HOUR,
    });
  }
  void book.close();
}

describe('leaderboards in the browser', () => {
  const stage = useStage({}, stock);

  it(
    'leads from the header to a board, a page at a time, and on to a player',
    HANG_GUARD,
    async () => {
      const page = await stage.newPage();
      await page.goto(stage.server.url);
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Leaderboards' })
        .click();
      // A guest too has a page of their own, linked from here.
      await page.getByRole('link', { name: 'Your ratings and rated games' }).waitFor(wait);
      await page.getByRole('link', { name: 'Goalkeepers, 2 players' }).click();
      await page
        .getByRole('heading', { name: 'Leaderboard: Goalkeepers, 2 players' })
        .waitFor(wait);
      const rows = page.locator('table.leaderboard tbody tr');
      await rows.first().waitFor(wait);
      assert.equal(await rows.count(), 50);
      assert.match(
        (await rows.first().innerText()).replace(/\s+/g, ' '),
        /^1 Player 59 1990 ± 60 30$/,
      );
      await page.getByRole('button', { name: 'Next page' }).click();
      await page.getByRole('cell', { name: 'Player 9', exact: true }).waitFor(wait);
      assert.equal(await rows.count(), 10);
      assert.match((await rows.first().innerText()).replace(/\s+/g, ' '), /^51 Player 9 /);
      await page.getByRole('link', { name: 'Player 9', exact: true }).click();
      await page.getByRole('heading', { name: 'Player 9', level: 1 }).waitFor(wait);
      await page.context().close();
    },
  );

  it(
    "shows a player's ratings with ? and ±, the plot, W/D/L and the games",
    HANG_GUARD,
    async () => {
      const page = await stage.newPage();
      await page.goto(`${stage.server.url}/players/ada`);
      await page.getByRole('heading', { name: 'Ada', level: 1 }).waitFor(wait);
      const rating = page.locator('table.player-ratings tbody tr').first();
      assert.match(await rating.innerText(), /Goalkeepers, 2 players\s+\d{4}\? ± \d+\s+3/);
      await page.locator('figure.rating-plot svg').first().waitFor(wait);
      const record = page.locator('table.player-record tbody tr').first();
      assert.match(
        (await record.innerText()).replace(/\s+/g, ' '),
        /Goalkeepers, 2 players 1 2 0 1/,
      );
      const games = page.locator('ul.cards > li');
      assert.equal(await games.count(), 3);
      assert.match(await games.first().innerText(), /Won \+\d+/);
      assert.equal(
        await games.first().getByRole('link', { name: 'Watch the replay' }).getAttribute('href'),
        '/replay/ada-game-2',
      );
      await page.getByRole('link', { name: 'Normal' }).first().click();
      await page.getByRole('heading', { name: 'Normal', level: 1 }).waitFor(wait);
      await page.context().close();
    },
  );

  it('offers a rated game when creating a table', HANG_GUARD, async () => {
    const page = await stage.newPage();
    await page.goto(`${stage.server.url}/games/goalkeepers/new`);
    const rated = page.getByLabel('Rated game');
    await rated.waitFor(wait);
    assert.equal(await rated.isChecked(), false);
    await page.context().close();
  });

  it(
    "shows a guest's rating beside their name at a rated table, in the lobby and after full time",
    HANG_GUARD,
    async () => {
      const site = stage.server.url;
      const page = await stage.newPage();
      await page.goto(site);
      await page.getByTestId('account-control').getByText('Guest').waitFor(wait);
      // A listed rated table with a free seat, for ratings within ±200 of Ana's: the lobby's
      // entry says so, with Ana's rating and the range.
      await createRated(page, site, 'friend', true, '200');
      const board = page.locator('.scoreboard');
      await page.locator('#scoreboard-title .badge--rated').waitFor(wait);
      const ana = board.locator('.scoreboard__seat', { hasText: 'Ana' });
      await ana.locator('.seat-rating', { hasText: '1500?' }).waitFor(wait);
      const visitor = await stage.newPage();
      await visitor.goto(`${site}/lobby`);
      const entry = visitor.locator('li.card', { hasText: 'Ana (1500?)' });
      await entry.waitFor(wait);
      assert.equal(await entry.locator('.badge--rated').innerText(), 'Rated');
      await entry.locator('.rating-range', { hasText: 'ratings 1300–1700' }).waitFor(wait);
      await shot(entry, 'rated-lobby-entry.png');
      await visitor.context().close();

      // Against a bot: Ana's rating beside her name, none beside the bot's; then full time.
      await createRated(page, site, 'bot:easy');
      await ana.locator('.seat-rating', { hasText: '1500?' }).waitFor(wait);
      assert.equal(
        await board
          .locator('.scoreboard__seat', { hasText: 'bot, easy' })
          .locator('.seat-rating')
          .count(),
        0,
      );
      await playToFullTime([page]);
      const rated = page.locator('.outcome__ratings li', { hasText: 'Ana' });
      await rated.waitFor(wait);
      const line = await rated.innerText();
      assert.match(line, /^Ana \d{3,4}\? \((\+\d+|−\d+|±0)\)$/u);
      // Beside her name now: the new rating.
      const after = /Ana (\d{3,4}\?)/u.exec(line)?.[1];
      await ana.locator('.seat-rating', { hasText: after }).waitFor(wait);
      await shot(page, 'rated-full-time.png', true);
      await page.context().close();
    },
  );
});
