/**
 * Next Goal Wins in a real Chromium against the real server: a whole match against a bot
 * played by clicking the board, and hot-seat on one device, where the cover between players
 * must hide each one's bench and tactics. Screenshots of the starters, a contest and full
 * time (desktop and phone) go to web/e2e/screenshots/ for a person to look at.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { ngwStep, playNgwToFullTime, type NgwPlayStats } from '../ngw-play.ts';
import { useStage } from '../stage.ts';
import { storeTable } from '../stored-table.ts';
import { createTable, waitLive, wholeLog } from '../tables.ts';
import { HANG_GUARD, StallGuard, changeMark, untilChanged } from '../patience.ts';
import { shot } from '../shots.ts';

// NGW-20.2: the one match between two random squads, as before seasons.
const GAME = { game: 'next-goal-wins', options: { mode: 'match' } } as const;

/** A desktop and a phone screenshot of the page as it is now. */
async function shoot(page: Page, name: string): Promise<void> {
  await shot(page, `ngw-${name}-desktop.png`, true);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, `ngw-${name}-phone.png`, true);
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('Next Goal Wins in the browser', () => {
  let invite = '';
  // The match against the bot is stored with a named seed (stored-table.ts): the squads, the
  // rolls and the bot's choices (seeded from the table's) the same each run.
  const stage = useStage({}, (dir) => {
    invite =
      storeTable(dir, {
        game: GAME.game,
        seed: 'ngw-e2e-match',
        options: GAME.options,
        seats: [
          { name: 'Ana', person: 'me' },
          { name: 'Robo', bot: 'normal' },
        ],
      }).invites.get(0) ?? '';
  });

  const newPage = (): Promise<Page> => stage.newPage();

  it('plays a match against a bot to full time by clicking the board', HANG_GUARD, async () => {
    const started = Date.now();
    const page = await newPage();
    await page.goto(`${stage.server.url}${invite}`);
    await waitLive(page);

    // NGW-3: the squad to choose from, one click per place; the bot's starters lie face down.
    const start = page.locator('.ngw-side--own [data-action]');
    await start.first().waitFor();
    assert.equal(await start.count(), 7, 'all seven can start in goal');
    await start.first().click();
    await page.locator('.ngw-side--own [data-action]').nth(6).waitFor({ state: 'detached' });
    await page.locator('.ngw-pitch .ngw-slot--away .ngw-card--back').first().waitFor();
    await shoot(page, 'starters');

    const stats: NgwPlayStats = await playNgwToFullTime(page, {
      onContest: async (p) => {
        await shoot(p, 'contest');
      },
    });
    await page.locator('.outcome__headline').waitFor();
    await page.locator('.ngw-bar__stage', { hasText: 'Full time' }).waitFor();
    await shoot(page, 'full-time');
    const seconds = (Date.now() - started) / 1000;
    console.log(`NGW vs bot: ${JSON.stringify(stats)} in ${seconds.toFixed(1)} s`);
    assert.deepEqual(stats.shellLabels, [], 'every decision was made on the board');
    assert.equal(stats.benchFirstSubs, 1, 'a substitution from the bench, then the place');
    const log = await wholeLog(page);
    assert.ok((await log.filter({ hasText: /comes on/ }).count()) >= 1, 'somebody came on');
    assert.ok((await log.filter({ hasText: /Kick-off roll/ }).count()) >= 1);

    // The replay draws the same board, as a spectator sees it: no controls.
    await page.getByRole('link', { name: 'Watch the replay' }).click();
    await page.getByText(/^Move 0 of \d+/).waitFor();
    await page.keyboard.press('End');
    await page.locator('.ngw-bar__stage', { hasText: 'Full time' }).waitFor();
    assert.equal(await page.locator('.ngw [data-action], .ngw [data-tactic]').count(), 0);
    await page.context().close();
  });

  it('hides benches and tactic hands between hot-seat players', HANG_GUARD, async () => {
    const page = await newPage();
    await createTable(
      page,
      stage.server.url,
      [
        { player: 'me', name: 'Ana' },
        { player: 'me', name: 'Bo' },
      ],
      GAME,
    );
    const cover = page.getByRole('button', { name: /^I am / });
    const covered = async (): Promise<string> => {
      await cover.waitFor();
      assert.equal(await page.locator('.ngw').count(), 0, 'no board behind the cover');
      assert.equal(await page.locator('.ngw-card, .ngw-tactic').count(), 0, 'no card shows');
      return (await cover.textContent())?.replace('I am ', '') ?? '';
    };
    const first = await covered();
    await cover.click();
    await waitLive(page);
    const own = page.locator('.ngw-side--own');
    await own.locator('[data-action]').first().waitFor();
    const squad = await own.locator('.ngw-card__name').allTextContents();
    const hand = await own.locator('.ngw-tactic__name').count();
    assert.equal(squad.length, 7, `${first} sees the whole squad`);
    assert.equal(hand, 2, `${first} sees both tactics`);

    // Tab reaches the squad and shows where the focus is.
    const firstStart = own.locator('[data-action]').first();
    const focused = () => firstStart.evaluate((el) => el === document.activeElement);
    for (let tab = 0; tab < 60 && !(await focused()); tab++) await page.keyboard.press('Tab');
    assert.ok(await focused(), 'Tab reaches a squad footballer');
    const outline = await firstStart.evaluate((el) => getComputedStyle(el).outlineStyle);
    assert.notEqual(outline, 'none', 'the focused button shows it');
    for (let pick = 0; pick < 4; pick++) {
      await page.keyboard.press('Enter');
      if (pick < 3) {
        await own
          .locator('[data-action]')
          .nth(6 - pick)
          .waitFor({ state: 'detached' });
        await own.locator('[data-action]').first().focus();
      }
    }

    const second = await covered();
    assert.notEqual(second, first, 'the device goes to the other player');
    await cover.click();
    await page.locator('.ngw').waitFor();
    const seen = await page.locator('main').innerText();
    for (const name of squad) assert.ok(!seen.includes(name), `${second} cannot see ${name}`);
    const other = page.locator('.ngw-side--other');
    assert.equal(await other.locator('.ngw-tactic--back').count(), 2, 'their tactics face down');
    assert.equal(await other.locator('.ngw-tactic__name').count(), 0);
    assert.equal(
      await page.locator('.ngw-pitch .ngw-slot--away .ngw-card--back').count(),
      4,
      'their four starters lie face down',
    );

    // Play on through a few more hand-overs; each one covers the table again.
    const stats: NgwPlayStats = {
      moves: 0,
      boardMoves: 0,
      shellMoves: 0,
      shellLabels: [],
      benchFirstSubs: 0,
      tacticsPlayed: 0,
    };
    let handovers = 0;
    // At most 400 moves and handovers; waiting for the other side counts against the guard alone.
    const guard = new StallGuard();
    for (
      let moves = 0;
      moves < 400 && handovers < 3 && !(await page.locator('.outcome').isVisible());
    ) {
      guard.check(() => `${handovers} handovers after ${moves} moves`);
      const mark = await changeMark(page);
      if (await cover.isVisible()) {
        await covered();
        await cover.click();
        handovers++;
        moves++;
        guard.moved();
        continue;
      }
      if (await ngwStep(page, stats)) {
        moves++;
        guard.moved();
      } else await untilChanged([page], [mark]);
    }
    assert.ok(handovers >= 1, 'the device was handed over during the match');
    await page.context().close();
  });
});
