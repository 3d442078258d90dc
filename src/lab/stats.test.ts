import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resolveLab } from './config.ts';
import { findTestGame } from './lab-test-games.ts';
import { buildReport } from './report.ts';
import { inlineExecutor, runLab } from './run.ts';
import { excludes, meanInterval, wilson } from './stats.ts';

describe('wilson', () => {
  it('matches a worked value and keeps exact ends at 0 and n', () => {
    // 15 of 20 at 95%: the textbook Wilson interval is [0.5313, 0.8881].
    const i = wilson(15, 20);
    assert.equal(i.value, 0.75);
    assert.ok(
      Math.abs(i.low - 0.5313) < 1e-4 && Math.abs(i.high - 0.8881) < 1e-4,
      `${i.low} ${i.high}`,
    );
    assert.equal(wilson(0, 10).low, 0);
    assert.equal(wilson(10, 10).high, 1);
    assert.ok(Number.isNaN(wilson(0, 0).value));
    assert.throws(() => wilson(3, 2));
  });

  it('narrows as trials grow', () => {
    const width = (n: number): number => wilson(n / 2, n).high - wilson(n / 2, n).low;
    assert.ok(width(100) > width(10_000));
  });
});

describe('meanInterval', () => {
  it('is the mean ± 1.96 standard errors', () => {
    // Values 0, 2, 4: mean 2, sample variance 4, standard error sqrt(4/3).
    const i = meanInterval({ n: 3, sum: 6, sumSquares: 20 });
    assert.equal(i.value, 2);
    assert.ok(Math.abs(i.high - 2 - 1.959963984540054 * Math.sqrt(4 / 3)) < 1e-12);
  });
});

/**
 * Coin toss with two random callers: a seat scores when its call matches the coin, each call
 * right with chance 1/2, independently. With one toss a seat wins alone with chance 1/4 and the
 * game is drawn with chance 1/2. With three tosses the scores are two independent
 * Binomial(3, 1/2) and a seat wins alone with chance (1 - P(equal)) / 2 = (1 - 20/64) / 2.
 */
const ONE_TOSS_WIN = 1 / 4;
const ONE_TOSS_DRAW = 1 / 2;
const THREE_TOSS_WIN = 22 / 64;

async function coinRun(seed: string, games: number, variants?: boolean) {
  const lab = await resolveLab(
    {
      game: 'coin-toss',
      bots: ['random'],
      seats: 2,
      seed,
      games,
      ...(variants
        ? {
            variants: [
              { label: 'tosses=1', options: { tosses: 1 } },
              { label: 'tosses=3', options: { tosses: 3 } },
            ],
          }
        : { options: { tosses: 1 } }),
    },
    findTestGame,
  );
  assert.ok(lab.ok);
  return buildReport(await runLab(lab.value, inlineExecutor));
}

describe('intervals cover known probabilities', () => {
  it('Wilson intervals of win and draw rates cover the exact odds about 95% of the time', async () => {
    const runs = 300;
    let winCovered = 0;
    let drawCovered = 0;
    for (let r = 0; r < runs; r++) {
      const report = await coinRun(`cover-${r}`, 120);
      const seat = report.variants[0]?.seats[0];
      assert.ok(seat);
      if (!excludes(seat.win, ONE_TOSS_WIN)) winCovered++;
      if (!excludes(seat.draw, ONE_TOSS_DRAW)) drawCovered++;
    }
    // 95% of 300 is 285; the binomial spread of the count is about ±3.8.
    for (const covered of [winCovered, drawCovered])
      assert.ok(covered >= 270 && covered <= 298, `covered ${covered} of ${runs}`);
  });

  it('paired differences between variants cover the exact difference about 95% of the time', async () => {
    const runs = 150;
    let covered = 0;
    for (let r = 0; r < runs; r++) {
      const report = await coinRun(`paired-${r}`, 200, true);
      const metric = report.differences[0]?.metrics[0];
      assert.equal(metric?.metric, 'Seat 1 win rate');
      if (!excludes(metric, THREE_TOSS_WIN - ONE_TOSS_WIN)) covered++;
    }
    // 95% of 150 is 142.5; the binomial spread is about ±2.7.
    assert.ok(covered >= 133 && covered <= 150, `covered ${covered} of ${runs}`);
  });
});
