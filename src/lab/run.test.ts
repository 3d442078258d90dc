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

  it(
    'stops and fails when a chunk fails while the others have run ahead',
    { timeout: 120_000 },
    async () => {
      const lab = await resolveLab({
        game: 'goalkeepers',
        bots: ['random'],
        seed: 'fail',
        games: 200,
      });
      assert.ok(lab.ok);
      // Four chunks ahead per slot past the oldest unmerged one (chunk 0): chunks 1 to 7.
      const furthest = 7;
      let played = 0;
      let aheadAsFarAsAllowed = (): void => undefined;
      const others = new Promise<void>((resolve) => (aheadAsFarAsAllowed = resolve));
      const run = runLab(lab.value, (resolved) => ({
        concurrency: 2,
        run: async (task) => {
          if (task.index === 0) {
            // The first chunk fails late, once the other slot has gone as far ahead as it may.
            await others;
            throw new Error('chunk 0 failed');
          }
          if (++played === furthest) aheadAsFarAsAllowed();
          return playChunk(resolved, task);
        },
      }));
      await assert.rejects(run, /chunk 0 failed/);
      // The run neither waited for the others nor ran on.
      assert.equal(played, furthest, `${played} other chunks played`);
    },
  );
});
