import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadGame } from '../games/registry.ts';
import { unwrapLab } from './errors.ts';
import { buildReport } from './report.ts';
import { inlineExecutor, runLab } from './run.ts';
import { exactLines } from './text.ts';

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
});
