import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LATEST_LINES, firstShown, someKeptBack } from './logLines.ts';

describe('the event log shows its latest lines', () => {
  it('shows a short log whole, with nothing to ask for', () => {
    assert.equal(firstShown(0, false), 0);
    assert.equal(firstShown(LATEST_LINES, false), 0);
    assert.equal(someKeptBack(LATEST_LINES), false);
  });

  it('keeps back the earlier lines of a long one until asked', () => {
    assert.equal(firstShown(LATEST_LINES + 1, false), 1);
    assert.equal(firstShown(11_840, false), 11_840 - LATEST_LINES);
    assert.equal(someKeptBack(LATEST_LINES + 1), true);
    assert.equal(firstShown(11_840, true), 0);
  });
});
