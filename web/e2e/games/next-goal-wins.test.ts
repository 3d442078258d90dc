/**
 * Next Goal Wins in a real Chromium against the real server: a whole match against a bot
 * played by clicking the board; hot-seat on one device, where the cover between players
 * must hide each one's bench and tactics; and the help where a choice is made: the chances on
 * the buttons of a contest, and the words on a card explaining themselves on hover, on
 * keyboard focus and on tap (a touch screen), then closing again. Screenshots of the starters,
 * a contest, full time and the help (desktop and phone) go to web/e2e/screenshots/ for a
 * person to look at, when asked for (shots.ts).
 *
 * The help had a file of its own, which started its own server and Chromium (about 7 CPU-s,
 * issue #32) and played a match from the create page to its first contest; it now opens a
 * match stored at that contest on this file's stage (stored-table.ts), the same each run.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { setupChecked } from '../../../src/core/checked.ts';
import type { Action, Seat } from '../../../src/core/game.ts';
import { Rng } from '../../../src/core/rng.ts';
import { ngwStep, playNgwToFullTime, type NgwPlayStats } from '../ngw-play.ts';
import { useStage } from '../stage.ts';
import { engineOf, storeTable } from '../stored-table.ts';
import { createTable, waitLive, wholeLog } from '../tables.ts';
import { HANG_GUARD, StallGuard, changeMark, patientContext, untilChanged } from '../patience.ts';
import { SHOTS_WANTED, shot } from '../shots.ts';

// NGW-20.2: the one match between two random squads, as before seasons.
const GAME = { game: 'next-goal-wins', options: { mode: 'match' } } as const;

/** A desktop and a phone screenshot of the page as it is now, when this run takes them. */
async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS_WANTED) return; // the suite does not resize the page for shots nobody looks at
  await shot(page, `ngw-${name}-desktop.png`, true);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, `ngw-${name}-phone.png`, true);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The kinds of the ball's tray: what the footballer on the ball does, or the answer (NGW-5, NGW-6). */
const TRAY = new Set([
  'pass',
  'throw',
  'punt',
  'cross',
  'dribble',
  'shoot',
  'header',
  'move-up',
  'no-defence',
  'defend',
]);

/**
 * The moves of a match seeded `seed`, every seat choosing at random from its own seeded
 * generator, up to the first decision of the ball's tray that seat 0 alone has to make.
 */
function untilTray(seed: string): [Seat, Action][] {
  const engine = engineOf(GAME.game);
  const setup = setupChecked(engine, { options: GAME.options, seats: 2, seed });
  if (!setup.ok) throw new Error(setup.error.message);
  const state = setup.value.state;
  const rng = Rng.fromSeed(`${seed}/players`);
  const moves: [Seat, Action][] = [];
  for (let step = 0; step < engine.facts.actionBound && !engine.outcome(state); step++) {
    const actors = engine.actors(state);
    const seat = actors[0] as Seat;
    const legal = engine.legalActions(state, seat);
    const tray = legal.some((a) => TRAY.has(engine.actionInfo(state, seat, a).kind));
    if (actors.length === 1 && seat === 0 && tray) return moves;
    const action = legal[rng.int(legal.length)] as Action;
    engine.apply(state, seat, action);
    moves.push([seat, action]);
  }
  throw new Error(`${seed}: seat 0 never chose from the ball's tray`);
}

describe('Next Goal Wins in the browser', () => {
  let invite = '';
  let helpInvite = '';
  // The match against the bot is stored with a named seed (stored-table.ts): the squads, the
  // rolls and the bot's choices (seeded from the table's) the same each run. The help's match
  // is stored at Ana's first choice from the ball's tray.
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
    helpInvite =
      storeTable(dir, {
        game: GAME.game,
        seed: 'ngw-e2e-help',
        options: GAME.options,
        seats: [
          { name: 'Ana', person: 'me' },
          { name: 'Robo', bot: 'easy' },
        ],
        moves: untilTray('ngw-e2e-help'),
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

  it(
    'shows the chances on the buttons and explains a card on hover, focus and tap',
    HANG_GUARD,
    async () => {
      const context = await patientContext(stage.browser, {
        viewport: { width: 1280, height: 900 },
        reducedMotion: 'reduce',
        hasTouch: true,
      });
      const page = await context.newPage();
      page.on('pageerror', (error) => {
        console.error(`page error: ${error.message}`);
      });
      await page.goto(`${stage.server.url}${helpInvite}`);
      await waitLive(page);
      // NGW-6: a contest's buttons carry its chances, from what Ana can see.
      await page.locator('.ngw-tray__button:enabled').first().waitFor();
      const chances = page.locator('.ngw-tray__button .ngw-chances');
      await chances.first().waitFor();
      for (const line of await chances.allInnerTexts()) assert.match(line, /\d+%/);
      assert.match(
        await page.locator('.ngw-tray__odds-note').innerText(),
        /^Chances from the dice and what you can see\./,
      );
      await shot(page, 'ngw-help-chances.png', true);

      // A stat on Ana's own card: a mouse resting on it explains it, leaving it closes it.
      const card = page.locator('.ngw-pitch .ngw-slot--home .ngw-card').first();
      const stat = card.locator('.ngw-stat .ngw-explain__term').first();
      const statText = card.locator('.ngw-stat .ngw-explain__text').first();
      await stat.hover();
      await statText.waitFor({ state: 'visible' });
      assert.match(await statText.innerText(), /^(Passing|Crossing|Saving|Interceptions)/);
      await page.mouse.move(0, 0);
      await statText.waitFor({ state: 'hidden' });

      // The card's own help button, from the keyboard: focus opens it, Escape closes it.
      const help = card.locator('.ngw-card__help .ngw-explain__term');
      const helpText = card.locator('.ngw-card__help .ngw-explain__text');
      await help.focus();
      await helpText.waitFor({ state: 'visible' });
      assert.match(await helpText.innerText(), /A contest: each side rolls a die/);
      await shot(page, 'ngw-help-card.png', true);
      await page.keyboard.press('Escape');
      await helpText.waitFor({ state: 'hidden' });

      // On a touch screen: a tap opens the stat's explanation, a second tap closes it.
      await page.setViewportSize({ width: 390, height: 844 });
      await stat.tap();
      await statText.waitFor({ state: 'visible' });
      // Read the page once painted with the explanation in place: Chromium brings the scroll
      // width up to date with a transform (the shift that keeps the explanation inside) only
      // when it renders a frame, and a loaded machine renders one later than two animation
      // frames (a fresh clone's run read 397 px with the box already inside). Read frame by
      // frame until the page fits, for at most 5 s: one that never fits fails below.
      const [scrolls, width, left, right] = await page.evaluate(
        () =>
          new Promise<[number, number, number, number]>((resolve) => {
            const started = performance.now();
            const read = (): void => {
              const open = document.querySelector('.ngw-explain__text:not([hidden])');
              const box = open?.getBoundingClientRect();
              const seen: [number, number, number, number] = [
                document.documentElement.scrollWidth,
                document.documentElement.clientWidth,
                box?.left ?? -1,
                box?.right ?? Infinity,
              ];
              const [wide, fits, from, to] = seen;
              if ((wide <= fits && from >= 0 && to <= fits) || performance.now() - started > 5000)
                resolve(seen);
              else requestAnimationFrame(read);
            };
            requestAnimationFrame(() => {
              requestAnimationFrame(read);
            });
          }),
      );
      assert.ok(
        left >= 0 && right <= width,
        `the explanation lies within the window: ${left}-${right}`,
      );
      assert.ok(
        scrolls <= width,
        `an open explanation keeps the page ${width} px wide: ${scrolls}`,
      );
      await shot(page, 'ngw-help-tap-phone.png', true);
      await stat.tap();
      await statText.waitFor({ state: 'hidden' });
      await context.close();
    },
  );
});
