import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  HALF_LIFE_MS,
  NO_ETA,
  WINDOW_MS,
  addSample,
  gamesPerSecond,
  secondsLeft,
  type Eta,
} from './eta.ts';

/** The estimate after samples of [games done, ms]. */
const after = (samples: readonly (readonly [number, number])[]): Eta =>
  samples.reduce((eta, [done, at]) => addSample(eta, done, at), NO_ETA);

describe('the smoothed time left', () => {
  it('gives no rate or time left before the first interval', () => {
    const baseline = after([[40, 9000]]);
    assert.equal(gamesPerSecond(baseline), undefined);
    assert.equal(secondsLeft(baseline, 10_000), undefined);
    const early = after([
      [40, 9000],
      [80, 9500],
    ]);
    assert.equal(gamesPerSecond(early), 80);
    // 9,920 games left at 80 games/s; the pace is not settled, so no page tells it yet.
    assert.equal(secondsLeft(early, 10_000), 124);
    assert.equal(early.settled, false);
  });

  it('settles once a stretch of a second keeps the pace known before it', () => {
    // 40 games every 500 ms from the baseline: the first second has nothing before it; the
    // second keeps its pace.
    const steady = (n: number): Eta =>
      after(Array.from({ length: n + 1 }, (_, k) => [40 + 40 * k, 9000 + 500 * k] as const));
    assert.equal(steady(2).settled, false, 'one stretch, nothing before it');
    assert.equal(steady(3).settled, false, 'half way through the second stretch');
    assert.equal(steady(4).settled, true, 'the second stretch kept the pace');
    assert.equal(WINDOW_MS, 1000);
  });

  it('tells no time left while workers warm up, and a near one once they have (issue #37)', () => {
    // A run of 2,100 games whose workers start at a sixth of their pace and reach it, 100
    // games/s, after 4 s (a sample every 250 ms): the run takes about 23 s. The first
    // interval alone said 105 s; the time left told once settled is near the truth.
    const total = 2100;
    let eta = addSample(NO_ETA, 0, 0);
    let done = 0;
    let told: { at: number; left: number; truth: number } | null = null;
    for (let at = 250; done < total; at += 250) {
      const rate = 100 * Math.min(1, (1 + (5 * Math.min(at, 4000)) / 4000) / 6);
      done = Math.min(total, Math.round(done + rate / 4));
      eta = addSample(eta, done, at);
      const left = secondsLeft(eta, total);
      if (at === 250) assert.ok((left ?? 0) > 100, `the first interval's guess: ${String(left)}`);
      if (eta.settled && !told && left !== undefined)
        told = { at, left, truth: (total - done) / 100 };
    }
    assert.ok(told, 'the pace settled before the end');
    assert.ok(told.at > 4000, `settled at ${String(told.at)} ms, before the workers were warm`);
    assert.ok(
      Math.abs(told.left / told.truth - 1) < 0.25,
      `first told ${told.left.toFixed(1)} s left, truly ${told.truth.toFixed(1)} s`,
    );
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
    assert.equal(eta.settled, true);
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
