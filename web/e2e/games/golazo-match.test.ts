/**
 * A whole match of Golazo against an easy bot in a real Chromium, every decision made on the
 * board: moves by clicking the pitch, the rolls, the end of the moves, key events and
 * clearances by the board's own buttons, a shot's picks on the goal, cards from the hand; to
 * full time and its outcome, with the key moments of the clock (half time, stoppage time,
 * full time) shown on the way. Animations are off (the stage asks for reduced motion), so
 * nothing waits.
 *
 * The same match measures how long a person with the default settings waits on response
 * windows (issue #37's target: at most 20 s; how it is measured is in ./windows-wait.ts):
 * one whole match proves both, where two files used to play a match each. The table is
 * stored with a seed and its bot counts iterations, so every run plays the same match (16
 * windows): the bound is asserted, and that the match opened windows for it to bound.
 *
 * The claim is the whole match, so it stays whole; what is cut is each decision's cost (issue
 * #32): one look in the page and one wait on its own observer per decision (golazo-play.ts),
 * no role queries, and the page's CSS transitions off (golazo-play.ts `stillStyles`: reduced
 * motion turned every style change into a transition, and the renderer drew frames for them
 * all match long); and the person plays one move on the pitch a turn before ending the moves
 * (three before: 167 decisions, 100 on the pitch; now 116, 44 on the pitch), still every kind
 * of decision clicked on the board. The phone-sized full-time picture is taken only when
 * pictures are asked for.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { join } from 'node:path';
import {
  answerWindow,
  boardSeen,
  decide,
  stillStyles,
  untilAsked,
  watchBoard,
  type Decision,
} from '../golazo-play.ts';
import { HANG_GUARD, StallGuard } from '../patience.ts';
import { report, waitingSoFar, windowsStage } from '../windows-wait.ts';
import { SHOTS_WANTED, shot } from '../shots.ts';
import { SHOTS } from '../stage.ts';

/** Where a stalled match leaves its picture. */
const STALLED = join(SHOTS, 'golazo-match-stalled.png');

describe('a whole Golazo match in the browser', () => {
  // The easy bot counts iterations (a tenth of its 200), so it chooses the same from the same
  // position however loaded the machine, and the stored match is the same match on every run,
  // windows and all; on the clock the bot's choices varied with the load, and so did the
  // windows (none on some runs, 2 to 21 on others), which left the bound proving nothing. The
  // seed is the one of four tried whose match opens the most windows: 22 (the others 1, 4, 12),
  // when the person played three moves a turn; with one, it opens 16.
  const stage = windowsStage(
    'golazo',
    {},
    { BOT_PACE: 'iterations', BOT_TIME_SCALE: '0.1' },
    'windows-wait-golazo-2',
  );

  it(
    'plays a match against a bot to full time by clicking the board, waiting at most 20 s on windows',
    HANG_GUARD,
    async () => {
      const page = await stage.sitDown();
      await page.locator('.gz-pitch').waitFor();
      await stillStyles(page);
      await watchBoard(page);
      const played = { moves: 0, starts: 0 };
      // One move on the pitch a turn, then the end of the moves: each decision redraws the page.
      const how = { team: 0, movesPerTurn: 1, crosses: true };
      const made = new Map<Decision, number>();
      let stops = 0;
      const guard = new StallGuard();
      // Each decision is read in one look and ends in one wait for what the page asks next
      // (golazo-play.ts): a whole match of them stays cheap.
      let look = await untilAsked(page);
      while (!look.over) {
        if (guard.expired()) await page.screenshot({ path: STALLED, fullPage: true });
        guard.check(() => `the game never reached full time (the page: ${STALLED})`);
        // Stopped with a card playable: no card is played at a window.
        if (look.window === 'Pass') {
          const next = await answerWindow(page, 'Pass', look, true);
          if (next) [stops, look] = [stops + 1, next];
          else look = await untilAsked(page);
          guard.moved();
          continue;
        }
        const decided = await decide(page, how, played, { look, asked: true });
        if (decided.kind === 'continue') stops++;
        if (decided.next) {
          made.set(decided.kind, (made.get(decided.kind) ?? 0) + 1);
          guard.moved();
        }
        look = decided.next ?? (await untilAsked(page));
      }
      const waiting = await waitingSoFar(page, stops);
      console.log(`${report('Golazo', waiting)}; decisions ${[...made].join(', ')}`);
      assert.ok(waiting.seconds <= 20, report('Golazo', waiting));
      // The bound measured a match of windows, not a match without any.
      assert.ok(waiting.windows >= 10, report('Golazo', waiting));
      // Moves were clicked on the pitch and rolls on the board's buttons, all the match long.
      assert.ok((made.get('pitch') ?? 0) > 10, [...made].join(', '));
      assert.ok((made.get('button') ?? 0) > 10, [...made].join(', '));
      const seen = await boardSeen(page);
      for (const moment of ['half-time', 'stoppage', 'full-time'])
        assert.ok(seen.moments.includes(moment), `${moment} shown: ${seen.moments.join(', ')}`);
      assert.equal(seen.moving, false, 'with motion off, nothing is animated');
      await page.locator('.gz-moment--full-time').waitFor();
      assert.match((await page.locator('.outcome__headline').textContent()) ?? '', /\S/);
      if (SHOTS_WANTED) {
        await shot(page, 'golazo-full-time.png', true);
        await page.setViewportSize({ width: 375, height: 812 });
        await shot(page, 'golazo-full-time-phone.png', true);
      }
    },
  );
});
