/**
 * Supernatural Soccer's board in a real Chromium against an easy bot, a whole game to 3 points
 * (the booklet's): Ana plays every decision on the board (the action cards, the reachable
 * hexes, the kick arrows, combat, exchanges, her Game Changers and their targets); the shell's
 * action buttons only ever offer what the board offers too, and only a window's Pass or
 * Continue is the banner's. Animations on at 'Fast' until one of Ana's moves slid hex by hex
 * and the dice tumbled, then off: each frame costs the page, and one of each proves them.
 *
 * The same game measures how long a person with the default settings waits on response
 * windows (issue #37's target: at most 60 s; how it is measured is in ../windows-wait.ts):
 * one whole game proves both, where two files used to play a game each. After her few Game
 * Changers Ana plays no more cards: stopped with one playable, she passes at once. The table
 * is stored with a seed, so every run deals the same; the course of the game still depends on
 * who answers first at a window (Ana or the bot's 150 ms), and runs have gone from 69 to 260
 * windows. The animation speed is no window setting: the banner is the shell's, never delayed.
 *
 * Cheap per decision (#32): the claim is the whole game, so each decision is one look in the
 * page (supernatural-soccer-play.ts look: the page waits on its own changes and answers with
 * the decision and the shell's buttons), its click and the wait for the server; and the game
 * is played on a phone, whose field is a few times fewer pixels to paint at each update than
 * a laptop's (the laptop is shot when screenshots are asked for). About 0.18 CPU-s a decision
 * against 0.29 before (python3 /tmp/cpurun.py, load ~20).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { join } from 'node:path';
import { HANG_GUARD, StallGuard } from '../patience.ts';
import {
  ShellFallback,
  act,
  look,
  onlyWayOn,
  type Decision,
  type Person,
} from '../supernatural-soccer-play.ts';
import { report, waitingSoFar, windowsStage } from '../windows-wait.ts';
import { SHOTS_WANTED, shot } from '../shots.ts';
import { SHOTS } from '../stage.ts';

const PHONE = { width: 375, height: 812 };
const LAPTOP = { width: 1280, height: 900 };

/** Game Changers Ana plays from her hand before she only plays for the goal. */
const CARDS = 3;

describe('Supernatural Soccer in the browser', () => {
  // The easy bot counts iterations (a tenth of its 200: 2 ms a decision), so it chooses the same
  // from the same position however loaded the machine: on the clock one stored game ran from
  // 72 to 352 windows, 100 to 431 s; so, 82 to 107 windows in about a minute.
  const stage = windowsStage(
    'supernatural-soccer',
    { target: 3 },
    { BOT_PACE: 'iterations', BOT_TIME_SCALE: '0.1' },
  );

  it(
    'plays a game against a bot to full time by clicking the board, waiting at most 60 s on windows',
    HANG_GUARD,
    async () => {
      const page = await stage.sitDown();
      // Played on a phone: the field is painted again at every update of the game, and a
      // phone's field is a few times fewer pixels than a laptop's (the laptop is shot below).
      await page.setViewportSize(PHONE);
      await page.locator('.ss-field').waitFor();
      // Animations on (the stage asks for reduced motion, which turns them off) until a move
      // slid and the dice tumbled, then off again: frames cost the page, one of each proves it.
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
      const slid = (): boolean => slides.some(([way, drawn]) => way > 0 && drawn >= way + 1);
      let animated = true;
      const tally = new Map<Decision, number>();
      const count = (d: Decision): number => tally.get(d) ?? 0;
      let desktopShot = false;
      const shell = new ShellFallback();
      const guard = new StallGuard();
      for (;;) {
        if (guard.expired()) {
          const stalled = join(SHOTS, 'windows-wait-stalled.png');
          await page.screenshot({ path: stalled, fullPage: true });
          guard.check(() => `the game never reached full time (the page: ${stalled})`);
        }
        const person: Person = {
          page,
          attacks: '.ss-hex--goal-1',
          // A few Game Changers played from the hand, then on to the goal.
          playCards: count('play') + count('aimed-play') < CARDS,
          ...(animated ? { slides } : {}),
        };
        const seen = await look(person);
        onlyWayOn(seen.buttons);
        if (seen.fullTime) break;
        if (seen.choice === null) {
          if (await shell.fallBack(page, seen.buttons)) guard.moved();
          continue;
        }
        const decision = await act(person, seen.choice);
        if (decision === 'waited') continue;
        tally.set(decision, count(decision) + 1);
        guard.moved();
        shell.decided();
        if (decision === 'move' && !desktopShot && SHOTS_WANTED) {
          desktopShot = true;
          await page.setViewportSize(LAPTOP);
          await shot(page, 'supernatural-soccer-desktop.png');
          await page.setViewportSize(PHONE);
        }
        if (animated && slid() && (await page.evaluate(() => document.body.dataset.diceRolled))) {
          await page.getByRole('radio', { name: 'Off' }).check();
          animated = false;
        }
      }
      const stops = count('way-on');
      const waiting = await waitingSoFar(page, stops);
      const decided = JSON.stringify(Object.fromEntries(tally));
      console.log(`${report('Supernatural Soccer', waiting)}; Ana's decisions: ${decided}`);
      // The bound measured a game of windows (72 to 172 seen in the stored game), as Golazo's does.
      assert.ok(waiting.windows >= 40, report('Supernatural Soccer', waiting));
      assert.ok(waiting.seconds <= 60, report('Supernatural Soccer', waiting));
      assert.ok(count('commit') > 0, `Ana committed action cards on the board: ${decided}`);
      assert.ok(count('move') > 0, 'Ana moved on the board');
      assert.ok(count('play') + count('aimed-play') > 0, 'Ana played a Game Changer from her hand');
      // Somebody scored the point that ends the game, and the board says so.
      await page.locator('.ss-score__phase', { hasText: 'Full time' }).waitFor();
      assert.match(
        (await page.locator('[data-score]').textContent()) ?? '',
        /^(3 – [012]|[012] – 3)$/,
      );
      // The last move or kick stays marked on the field, along its way.
      assert.ok((await page.locator('.ss-hex--last').count()) >= 2);
      // With animations on, a wizard slid hex by hex along its way, and the dice tumbled.
      assert.ok(
        slid(),
        `a move drew its wizard on every hex of its way: ${JSON.stringify(slides)}`,
      );
      if (count('kick') > 0)
        assert.equal(await page.evaluate(() => document.body.dataset.diceRolled), 'yes');
      await shot(page, 'supernatural-soccer-phone.png', true);
      if (SHOTS_WANTED) await page.setViewportSize(LAPTOP);
      await shot(page, 'supernatural-soccer-full-time.png', true);
      if (SHOTS_WANTED) await page.setViewportSize(PHONE);
      await shot(page, 'supernatural-soccer-phone-top.png');
    },
  );
});
