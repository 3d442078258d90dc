import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { decimal, percent } from './format.ts';
import { NO_ETA, addSample, type Eta } from './eta.ts';
import {
  cancelledWords,
  lookWords,
  progressView,
  stageWords,
  startingWords,
} from './progressView.ts';

/** The smoothed estimate after progress samples of [games done, ms]. */
const etaOf = (samples: readonly (readonly [number, number])[]): Eta =>
  samples.reduce((eta, [done, at]) => addSample(eta, done, at), NO_ETA);

describe('the progress line', () => {
  it('shows games done and the rate so far, and no time left until it can be estimated', () => {
    const view = progressView({ done: 5200, total: 10_000, elapsed: 2000 });
    assert.equal(view.percent, 52);
    assert.equal(view.words, '5,200 of 10,000 games · 2,600 games/s · working out the time left');
  });

  it('tells no time left from a first interval: the pace is still being worked out', () => {
    const eta = etaOf([
      [40, 9000],
      [80, 9500],
    ]);
    const view = progressView({ done: 80, total: 10_000, elapsed: 9500 }, eta);
    assert.equal(view.words, '80 of 10,000 games · 80 games/s · working out the time left');
  });

  it('shows the smoothed rate and time left once the pace has settled', () => {
    // The first 40 games took 9 s (workers loading); then 40 games every 500 ms.
    const eta = etaOf([
      [40, 9000],
      [80, 9500],
      [120, 10_000],
      [160, 10_500],
      [200, 11_000],
    ]);
    const view = progressView({ done: 200, total: 10_000, elapsed: 11_000 }, eta);
    assert.equal(view.words, '200 of 10,000 games · 80 games/s · about 2m03s left');
  });

  it('never shows 100% before the last game', () => {
    assert.equal(progressView({ done: 9999, total: 10_000, elapsed: 1_000_000 }).percent, 99);
  });

  it('uses the whole run once it is over', () => {
    const eta = etaOf([
      [8, 500],
      [1000, 600],
    ]);
    const end = progressView({ done: 2000, total: 2000, elapsed: 800 }, eta);
    assert.equal(end.percent, 100);
    assert.equal(end.words, '2,000 of 2,000 games · 2,500 games/s · all played in 0.8 s');
  });
});

describe('the progress line before the first games are counted', () => {
  it('says how many workers have loaded, then that the first games are being played', () => {
    assert.equal(startingWords(2, 1), 'Starting 2 workers (loading the game): 1 of 2 ready…');
    assert.equal(startingWords(1, 0), 'Starting 1 worker (loading the game): 0 of 1 ready…');
    assert.equal(startingWords(2, 2), 'All 2 workers ready: playing the first games…');
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

describe('a run until decided, look by look (#36)', () => {
  const plan = { metric: 'Seat 1 win rate', margin: 0.02, alpha: 0.05, looks: 10, maxGames: 4000 };
  const look = (games: number, decision: 'undecided' | 'different' | 'negligible') => ({
    games,
    bound: 3.2,
    decision,
    differences: [{ value: 0.0125, low: -0.031, high: 0.056 }],
  });

  it('says the look, its games, the decision so far and each difference', () => {
    assert.equal(
      lookWords({
        plan,
        scheduled: 10,
        looks: [look(400, 'undecided'), look(800, 'undecided')],
        labels: ['rounds=5 − rounds=3'],
      }),
      "Look 2 of at most 10, 800 games per variant, on 'Seat 1 win rate': undecided, playing on. rounds=5 − rounds=3: +0.0125 [−0.0310, +0.0560].",
    );
    assert.match(
      lookWords({ plan, scheduled: 10, looks: [look(400, 'negligible')], labels: ['B − A'] }),
      /Look 1 of at most 10, 400 games per variant, on 'Seat 1 win rate': the difference is negligible\./,
    );
    assert.match(
      lookWords({
        plan,
        scheduled: 2,
        looks: [look(400, 'undecided'), look(800, 'undecided')],
        labels: ['B − A'],
      }),
      /undecided: the games ran out\./,
    );
    assert.equal(lookWords({ plan, scheduled: 10, looks: [], labels: [] }), '');
  });
});
