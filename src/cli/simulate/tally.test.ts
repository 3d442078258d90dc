import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { summarize } from './summary.ts';
import { Tally } from './tally.ts';

describe('Tally', () => {
  it('counts first place ahead of someone as a win, and a game everyone shares as a draw', () => {
    const tally = new Tally(3);
    tally.add({ scores: [5, 3, 1], places: [1, 2, 3] }, 10);
    tally.add({ scores: [4, 4, 2], places: [1, 1, 3] }, 20); // a side of two, or a shared win
    tally.add({ scores: [1, 5, 5], places: [3, 1, 1] }, 30);
    tally.add({ scores: [2, 2, 2], places: [1, 1, 1] }, 20);
    const s = summarize({ game: 'g', options: {}, seed: '1', seats: ['a', 'b', 'c'] }, tally);
    assert.deepEqual(s.wins, [2, 2, 1]);
    assert.deepEqual(s.draws, [1, 1, 1]);
    assert.deepEqual(s.losses, [1, 1, 2]);
    assert.equal(s.drawnGames, 1);
    assert.deepEqual(s.meanScore, [12 / 4, 14 / 4, 10 / 4]);
    assert.deepEqual(s.scoreDistribution[1], [
      [2, 1],
      [3, 1],
      [4, 1],
      [5, 1],
    ]);
    assert.deepEqual([s.meanLength, s.minLength, s.maxLength], [20, 10, 30]);
  });
});
