/**
 * Supernatural Soccer's board in a real Chromium against a bot, to full time (first to 1
 * point): Ana plays every decision on the board (the action cards, the reachable hexes, the
 * kick arrows, combat, exchanges, her Game Changers and their targets), never the shell's
 * action buttons; only a window's Pass or Continue is the banner's. Screenshots at a
 * laptop's and a phone's width.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { HANG_GUARD, StallGuard } from './patience.ts';
import {
  createSoccerTable,
  decide,
  onlyWayOnInButtons,
  type Decision,
} from './supernatural-soccer-play.ts';
import { SHOTS, useStage } from './stage.ts';
import { waitLive } from './tables.ts';

/** Game Changers Ana plays from her hand before she only plays for the goal. */
const CARDS = 3;

describe('Supernatural Soccer in the browser', () => {
  const stage = useStage();

  it('plays a game against a bot to full time by clicking the board', HANG_GUARD, async () => {
    const page = await stage.newPage();
    const seats = [
      { player: 'me', name: 'Ana' },
      { player: 'bot:easy', name: 'Robo' },
    ] as const;
    // To 2: at 1 the bot's first turn could end the game before Ana's (a fresh-clone run saw
    // full time with none of her decisions); after a goal the other team kicks off.
    await createSoccerTable(page, stage.server.url, seats, 2);
    await waitLive(page);
    await page.locator('.ss-field').waitFor();
    // Animations on (the stage asks for reduced motion, which turns them off).
    await page.getByRole('radio', { name: 'Fast' }).check();
    await page.evaluate(() => {
      const seen = document.body;
      // Marks the page once, then stops watching (its own mark is a change too).
      const watch = new MutationObserver(() => {
        if (!document.querySelector('.ss-die--rolling')) return;
        watch.disconnect();
        seen.dataset.diceRolled = 'yes';
      });
      watch.observe(seen, { subtree: true, childList: true, attributes: true });
    });
    const slides: [number, number][] = [];
    const fullTime = page.locator('.outcome');
    const tally = new Map<Decision, number>();
    const guard = new StallGuard();
    let shot = false;
    while (!(await fullTime.isVisible())) {
      guard.check(() => 'the game never reached full time');
      await onlyWayOnInButtons(page);
      // A few Game Changers played from the hand, then on to the goal.
      const playCards = (tally.get('play') ?? 0) + (tally.get('aimed-play') ?? 0) < CARDS;
      const decision = await decide({ page, attacks: '.ss-hex--goal-1', playCards, slides });
      if (decision === 'waited') continue;
      guard.moved();
      tally.set(decision, (tally.get(decision) ?? 0) + 1);
      if (decision === 'move' && !shot) {
        shot = true;
        await page.screenshot({ path: join(SHOTS, 'supernatural-soccer-desktop.png') });
      }
    }
    const count = (d: Decision): number => tally.get(d) ?? 0;
    const decided = JSON.stringify(Object.fromEntries(tally));
    assert.ok(count('commit') > 0, `Ana committed action cards on the board: ${decided}`);
    assert.ok(count('move') > 0, 'Ana moved on the board');
    assert.ok(count('play') + count('aimed-play') > 0, 'Ana played a Game Changer from her hand');
    // Somebody scored the point that ends the game, and the board says so.
    await page.locator('.ss-score__phase', { hasText: 'Full time' }).waitFor();
    assert.match((await page.locator('[data-score]').textContent()) ?? '', /^(2 – [01]|[01] – 2)$/);
    // The last move or kick stays marked on the field, along its way.
    assert.ok((await page.locator('.ss-hex--last').count()) >= 2);
    // With animations on, a wizard slid hex by hex along its way, and the dice tumbled.
    assert.ok(
      slides.some(([way, drawn]) => way > 0 && drawn >= way + 1),
      `a move drew its wizard on every hex of its way: ${JSON.stringify(slides)}`,
    );
    if (count('kick') > 0)
      assert.equal(await page.evaluate(() => document.body.dataset.diceRolled), 'yes');
    console.log(`Ana's decisions on the board: ${decided}`);
    await page.screenshot({
      path: join(SHOTS, 'supernatural-soccer-full-time.png'),
      fullPage: true,
    });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: join(SHOTS, 'supernatural-soccer-phone.png'), fullPage: true });
    await page.screenshot({ path: join(SHOTS, 'supernatural-soccer-phone-top.png') });
  });
});
