import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { resolveLab, type LabConfig } from './config.ts';
import { unwrapLab } from './errors.ts';
import { inlineExecutor, runLab } from './run.ts';
import {
  judgeLook,
  lookGames,
  normalCdf,
  normalQuantile,
  runSequential,
  spentAlpha,
  type SequentialPlan,
} from './sequential.ts';
import { emptyMoments, type Moments } from './stats.ts';
import { runStudy } from './study.ts';
import { pageSections } from './sections.ts';

const PLAN: SequentialPlan = {
  metric: 'Seat 1 win rate',
  margin: 0.05,
  alpha: 0.05,
  looks: 10,
  maxGames: 2000,
};

/** A fixed-seed generator (mulberry32): the simulations below give the same counts every run. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Paired win differences of simulated games: each variant wins a game independently, with
 * probabilities pA and pB (difference of means pB − pA), like two variants' seat 1 results.
 */
function simulate(pA: number, pB: number, rand: () => number) {
  return (from: number, to: number): Promise<Moments[]> => {
    const m = emptyMoments();
    for (let i = from; i < to; i++) {
      const d = (rand() < pB ? 1 : 0) - (rand() < pA ? 1 : 0);
      m.n++;
      m.sum += d;
      m.sumSquares += d * d;
    }
    return Promise.resolve([m]);
  };
}

async function decisions(plan: SequentialPlan, pA: number, pB: number, runs: number, seed: number) {
  const rand = mulberry32(seed);
  const counts = { different: 0, negligible: 0, undecided: 0, games: 0 };
  for (let r = 0; r < runs; r++) {
    const report = await runSequential(plan, 1, simulate(pA, pB, rand));
    counts[report.decision]++;
    counts.games += report.games;
  }
  return counts;
}

describe('the normal distribution and the spending function', () => {
  it('give the known values', () => {
    assert.ok(Math.abs(normalQuantile(0.975) - 1.959963984540054) < 1e-8);
    assert.ok(Math.abs(normalQuantile(0.5)) < 1e-12);
    assert.ok(Math.abs(normalQuantile(0.001) + 3.090232306167813) < 1e-7);
    assert.ok(Math.abs(normalCdf(1.959963984540054) - 0.975) < 2e-7);
    assert.ok(Math.abs(normalCdf(0)) - 0.5 < 1e-9);
    // All alpha is spent by the last look, and almost none at the first of ten.
    assert.ok(Math.abs(spentAlpha(0.05, 1) - 0.05) < 1e-6);
    assert.ok(spentAlpha(0.05, 0.1) < 1e-6);
  });

  it('the quantile inverts the distribution function', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.0005, max: 0.9995, noNaN: true }), (p) => {
        assert.ok(Math.abs(normalCdf(normalQuantile(p)) - p) < 1e-6);
      }),
    );
  });

  it('spends alpha increasingly with the information fraction', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (s, t) => {
          const [a, b] = s <= t ? [s, t] : [t, s];
          assert.ok(spentAlpha(0.05, a) <= spentAlpha(0.05, b) + 1e-12);
        },
      ),
    );
  });
});

describe('lookGames', () => {
  it('looks at equal steps of whole arrangements up to the most games', () => {
    assert.deepEqual(lookGames({ ...PLAN, maxGames: 1000, looks: 4 }), [250, 500, 750, 1000]);
    assert.deepEqual(lookGames({ ...PLAN, maxGames: 10, looks: 4 }, 3), [3, 6, 9, 12]);
    assert.deepEqual(lookGames({ ...PLAN, maxGames: 3, looks: 10 }), [1, 2, 3]);
  });
});

describe('judgeLook', () => {
  it('calls identical variants negligible and a sure difference different', () => {
    const same = { n: 100, sum: 0, sumSquares: 0 };
    assert.equal(judgeLook(PLAN, 10, 10, [same]).decision, 'negligible');
    const sure = { n: 100, sum: 100, sumSquares: 100 };
    assert.equal(judgeLook(PLAN, 10, 10, [sure]).decision, 'different');
  });
});

// The sequential test's errors on simulated games, 400 runs of up to 2000 paired games each.
// With seed 36 the counts are fixed; the bounds are the test's stated level (5%) plus the
// binomial spread of 400 runs (2 standard errors, 2.2 points), so a wrong test fails them.
describe('the sequential test on simulated data (fixed seed)', () => {
  it('calls no difference different at most 5% of the time, and stops early when negligible', async () => {
    const c = await decisions(PLAN, 0.5, 0.5, 400, 36);
    assert.ok(c.different / 400 <= 0.05 + 0.022, `${c.different} of 400 false alarms`);
    // Power to show ±5 points negligible with a per-game spread of 0.7 in 2000 games: about 2/3.
    assert.ok(c.negligible / 400 >= 0.6, `${c.negligible} of 400 negligible`);
    assert.ok(c.games / 400 < PLAN.maxGames, 'stops before the most games on average');
  });

  it('calls a difference of the margin negligible at most 5% of the time', async () => {
    const c = await decisions(PLAN, 0.45, 0.5, 400, 37);
    assert.ok(c.negligible / 400 <= 0.05 + 0.022, `${c.negligible} of 400 wrongly negligible`);
  });

  it('finds a real difference of 10 points nearly always, with fewer games', async () => {
    const c = await decisions(PLAN, 0.4, 0.5, 400, 38);
    assert.ok(c.different / 400 >= 0.95, `${c.different} of 400 found`);
    assert.ok(c.games / 400 < 0.75 * PLAN.maxGames, `${c.games / 400} games on average`);
  });
});

describe('runStudy until decided', () => {
  const CONFIG: LabConfig = {
    game: 'goalkeepers',
    bots: ['heuristic', 'heuristic'],
    variants: [
      { label: 'rounds=3', options: { rounds: 3 } },
      { label: 'rounds=5', options: { rounds: 5 } },
    ],
    seed: 'until',
    games: 400,
  };

  it('plays the very games a fixed run of as many games plays', async () => {
    const lab = unwrapLab(await resolveLab(CONFIG));
    const until = { metric: 'Turns per game', margin: 0.5, alpha: 0.05, looks: 4 };
    const report = await runStudy(lab, inlineExecutor, { until, now: () => 0 });
    const q = report.sequential;
    assert.ok(q);
    // Five rounds are longer than three: established at the first look that can.
    assert.equal(q.decision, 'different');
    assert.ok(q.games < 400);
    const fixed = await runLab(
      { ...lab, config: { ...lab.config, games: q.games } },
      inlineExecutor,
      undefined,
      () => 0,
    );
    assert.equal(report.games, q.games);
    assert.equal(report.variants[1]?.games, q.games);
    const turns = fixed.paired[0]?.[5];
    const diff = report.differences[0]?.metrics[5];
    assert.equal(diff?.metric, 'Turns per game');
    assert.ok(turns && Math.abs(diff.value - turns.sum / turns.n) < 1e-9);
    assert.equal(fixed.tallies[1]?.games, q.games);
  });

  it("tells of each look as it is judged, and draws them as the report's first comparison figure", async () => {
    const lab = unwrapLab(await resolveLab(CONFIG));
    const until = { metric: 'Seat 1 win rate', margin: 0.02, alpha: 0.05, looks: 4 };
    const heard: [number, number, number][] = [];
    const report = await runStudy(lab, inlineExecutor, {
      until,
      now: () => 0,
      onLook: (look, plan, scheduled) => {
        assert.equal(plan.maxGames, 400);
        heard.push([look.games, scheduled, look.differences.length]);
      },
    });
    const q = report.sequential;
    assert.ok(q);
    assert.deepEqual(
      heard,
      q.looks.map((l) => [l.games, 4, 1]),
    );
    const comparison = pageSections(report).find((s) => s.title === 'Comparison');
    const figure = comparison?.figures[0];
    assert.ok(figure?.kind === 'sequential');
    assert.equal(figure.decision, q.decision);
    assert.equal(figure.maxGames, 400);
    assert.equal(figure.margin, 0.02);
    assert.deepEqual(
      figure.rows.map((r) => [r.label, r.look, r.games, r.value, r.low, r.high, r.decision]),
      q.looks.map((l, i) => {
        const d = l.differences[0];
        return ['rounds=5 − rounds=3', i + 1, l.games, d?.value, d?.low, d?.high, l.decision];
      }),
    );
    // A run of fixed length draws no such figure.
    const fixed = await runStudy(lab, inlineExecutor, { now: () => 0 });
    const kinds = pageSections(fixed).flatMap((s) => s.figures.map((f) => f.kind));
    assert.ok(!kinds.includes('sequential'));
  });

  it('refuses a metric no run pairs', async () => {
    const lab = unwrapLab(await resolveLab(CONFIG));
    const until = { metric: 'Goals of the referee', margin: 0.5, alpha: 0.05, looks: 4 };
    await assert.rejects(runStudy(lab, inlineExecutor, { until }), /No paired metric/);
  });
});
