import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { LabConfig } from '../config.ts';
import { buildReport, type LabReport } from '../report.ts';
import { inlineExecutor, runLab } from '../run.ts';
import { threadExecutor } from './pool.ts';
import { reportJson } from './write.ts';

/** The report without its speed, the one part that may differ from run to run. */
function deterministic(report: LabReport): string {
  return reportJson({ ...report, speed: { seconds: 0, gamesPerSecond: 0, workers: 0 } });
}

const GOALKEEPERS: LabConfig = {
  game: 'goalkeepers',
  bots: ['random', 'heuristic'],
  seed: 'workers',
  games: 3000,
  variants: [
    { label: 'rounds=3', options: { rounds: 3 } },
    { label: 'rounds=5', options: { rounds: 5 } },
  ],
};

describe('worker threads', () => {
  it('one worker, two workers and this thread give byte-identical reports', async () => {
    const one = buildReport(await runLab(GOALKEEPERS, threadExecutor(1)));
    const two = buildReport(await runLab(GOALKEEPERS, threadExecutor(2)));
    const inline = buildReport(await runLab(GOALKEEPERS, inlineExecutor));
    assert.equal(two.speed.workers, 2);
    assert.equal(deterministic(one), deterministic(two));
    assert.equal(deterministic(one), deterministic(inline));
    assert.equal(one.variants[0]?.games, 3000);
  });

  it('Goal! with three workers, chunk results arriving out of order, matches this thread', async () => {
    // The reference is played here, not by one more worker: a worker's start costs more than
    // its games, and the test above already holds one worker to this thread.
    const config: LabConfig = { game: 'goal', bots: ['random'], seed: 'goal-workers', games: 1500 };
    const inline = buildReport(await runLab(config, inlineExecutor));
    const three = buildReport(await runLab(config, threadExecutor(3)));
    assert.equal(three.speed.workers, 3);
    assert.equal(deterministic(inline), deterministic(three));
  });

  it('a chunk that fails fails the run instead of hanging it', async () => {
    await assert.rejects(
      runLab({ game: 'goalkeepers', bots: ['search:1'], seed: 'x', games: 2 }, () => ({
        concurrency: 1,
        run: () => Promise.reject(new Error('worker died')),
      })),
      /worker died/,
    );
  });
});
