/**
 * The time a person with the default settings waits on response windows in a whole game of
 * Supernatural Soccer to 3 against an easy bot (issue #37's target: at most 60 s); how it is
 * measured is in ./windows-wait.ts.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { HANG_GUARD, clickWhileThere } from './patience.ts';
import { ON_THE_BOARD, decide } from './supernatural-soccer-play.ts';
import { playToFullTime, report, waitingSoFar, windowsStage } from './windows-wait.ts';

/** How long the board may offer the person nothing before the shell's buttons are used. */
const BOARD_PATIENCE_MS = 5_000;

describe('time spent waiting on response windows, default settings, against a bot', () => {
  const stage = windowsStage('supernatural-soccer', { target: 3 });

  it('Supernatural Soccer: at most 60 s in a whole game', HANG_GUARD, async () => {
    const page = await stage.sitDown();
    let stops = 0;
    let waitedSince = Date.now();
    await playToFullTime(page, async () => {
      // The person never plays a card: stopped with one playable, they pass at once.
      const decision = await decide({ page, attacks: '.ss-hex--goal-1', playCards: false });
      if (decision === 'way-on') stops++;
      if (decision !== 'waited') {
        waitedSince = Date.now();
        return true;
      }
      // What the test's board player does not handle (a fresh-clone run stalled where a
      // wizard could only stay or let the other go first) it takes from the shell's buttons:
      // this test times windows, not the board.
      if (Date.now() - waitedSince < BOARD_PATIENCE_MS) return false;
      const button = page.locator('.actions__button:enabled', { hasText: ON_THE_BOARD }).first();
      if (!(await button.isVisible()) || !(await clickWhileThere(button))) return false;
      waitedSince = Date.now();
      return true;
    });
    const waiting = await waitingSoFar(page, stops);
    console.log(report('Supernatural Soccer', waiting));
    assert.ok(waiting.windows > 0, 'the game had windows');
    assert.ok(waiting.seconds <= 60, report('Supernatural Soccer', waiting));
  });
});
