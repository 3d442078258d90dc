import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildReport } from './report.ts';
import { inlineExecutor, runLab } from './run.ts';
import { pageSections } from './sections.ts';
import { pairsInterval, sideBySideFigure, sideBySideMetrics } from './side-by-side.ts';
import { sideBySideLines } from './text.ts';

describe('the variants side by side (#36)', () => {
  it('gives a histogram mean its normal interval', () => {
    // 1, 1, 3, 3: mean 2, sample variance 4/3, half-width 1.96·√(4/3/4).
    const i = pairsInterval([
      [1, 2],
      [3, 2],
    ]);
    assert.equal(i.value, 2);
    assert.ok(Math.abs(i.high - 2 - 1.959964 * Math.sqrt(1 / 3)) < 1e-6);
    assert.equal(pairsInterval([[5, 1]]).low, -Infinity);
  });

  it('draws every metric per variant with the numbers the terminal prints', async () => {
    const result = await runLab(
      {
        game: 'golazo',
        bots: ['random', 'random'],
        seed: 'side',
        games: 8,
        metrics: ['shape'],
        variants: [
          { label: 'slideTackle=false', options: { slideTackle: false } },
          { label: 'slideTackle=true', options: { slideTackle: true } },
        ],
      },
      inlineExecutor,
    );
    const report = buildReport(result);
    const figure = sideBySideFigure(report);
    assert.ok(figure);
    const comparison = pageSections(report).find((s) => s.title === 'Comparison');
    assert.ok(comparison?.figures.some((f) => f.kind === 'sideBySide'));
    assert.deepEqual(figure.variants, ['slideTackle=false', 'slideTackle=true']);
    // Golazo has an evaluation: all seven metrics, both variants, each with an ordered interval.
    assert.equal(figure.rows.length, 14, JSON.stringify(figure.rows.map((r) => r.metric)));
    for (const r of figure.rows)
      assert.ok(r.low <= r.value && r.value <= r.high, JSON.stringify(r));
    const lines = sideBySideLines(report);
    const decisions = figure.rows.find(
      (r) => r.metric === 'Decisions per game' && r.label === 'slideTackle=true',
    );
    assert.equal(decisions?.value, report.variants[1]?.decisions.summary.mean);
    assert.ok(lines.at(-1)?.includes((decisions?.value ?? NaN).toFixed(1)), lines.join('\n'));
    const decided = sideBySideMetrics(report).find((m) => m.column === 'decided at');
    assert.equal(decided?.values[0]?.value, report.variants[0]?.shape?.decided?.summary.mean);
  });

  it('leaves out what a variant did not measure, and has no figure for one variant', async () => {
    const result = await runLab(
      {
        game: 'goalkeepers',
        bots: ['random', 'random'],
        seed: 'side',
        games: 40,
        variants: [
          { label: 'rounds=3', options: { rounds: 3 } },
          { label: 'rounds=5', options: { rounds: 5 } },
        ],
      },
      inlineExecutor,
    );
    const report = buildReport(result);
    const metrics = new Set(sideBySideFigure(report)?.rows.map((r) => r.metric));
    assert.ok(!metrics.has('Lead changes per game') && metrics.has('Drawn games'));
    const one = await runLab(
      { game: 'goalkeepers', bots: ['random', 'random'], seed: 'side', games: 10 },
      inlineExecutor,
    );
    assert.equal(sideBySideFigure(buildReport(one)), undefined);
  });
});
