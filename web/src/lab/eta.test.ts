import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  HALF_LIFE_MS,
  MIN_INTERVALS,
  NO_ETA,
  addSample,
  gamesPerSecond,
  rough,
  secondsLeft,
  type Eta,
} from './eta.ts';

/** The estimate after samples of [games done, ms]. */
const after = (samples: readonly (readonly [number, number])[]): Eta =>
  samples.reduce((eta, [done, at]) => addSample(eta, done, at), NO_ETA);

describe('the smoothed time left', () => {
  it('gives no rate or time left before the first interval, then a rough one until a few', () => {
    const baseline = after([[40, 9000]]);
    assert.equal(gamesPerSecond(baseline), undefined);
    assert.equal(secondsLeft(baseline, 10_000), undefined);
    const early = after([
      [40, 9000],
      [80, 9500],
    ]);
    assert.equal(gamesPerSecond(early), 80);
    // 9,920 games left at 80 games/s, a first guess from one interval.
    assert.equal(secondsLeft(early, 10_000), 124);
    assert.equal(rough(early), true);
    assert.equal(
      rough(
        after([
          [40, 9000],
          [80, 9500],
          [120, 10_000],
        ]),
      ),
      true,
    );
    assert.equal(
      rough(
        after([
          [40, 9000],
          [80, 9500],
          [120, 10_000],
          [160, 10_500],
        ]),
      ),
      false,
    );
    assert.equal(MIN_INTERVALS, 3);
  });

  it('corrects a first guess 6x too hopeful within three intervals (a fake clock)', () => {
    // 40 games in the first 500 ms (80 games/s), then the run goes on 6x slower: 40 games
    // every 3 s (13.3 games/s), 2,000 games in all. The truth at each sample is what is
    // left at 40/3 games a second.
    const total = 2000;
    let eta = after([
      [0, 0],
      [40, 500],
    ]);
    assert.equal(secondsLeft(eta, total), (total - 40) / 80);
    const errors: number[] = [];
    for (let k = 1; k <= 6; k++) {
      const done = 40 + 40 * k;
      eta = addSample(eta, done, 500 + 3000 * k);
      const truth = (total - done) / (40 / 3);
      errors.push(Math.abs((secondsLeft(eta, total) ?? 0) / truth - 1));
    }
    // Under a quarter off after the third slow interval, and closer with each one after it.
    assert.ok((errors[2] ?? 1) < 0.25, `errors ${errors.map((e) => e.toFixed(2)).join(', ')}`);
    for (let k = 1; k < errors.length; k++)
      assert.ok((errors[k] ?? 1) < (errors[k - 1] ?? 0), `errors grow at ${String(k)}`);
    assert.equal(rough(eta), false);
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
