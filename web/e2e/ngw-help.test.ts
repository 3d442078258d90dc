/**
 * Next Goal Wins' help where a choice is made, in a real Chromium: the chances on the
 * buttons of a contest, and the words on a card explaining themselves on hover, on keyboard
 * focus and on tap (a touch screen), then closing again.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { ngwStep, type NgwPlayStats } from './ngw-play.ts';
import { HANG_GUARD, patientContext, pollUntil } from './patience.ts';
import { useStage } from './stage.ts';
import { createTable, waitLive } from './tables.ts';
import { shot } from './shots.ts';

const GAME = { game: 'next-goal-wins', options: { mode: 'match' } } as const;

/** Plays the board until the ball's tray offers this page a choice. */
async function untilTrayChoice(page: Page): Promise<void> {
  const stats: NgwPlayStats = {
    moves: 0,
    boardMoves: 0,
    shellMoves: 0,
    shellLabels: [],
    benchFirstSubs: 1, // no substitutions: the first tray choice is what this test wants
    tacticsPlayed: 1,
  };
  const tray = page.locator('.ngw-tray__button:enabled');
  await pollUntil(async () => {
    if ((await tray.count()) > 0) return true;
    const phase = await page.locator('.ngw-decision').count();
    if (phase > 0) await ngwStep(page, stats);
    return false;
  }, 'a choice in the ball’s tray');
}

describe('Next Goal Wins: help where the choice is made', () => {
  const stage = useStage();

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
      await createTable(
        page,
        stage.server.url,
        [
          { player: 'me', name: 'Ana' },
          { player: 'bot:easy', name: 'Robo' },
        ],
        GAME,
      );
      await waitLive(page);
      await untilTrayChoice(page);

      // NGW-6: a contest's buttons carry its chances, from what Ana can see.
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
