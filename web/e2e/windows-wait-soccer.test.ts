/**
 * The time a person with the default settings waits on response windows in a whole game of
 * Supernatural Soccer to 3 against an easy bot (issue #37's target: at most 60 s); how it is
 * measured is in ./windows-wait.ts.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { HANG_GUARD } from './patience.ts';
import { decide } from './supernatural-soccer-play.ts';
import { playToFullTime, report, waitingSoFar, windowsStage } from './windows-wait.ts';

describe('time spent waiting on response windows, default settings, against a bot', () => {
  const stage = windowsStage('supernatural-soccer', { target: 3 });

  it('Supernatural Soccer: at most 60 s in a whole game', HANG_GUARD, async () => {
    const page = await stage.sitDown();
    let stops = 0;
    await playToFullTime(page, async () => {
      // The person never plays a card: stopped with one playable, they pass at once.
      const decision = await decide({ page, attacks: '.ss-hex--goal-1', playCards: false });
      if (decision === 'way-on') stops++;
      return decision !== 'waited';
    });
    const waiting = await waitingSoFar(page, stops);
    console.log(report('Supernatural Soccer', waiting));
    assert.ok(waiting.windows > 0, 'the game had windows');
    assert.ok(waiting.seconds <= 60, report('Supernatural Soccer', waiting));
  });
});
