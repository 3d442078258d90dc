import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  HALF_LIFE_MS,
  MIN_INTERVALS,
  NO_ETA,
  addSample,
  gamesPerSecond,
  secondsLeft,
  type Eta,
} from './eta.ts';

/** The estimate after samples of [games done, ms]. */
const after = (samples: readonly (readonly [number, number])[]): Eta =>
  samples.reduce((eta, [done, at]) => addSample(eta, done, at), NO_ETA);

describe('the smoothed time left', () => {
  it('gives no time left before enough intervals, and no rate before the first', () => {
    assert.equal(gamesPerSecond(after([[40, 9000]])), undefined);
    const early = after([
      [40, 9000],
      [80, 9500],
    ]);
    assert.equal(gamesPerSecond(early), 80);
    assert.equal(secondsLeft(early, 10_000), undefined);
    assert.equal(MIN_INTERVALS, 3);
  });

  it('measures from the first sample, so a slow start of workers does not count', () => {
    // 40 games came 9 s after the start (workers loading), then 40 games every 500 ms.
    const eta = after([
      [40, 9000],
      [80, 9500],
      [120, 10_000],
      [160, 10_500],
    ]);
    assert.equal(gamesPerSecond(eta), 80);
    // 9,840 games left at 80 games/s: 123 s, not the 10 minutes the whole run's rate says.
    assert.equal(secondsLeft(eta, 10_000), 123);
  });

  it('stays near the true time left when chunks arrive in bursts', () => {
    // Two workers: chunks of 40 games land in pairs, 2 ms apart, every second: 80 games/s.
    let eta = NO_ETA;
    for (let s = 1; s <= 30; s++) {
      for (const [done, at] of [
        [80 * s - 40, 1000 * s - 2],
        [80 * s, 1000 * s],
      ] as const) {
        eta = addSample(eta, done, at);
        const left = secondsLeft(eta, 4000);
        // The raw rate swings between 40 and 20,000 games/s from one message to the next.
        if (s > 5) assert.ok(Math.abs((left ?? 0) / ((4000 - done) / 80) - 1) < 0.2, `${left}`);
      }
    }
  });

  it('weighs games and time by half every half-life', () => {
    // 100 games in the first second; then none for a half-life: (50 + 0) / (500 + 5000) ms.
    const eta = after([
      [0, 0],
      [100, 1000],
      [100, 1000 + HALF_LIFE_MS],
    ]);
    assert.equal(gamesPerSecond(eta), (1000 * 50) / (500 + HALF_LIFE_MS));
  });

  it('ignores a sample that brings no time', () => {
    const eta = after([
      [0, 0],
      [50, 500],
    ]);
    assert.deepEqual(addSample(eta, 90, 500), eta);
  });
});
