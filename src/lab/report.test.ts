import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resolveLab, type LabConfig } from './config.ts';
import { findTestGame } from './lab-test-games.ts';
import { buildReport } from './report.ts';
import { inlineExecutor, runLab } from './run.ts';

/** The titles of a run's generic figures of scores. */
async function scoreTitles(
  config: LabConfig,
  find?: Parameters<typeof resolveLab>[1],
): Promise<[string, string, string]> {
  const lab = await resolveLab(config, find);
  assert.ok(lab.ok);
  const figures = buildReport(await runLab(lab.value, inlineExecutor)).variants[0]?.figures ?? [];
  const final = figures.find((f) => f.id === 'final-scores');
  const total = figures.find((f) => f.id === 'total-score');
  assert.ok(final && total && total.kind === 'histogram');
  return [final.title, total.title, total.measure];
}

describe("the report's figures of scores", () => {
  it("are named for what the game's scores count", async () => {
    const keepers = { game: 'goalkeepers', bots: ['random'], seed: 's', games: 4 };
    const points = ['Final points by seat', 'Points per game, all seats added', 'Points per game'];
    assert.deepEqual(await scoreTitles(keepers), points);
    // Left out, the probe's counts go, its names stay.
    assert.deepEqual(await scoreTitles({ ...keepers, probe: false }), points);
    assert.deepEqual(await scoreTitles({ game: 'goal', bots: ['random'], seed: 's', games: 2 }), [
      'Final goals by seat',
      'Goals per match, all seats added',
      'Goals per match',
    ]);
  });

  it('name a season of Next Goal Wins by league points, and its one match by goals', async () => {
    const ngw = { game: 'next-goal-wins', bots: ['random'], seed: 's', games: 1 };
    assert.deepEqual(await scoreTitles({ ...ngw, seats: 2 }), [
      'Final league points by seat',
      'League points per season, all seats added',
      'League points per season',
    ]);
    assert.deepEqual(
      (await scoreTitles({ ...ngw, options: { mode: 'match' } }))[1],
      'Goals per match, all seats added',
    );
  });

  it('say score per game for a game that does not name its scores', async () => {
    const coin = { game: 'coin-toss', bots: ['random'], seats: 2, seed: 's', games: 4 };
    assert.deepEqual(await scoreTitles(coin, findTestGame), [
      'Final score by seat',
      'Score per game, all seats added',
      'Score per game',
    ]);
  });
});
