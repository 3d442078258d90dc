import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { WordsSetting } from './wordsSetting.ts';

describe('the table in words, as the server is told it', () => {
  it('says nothing until the page is drawn, so the server keeps sending the text', () => {
    const words = new WordsSetting();
    assert.deepEqual(words.join(), {});
    assert.equal(words.joined(), undefined);
    assert.equal(words.show(true), undefined, 'on already');
  });

  it('turns it off once a board is drawn with the words closed, and on when they open', () => {
    const words = new WordsSetting();
    words.join();
    words.joined();
    assert.equal(words.show(false), false);
    assert.equal(words.show(false), undefined, 'said once');
    assert.equal(words.show(true), true);
  });

  it('waits for the join, then says what changed meanwhile', () => {
    const words = new WordsSetting();
    assert.equal(words.show(false), undefined, 'not joined yet');
    assert.deepEqual(words.join(), { words: false });
    assert.equal(words.show(true), undefined, 'the join is on its way');
    assert.equal(words.joined(), true);
  });

  it('restores the setting with the join after a reconnection', () => {
    const words = new WordsSetting();
    words.join();
    words.joined();
    words.show(false);
    words.dropped();
    assert.equal(words.show(false), undefined);
    assert.deepEqual(words.join(), { words: false });
    assert.equal(words.joined(), undefined);
  });
});
