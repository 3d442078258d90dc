import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cardWords, lineOf } from './cards.ts';

describe("Goal!'s cards on the board (GL-1)", () => {
  it('words a card by number and name, and puts it in its line', () => {
    assert.equal(cardWords(9), '9 · Centre Forward');
    assert.equal(cardWords(1), '1 · Goalkeeper');
    assert.equal(cardWords(12), 'Free Kick');
    assert.deepEqual([1, 2, 3, 4, 6, 7, 11, 12].map(lineOf), [
      'keeper',
      'back',
      'back',
      'half-back',
      'half-back',
      'forward',
      'forward',
      'free-kick',
    ]);
  });
});
