import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { SeatSummary } from '../protocol.ts';
import { resultWords } from './resultWords.ts';

const seat = (n: number, name: string): SeatSummary => ({
  seat: n,
  name,
  kind: 'human',
  agent: 'human',
  claimed: true,
  connected: true,
});
const FOUR = [seat(0, 'Alice'), seat(1, 'Bo'), seat(2, 'Carol'), seat(3, 'Dan')];
const TWO_V_TWO = [
  [0, 2],
  [1, 3],
];
const SOLO = (n: number) => Array.from({ length: n }, (_, s) => [s]);

describe('full time in words', () => {
  it('reads a 2 v 2 draw as football, one line a side, both first', () => {
    const words = resultWords({ scores: [1, 1, 1, 1], places: [1, 1, 1, 1] }, FOUR, TWO_V_TWO);
    assert.equal(words.headline, 'Draw, 1–1.');
    assert.deepEqual(
      words.sides.map((s) => [s.place, s.names, s.score]),
      [
        [1, 'Alice and Carol', 1],
        [1, 'Bo and Dan', 1],
      ],
    );
  });

  it('names the winning side by its players with the score, and ranks the other second, not third', () => {
    const words = resultWords({ scores: [1, 2, 1, 2], places: [3, 1, 3, 1] }, FOUR, TWO_V_TWO);
    assert.equal(words.headline, 'Bo and Dan win 2–1.');
    assert.deepEqual(
      words.sides.map((s) => [s.place, s.names]),
      [
        [1, 'Bo and Dan'],
        [2, 'Alice and Carol'],
      ],
    );
  });

  it('says a level score settled by the game (penalties) was a draw first', () => {
    const words = resultWords({ scores: [1, 1], places: [2, 1] }, FOUR.slice(0, 2), SOLO(2));
    assert.equal(words.headline, 'Bo wins after a 1–1 draw.');
  });

  it('gives one player a singular verb, and ranks a game of many sides', () => {
    assert.equal(
      resultWords({ scores: [3, 0], places: [1, 2] }, FOUR.slice(0, 2), SOLO(2)).headline,
      'Alice wins 3–0.',
    );
    const three = resultWords({ scores: [5, 9, 5], places: [2, 1, 2] }, FOUR.slice(0, 3), SOLO(3));
    assert.equal(three.headline, 'Bo wins!');
    assert.deepEqual(
      three.sides.map((s) => [s.place, s.names]),
      [
        [1, 'Bo'],
        [2, 'Alice'],
        [2, 'Carol'],
      ],
    );
    const shared = resultWords({ scores: [9, 9, 5], places: [1, 1, 3] }, FOUR.slice(0, 3), SOLO(3));
    assert.equal(shared.headline, 'Shared win: Alice and Bo.');
    assert.equal(shared.sides[2]?.place, 3);
  });
});
