/**
 * The time a person with the default settings waits on response windows in a whole match of
 * Golazo against an easy bot (issue #37's target: at most 20 s); how it is measured is in
 * ./windows-wait.ts.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { decide, waitForTurn, type Played } from './golazo-play.ts';
import { HANG_GUARD, clickWhileThere } from './patience.ts';
import { playToFullTime, report, waitingSoFar, windowsStage } from './windows-wait.ts';

describe('time spent waiting on response windows, default settings, against a bot', () => {
  const stage = windowsStage('golazo');

  it('Golazo: at most 20 s in a whole match', HANG_GUARD, async () => {
    const page = await stage.sitDown();
    const played: Played = { moves: 0, starts: 0 };
    const how = { team: 0, movesPerTurn: 3, crosses: true };
    const pass = page
      .getByRole('region', { name: 'A moment to respond' })
      .locator('button:enabled', { hasText: /^Pass$/ });
    let stops = 0;
    await playToFullTime(page, async () => {
      await waitForTurn(page);
      // Stopped with a card playable: no card is played at a window.
      if ((await pass.isVisible()) && (await clickWhileThere(pass))) {
        stops++;
        return true;
      }
      const decided = (await decide(page, how, played)).kind;
      if (decided === 'continue') stops++;
      return decided !== 'none';
    });
    const waiting = await waitingSoFar(page, stops);
    console.log(report('Golazo', waiting));
    assert.ok(waiting.seconds <= 20, report('Golazo', waiting));
  });
});
