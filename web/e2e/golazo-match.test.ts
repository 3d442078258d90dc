/**
 * A whole match of Golazo against a bot in a real Chromium, every decision made on the board:
 * moves by clicking the pitch, the rolls, the end of the moves, key events and clearances by
 * the board's own buttons, a shot's picks on the goal, cards from the hand; to full time and
 * its outcome, with the key moments of the clock (half time, stoppage time, full time) shown
 * on the way. Animations are off (the stage asks for reduced motion), so nothing waits.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { boardSeen, decide, waitForTurn, watchBoard, type Decision } from './golazo-play.ts';
import { HANG_GUARD, StallGuard } from './patience.ts';
import { SHOTS, useStage } from './stage.ts';
import { createTable, waitLive } from './tables.ts';

describe('a whole Golazo match in the browser', () => {
  const stage = useStage();

  it('plays a match against a bot to full time by clicking the board', HANG_GUARD, async () => {
    const page = await stage.newPage();
    await createTable(
      page,
      stage.server.url,
      [
        { player: 'me', name: 'Ana' },
        { player: 'bot:easy', name: 'Robo' },
      ],
      { game: 'golazo' },
    );
    await waitLive(page);
    await page.getByRole('group', { name: 'Pitch' }).waitFor();
    await watchBoard(page);
    const guard = new StallGuard();
    const played = { moves: 0, starts: 0 };
    const made = new Map<Decision, number>();
    const over = page.locator('.outcome__headline');
    while (!(await over.isVisible())) {
      guard.check(() => `the match stalled after ${[...made].join(', ')}`);
      const decided = await decide(page, { team: 0, movesPerTurn: 2, crosses: true }, played);
      if (decided.kind === 'none') {
        await waitForTurn(page);
        continue;
      }
      made.set(decided.kind, (made.get(decided.kind) ?? 0) + 1);
      guard.moved();
    }
    // Moves were clicked on the pitch and rolls on the board's buttons, all the match long.
    assert.ok((made.get('pitch') ?? 0) > 10, [...made].join(', '));
    assert.ok((made.get('button') ?? 0) > 10, [...made].join(', '));
    const seen = await boardSeen(page);
    for (const moment of ['half-time', 'stoppage', 'full-time'])
      assert.ok(seen.moments.includes(moment), `${moment} shown: ${seen.moments.join(', ')}`);
    assert.equal(seen.moving, false, 'with motion off, nothing is animated');
    await page.locator('.gz-moment--full-time').waitFor();
    assert.match((await over.textContent()) ?? '', /\S/);
    await page.screenshot({ path: join(SHOTS, 'golazo-full-time.png'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: join(SHOTS, 'golazo-full-time-phone.png'), fullPage: true });
  });
});
