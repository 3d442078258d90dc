import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadGame } from '../games/registry.ts';
import { unwrapLab } from './errors.ts';
import { reportHtml } from './html.ts';
import { buildReport } from './report.ts';
import { inlineExecutor, runLab } from './run.ts';
import { exactLines, reportText } from './text.ts';

const near = (actual: number, expected: number): void => {
  assert.ok(Math.abs(actual - expected) < 1e-12, `${actual} is not ${expected}`);
};

describe('exact beside simulated', () => {
  it("sets Goalkeepers' solved share against the heuristic beside the optimal bot's, seats rotated", async () => {
    const config = {
      game: 'goalkeepers',
      bots: ['optimal', 'heuristic'],
      seed: 'exact',
      games: 200,
      rotate: true,
    };
    const report = buildReport(await runLab(config, inlineExecutor));
    const game = unwrapLab(await loadGame('goalkeepers'));
    const exact = game.ceilings?.({ rounds: 3, reward: 'choice', starter: 'drawn' }).heuristic;
    assert.ok(exact !== undefined);
    assert.equal(report.exact?.opponent, 'bot:heuristic');
    assert.equal(report.exact.exact, exact);
    assert.equal(
      report.exact.simulated.value,
      report.bots[0] && report.variants[0]?.bots?.[0]?.win.value,
    );
    assert.match(
      exactLines(report).join('\n'),
      /the most any player can win against bot:heuristic/,
    );
    // Seats fixed: the solver's figure is for seats swapped, so none is given.
    const fixed = buildReport(
      await runLab({ ...config, rotate: false, games: 20 }, inlineExecutor),
    );
    assert.equal(fixed.exact, undefined);
  });

  it("sets Golazo's clearance dice beside their exact odds in the terminal and report.html alike", async () => {
    const report = buildReport(
      await runLab(
        { game: 'golazo', bots: ['random', 'random'], seed: 'exact', games: 20 },
        inlineExecutor,
      ),
    );
    const figure = report.variants[0]?.figures.find((f) => f.id === 'golazo-clearance');
    assert.ok(figure?.kind === 'rates');
    assert.equal(figure.rows.length, 11);
    near(figure.rows[5]?.exact ?? NaN, 6 / 36);
    const lines = exactLines(report);
    assert.match(lines.join('\n'), /Exact beside simulated: High clearances by the dice’s total/);
    // Total 7: 16.7% exact, then the simulated share and its interval.
    assert.ok(lines.some((l) => /^ {2}7 +16\.7% +\d+\.\d% \[/.test(l)));
    assert.ok(reportText(report).includes(lines.join('\n')));
    const html = reportHtml(report, { d3: '', plot: '', draw: '' });
    for (const line of lines.filter((l) => l.trim() !== ''))
      assert.ok(html.includes(line.trim()), line);
  });

  it('counts seeds, not games, when seats are rotated: both seat orders of one seed are one sample', async () => {
    // The same bot in both seats: a rotated run plays each seed's game twice, the very same
    // game (the bots' seeds go by seat), so every count doubles and no information is added.
    const run = async (games: number, rotate: boolean) =>
      buildReport(
        await runLab(
          { game: 'golazo', bots: ['random', 'random'], seed: 'exact', games, rotate },
          inlineExecutor,
        ),
      ).variants[0]?.figures.find((f) => f.id === 'golazo-clearance');
    const plain = await run(12, false);
    const rotated = await run(24, true);
    assert.ok(plain?.kind === 'rates' && rotated?.kind === 'rates');
    assert.ok((plain.rows[5]?.trials ?? 0) > 0);
    plain.rows.forEach((row, i) => {
      const twice = rotated.rows[i];
      assert.ok(twice);
      assert.equal(twice.successes, 2 * row.successes);
      assert.equal(twice.trials, 2 * row.trials);
      near(twice.value, row.value);
      // The interval, and so the flag beside the exact odds, of the 12 games actually played.
      near(twice.low, row.low);
      near(twice.high, row.high);
      assert.equal(twice.flagged, row.flagged);
    });
    assert.match(rotated.note ?? '', /the intervals count seeds, not games/);
    assert.doesNotMatch(plain.note ?? '', /count seeds/);
  });
});
