import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Recorder } from '../../lab/tally.ts';
import { summarize } from './summary.ts';

describe('a simulation summary', () => {
  it('counts first place ahead of someone as a win, and a game everyone shares as a draw', () => {
    const recorder = new Recorder(3, undefined);
    recorder.finish({ scores: [5, 3, 1], places: [1, 2, 3] }, 10);
    recorder.finish({ scores: [4, 4, 2], places: [1, 1, 3] }, 20); // a side of two, or a shared win
    recorder.finish({ scores: [1, 5, 5], places: [3, 1, 1] }, 30);
    recorder.finish({ scores: [2, 2, 2], places: [1, 1, 1] }, 20);
    const setup = { game: 'g', options: {}, seed: '1', seats: ['a', 'b', 'c'] };
    const s = summarize(setup, recorder.tally());
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
    assert.equal(s.teams, undefined);
    assert.equal(s.bound, undefined);
  });

  it('counts a game stopped at its bound in the lengths only, and says how many were stopped', () => {
    const recorder = new Recorder(2, undefined, [[0], [1]]);
    recorder.finish({ scores: [3, 1], places: [1, 2] }, 40);
    recorder.finish(undefined, 100);
    const setup = { game: 'g', options: {}, seed: '1', seats: ['a', 'b'], endlessBound: 100 };
    const s = summarize({ ...setup, teams: [[0], [1]] }, recorder.tally());
    assert.equal(s.games, 2);
    assert.deepEqual(
      [s.wins, s.losses],
      [
        [1, 0],
        [0, 1],
      ],
    );
    assert.deepEqual(s.meanScore, [3, 1], 'over the one finished game');
    assert.deepEqual([s.meanLength, s.minLength, s.maxLength], [70, 40, 100]);
    assert.deepEqual(s.bound, { actions: 100, reached: 1 });
    assert.equal(s.teams, undefined, 'teams of one seat are no teams');
  });
});
