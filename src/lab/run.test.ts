import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resolveLab } from './config.ts';
import { playChunk } from './play.ts';
import { chunkSize, runLab } from './run.ts';

describe('runLab', () => {
  it('cuts chunks by the number of games alone', () => {
    assert.equal(chunkSize(100), 1);
    assert.equal(chunkSize(1_000_000), 3907);
    assert.equal(chunkSize(100_000_000), 5000);
  });

  it('stops and fails when a chunk fails while the others have run ahead', async () => {
    const lab = resolveLab({ game: 'goalkeepers', bots: ['random'], seed: 'fail', games: 200 });
    assert.ok(lab.ok);
    let played = 0;
    const run = runLab(lab.value, (resolved) => ({
      concurrency: 2,
      run: async (task) => {
        if (task.index === 0) {
          // The first chunk fails late, after the other slot has gone as far ahead as it may.
          await new Promise((resolve) => setTimeout(resolve, 100));
          throw new Error('chunk 0 failed');
        }
        played++;
        return playChunk(resolved, task);
      },
    }));
    await assert.rejects(run, /chunk 0 failed/);
    // Four chunks ahead per slot at most: the run neither waited for the others nor ran on.
    assert.ok(played > 0 && played <= 8, `${played} other chunks played`);
  });
});
