import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { QUIT, readAnswer } from './answer.ts';

describe('readAnswer', () => {
  it('turns a listed number into its index', () => {
    assert.equal(readAnswer('1', 3), 0);
    assert.equal(readAnswer(' 3 ', 3), 2);
  });

  it('knows quitting', () => {
    assert.equal(readAnswer('q', 3), QUIT);
    assert.equal(readAnswer('QUIT', 3), QUIT);
  });

  it('leaves anything else to be asked again', () => {
    for (const text of ['', '0', '4', '1.5', '-1', 'roll', '1 2'])
      assert.equal(readAnswer(text, 3), undefined, text);
  });
});
