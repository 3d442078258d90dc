import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { decimal, percent } from './format.ts';
import { cancelledWords, progressView, stageWords } from './progressView.ts';

describe('the progress line', () => {
  it('shows games done, the rate so far and the time left at that rate', () => {
    // 5,200 games in 2 s: 2,600 games/s, so the 4,800 left take 1.85 s, shown rounded up.
    const view = progressView({ done: 5200, total: 10_000, elapsed: 2000 });
    assert.equal(view.percent, 52);
    assert.equal(view.words, '5,200 of 10,000 games · 2,600 games/s · about 2s left');
  });

  it('says minutes past a minute, and never shows 100% before the last game', () => {
    const view = progressView({ done: 9999, total: 10_000, elapsed: 1_000_000 });
    assert.equal(view.percent, 99);
    const slow = progressView({ done: 100, total: 10_000, elapsed: 10_000 });
    assert.equal(slow.words, '100 of 10,000 games · 10 games/s · about 16m30s left');
  });

  it('has no time left to guess before a game is done, and none after the last', () => {
    assert.match(
      progressView({ done: 0, total: 2000, elapsed: 0 }).words,
      /0 games\/s · about \? left/,
    );
    const end = progressView({ done: 2000, total: 2000, elapsed: 800 });
    assert.equal(end.percent, 100);
    assert.equal(end.words, '2,000 of 2,000 games · 2,500 games/s · all played in 0.8 s');
  });
});

describe('the progress line after a cold start', () => {
  it('measures the rate from the first progress on, while games are being played', () => {
    // The first 8 games took 500 ms (workers loading); the next 992 took 500 ms more.
    const first = { done: 8, total: 4000, elapsed: 500 };
    const now = { done: 1000, total: 4000, elapsed: 1000 };
    assert.equal(progressView(now).words, '1,000 of 4,000 games · 1,000 games/s · about 3s left');
    assert.equal(
      progressView(now, first).words,
      '1,000 of 4,000 games · 1,984 games/s · about 2s left',
    );
  });

  it('uses the whole run once it is over, and the plain rate at the first progress', () => {
    const first = { done: 8, total: 2000, elapsed: 500 };
    assert.equal(progressView(first, first).words, progressView(first).words);
    const end = { done: 2000, total: 2000, elapsed: 1000 };
    assert.equal(
      progressView(end, first).words,
      '2,000 of 2,000 games · 2,000 games/s · all played in 1.0 s',
    );
  });
});

describe('the stage of a run', () => {
  it('names the rung of the skill ladder, and nothing for the games', () => {
    assert.equal(stageWords({ kind: 'games' }), '');
    assert.equal(stageWords({ kind: 'skill', rung: 2, rungs: 4 }), 'Skill ladder, rung 2 of 4: ');
  });

  it('says where a cancelled run stopped', () => {
    const progress = { done: 1200, total: 5000, elapsed: 900 };
    assert.equal(
      cancelledWords({ kind: 'games' }, progress),
      'Cancelled after 1,200 of 5,000 games. Nothing was kept.',
    );
    assert.equal(
      cancelledWords({ kind: 'skill', rung: 3, rungs: 4 }, progress),
      'Cancelled on the skill ladder, rung 3 of 4, after 1,200 of 5,000 games. Nothing was kept.',
    );
    assert.equal(cancelledWords({ kind: 'games' }, null), 'Cancelled. Nothing was kept.');
  });
});

describe('numbers in the report tables', () => {
  it('shows shares with one decimal and no number as a dash', () => {
    assert.equal(percent(0.5146), '51.5%');
    assert.equal(percent(1), '100.0%');
    assert.equal(percent(NaN), '–');
    assert.equal(decimal(2.7435), '2.74');
    assert.equal(decimal(31.25, 1), '31.3');
    assert.equal(decimal(-Infinity), '–');
  });
});
